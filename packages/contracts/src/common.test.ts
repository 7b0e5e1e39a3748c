import { describe, expect, it } from 'vitest';
import { eventSlugSchema, reservedSlugs } from './common';

describe('eventSlugSchema', () => {
  it.each(['demo', 'demo-de', 'summit-2026', 'a1'])('accepts %s', (slug) => {
    expect(eventSlugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(reservedSlugs.filter((s) => /^[a-z0-9-]+$/.test(s)))('refuses the reserved name %s', (slug) => {
    const result = eventSlugSchema.safeParse(slug);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('This name is reserved by Foyer.');
  });

  it.each(['api', 'dev', 'socket.io', 'healthz', 'metrics', 'assets', 'login', 'logout', 'remove-account', 'my-browser', 'files'])(
    'keeps %s out of reach',
    (slug) => {
      expect(eventSlugSchema.safeParse(slug).success).toBe(false);
    },
  );

  it.each(['Demo', 'demo_de', '-demo', 'demo-', 'a', 'x'.repeat(65), 'dé', 'de mo', ''])('refuses the malformed %j', (slug) => {
    expect(eventSlugSchema.safeParse(slug).success).toBe(false);
  });
});
