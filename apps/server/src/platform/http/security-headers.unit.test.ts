import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const base = { frameAncestors: ["'none'"], publicUrl: 'http://localhost:3000', sentryDsn: undefined };

describe('contentSecurityPolicy', () => {
  it('allows this origin, its Socket.IO, and Sentry only when a DSN is set', () => {
    expect(contentSecurityPolicy(base)).toContain("connect-src 'self' ws://localhost:3000 https:;");
    const withSentry = contentSecurityPolicy({ ...base, publicUrl: 'https://events.example.org', sentryDsn: 'https://key@o1.ingest.sentry.io/42' });
    expect(withSentry).toContain("connect-src 'self' wss://events.example.org https://o1.ingest.sentry.io https:;");
  });

  it('upgrades insecure requests only when the public address is https', () => {
    expect(contentSecurityPolicy(base)).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ ...base, publicUrl: 'https://events.example.org' })).toMatch(/; upgrade-insecure-requests$/);
  });

  it('frames this origin and https pages only (embeds are stored as https), never plain http or any scheme', () => {
    expect(contentSecurityPolicy(base)).toContain("frame-src 'self' https:;");
    expect(contentSecurityPolicy(base)).not.toMatch(/frame-src[^;]*(\*|http:|data:|blob:)/);
  });

  it('never allows inline scripts or eval other than by hash', () => {
    const policy = contentSecurityPolicy(base, ["'sha256-abc='"]);
    expect(policy).toContain("script-src 'self' 'sha256-abc=';");
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips scripts with src and empty ones', () => {
    const sha = (body: string) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    const html = '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT type="text/javascript">\n b("é")\n</SCRIPT><script></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\n b("é")\n')]);
  });
});
