import { describe, expect, it } from 'vitest';
import { defaultAuthLimits, resolveAuthLimits } from './auth.limits';
import { codeFromNonce, digestKey, hashCode, newCodeNonce, sameDigest } from './auth.codes';
import { deriveKey } from '../../platform/secrets';
import { codeMail } from './auth.mail';
import { escapeHtml, mailLocale } from '../../platform/mail';
import { waitText } from './auth.policy';

describe('auth limits', () => {
  it('default to the figures of decision 0009, with at least 60 code requests per IP a minute', () => {
    const d = defaultAuthLimits;
    expect(d.codeTtlSeconds).toBe(600);
    expect(d.codeRequestsPerIp.max / (d.codeRequestsPerIp.windowSeconds / 60)).toBeGreaterThanOrEqual(60);
    expect(d.codeRequestsPerAddressAndIp).toEqual({ max: 3, windowSeconds: 900 });
    expect(d.failuresPerAddressAndIp).toEqual({ max: 5, windowSeconds: 86_400 });
    expect(d.failuresPerAddress).toEqual({ max: 30, windowSeconds: 86_400 });
    expect(d.refreshGraceSeconds).toBe(10);
  });

  it('keep a ten-network attacker under 1 in 10,000 per day against a live code', () => {
    const d = defaultAuthLimits;
    // Windows are fixed and at least a day long, so any 24 hours touch at most two of them.
    expect(d.failuresPerAddressAndIp.windowSeconds).toBeGreaterThanOrEqual(86_400);
    expect(d.failuresPerAddress.windowSeconds).toBeGreaterThanOrEqual(86_400);
    // Per window: the tries each network may make for the address, or the address-wide cap plus one first
    // try per network once it is reached, whichever is smaller.
    const perWindow = Math.min(10 * d.failuresPerAddressAndIp.max, d.failuresPerAddress.max + 10);
    const perDay = 2 * perWindow;
    // One live code per address and event, 10^6 possible codes, each guess names one code.
    expect(perDay / 1_000_000).toBeLessThan(1 / 10_000);
  });

  it('merge overrides, rule by rule', () => {
    const limits = resolveAuthLimits({ codeRequestsPerAddressAndIp: { max: 100 }, refreshGraceSeconds: 5 });
    expect(limits.codeRequestsPerAddressAndIp).toEqual({ max: 100, windowSeconds: 900 });
    expect(limits.refreshGraceSeconds).toBe(5);
    expect(limits.failuresPerIp).toEqual(defaultAuthLimits.failuresPerIp);
    expect(resolveAuthLimits(undefined)).toEqual(defaultAuthLimits);
  });

  it('refuse a misspelt key, an old one or a nonsense value', () => {
    expect(() => resolveAuthLimits({ codesPerMail: { max: 1 } })).toThrow(/codesPerMail|Unrecognized/);
    expect(() => resolveAuthLimits({ lockSeconds: 60 })).toThrow();
    expect(() => resolveAuthLimits({ failuresPerAddress: { max: 0 } })).toThrow(/failuresPerAddress/);
    expect(() => resolveAuthLimits({ failuresPerAddress: { max: 1, window: 3 } })).toThrow();
  });
});

describe('login codes', () => {
  it('are six digits, leading zeros kept, vary with the nonce and come out the same again', () => {
    const key = deriveKey('secret', 'login-code');
    const codes = Array.from({ length: 500 }, () => codeFromNonce(key, newCodeNonce(), 'a@example.com', 'demo'));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
    const nonce = newCodeNonce();
    expect(codeFromNonce(key, nonce, 'a@example.com', 'demo')).toBe(codeFromNonce(key, nonce, 'a@example.com', 'demo'));
    // Another key (another server secret) gives other codes from the same row.
    const others = Array.from({ length: 20 }, (_, i) => codeFromNonce(deriveKey(`other ${i}`, 'login-code'), nonce, 'a@example.com', 'demo'));
    expect(others.filter((c) => c === codeFromNonce(key, nonce, 'a@example.com', 'demo')).length).toBeLessThan(2);
  });

  it('hash per key, address and event, and compare in constant time', () => {
    const key = deriveKey('secret', 'login-code');
    const h = hashCode(key, 'a@example.com', 'demo', '012345');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(sameDigest(h, hashCode(key, 'a@example.com', 'demo', '012345'))).toBe(true);
    expect(sameDigest(h, hashCode(key, 'a@example.com', 'demo', '012346'))).toBe(false);
    expect(sameDigest(h, hashCode(key, 'b@example.com', 'demo', '012345'))).toBe(false);
    expect(sameDigest(h, hashCode(key, 'a@example.com', 'other', '012345'))).toBe(false);
    expect(sameDigest(h, hashCode(deriveKey('other secret', 'login-code'), 'a@example.com', 'demo', '012345'))).toBe(false);
    expect(sameDigest(h, '')).toBe(false);
    expect(sameDigest(h, 'abc')).toBe(false);
  });

  it('derive different keys for different purposes', () => {
    expect(deriveKey('s', 'login-code').equals(deriveKey('s', 'other'))).toBe(false);
    expect(digestKey('k')).not.toBe('k');
  });
});

describe('sign-in mail', () => {
  it('picks the catalogue from the event language, falling back to en-US', () => {
    expect(mailLocale('de-DE')).toBe('de');
    expect(mailLocale('nl-NL')).toBe('nl');
    expect(mailLocale('nl')).toBe('nl');
    expect(mailLocale('en')).toBe('en-US');
    expect(mailLocale('vi-VN')).toBe('vi-VN');
    expect(mailLocale('vi')).toBe('vi-VN');
    expect(mailLocale('fr-FR')).toBe('en-US');
  });

  it('carries the code and event name in subject, text and html, escaped in html', () => {
    const mail = codeMail({ to: 'a@example.com', language: 'vi-VN', eventName: 'Hội nghị <script>', code: '004211', ttlSeconds: 600 });
    expect(mail.to).toBe('a@example.com');
    expect(mail.subject).toBe('004211 là mã đăng nhập của bạn cho Hội nghị <script>');
    expect(mail.text).toContain('004211');
    expect(mail.text).toContain('10 phút');
    expect(mail.html).toContain('Hội nghị &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('keeps the subject on one line', () => {
    const mail = codeMail({ to: 'a@example.com', language: 'en-US', eventName: 'Evil\r\nBcc: x@example.com', code: '123456', ttlSeconds: 600 });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('wait text', () => {
  it('reads in seconds, then minutes, then hours', () => {
    expect(waitText(0.2)).toBe('in 1 seconds');
    expect(waitText(40)).toBe('in 40 seconds');
    expect(waitText(3600)).toBe('in 60 minutes');
    expect(waitText(20 * 3600 - 30)).toBe('in 20 hours');
  });
});
