import { describe, expect, it } from 'vitest';
import { defaultAuthLimits, resolveAuthLimits } from './auth.limits';
import { deriveKey, digestKey, generateCode, hashCode, sameDigest } from './auth.codes';
import { codeMail, escapeHtml, mailLocale } from './auth.mail';
import { waitText } from './auth.policy';

describe('auth limits', () => {
  it('default to the issue\'s numbers, with at least 60 code requests per IP a minute', () => {
    expect(defaultAuthLimits.codesPerEmail).toEqual({ max: 3, windowSeconds: 900 });
    expect(defaultAuthLimits.wrongTriesPerCode).toBe(5);
    expect(defaultAuthLimits.failuresPerEmail).toEqual({ max: 10, windowSeconds: 3600 });
    expect(defaultAuthLimits.lockSeconds).toBe(3600);
    expect(defaultAuthLimits.codeTtlSeconds).toBe(600);
    expect(defaultAuthLimits.codeRequestsPerIp.max / (defaultAuthLimits.codeRequestsPerIp.windowSeconds / 60)).toBeGreaterThanOrEqual(60);
  });

  it('merge overrides, rule by rule', () => {
    const limits = resolveAuthLimits({ codesPerEmail: { max: 100 }, lockSeconds: 5 });
    expect(limits.codesPerEmail).toEqual({ max: 100, windowSeconds: 900 });
    expect(limits.lockSeconds).toBe(5);
    expect(limits.failuresPerIp).toEqual(defaultAuthLimits.failuresPerIp);
    expect(resolveAuthLimits(undefined)).toEqual(defaultAuthLimits);
  });

  it('refuse a misspelt key or a nonsense value', () => {
    expect(() => resolveAuthLimits({ codesPerMail: { max: 1 } })).toThrow(/codesPerMail|Unrecognized/);
    expect(() => resolveAuthLimits({ codesPerEmail: { max: 0 } })).toThrow(/codesPerEmail/);
    expect(() => resolveAuthLimits({ codesPerEmail: { max: 1, window: 3 } })).toThrow();
  });
});

describe('login codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(490);
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
  it('reads in seconds, then minutes', () => {
    expect(waitText(0.2)).toBe('in 1 seconds');
    expect(waitText(40)).toBe('in 40 seconds');
    expect(waitText(3600)).toBe('in 60 minutes');
  });
});
