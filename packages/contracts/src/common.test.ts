import { describe, expect, it } from 'vitest';
import { eventSlugSchema, isoDateTime, isoDateTimeQuery, reservedSlugs } from './common';

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

describe('isoDateTime', () => {
  it.each(['2026-06-01T09:00:00Z', '2026-06-01T09:00:00.123+02:00', '2024-02-29T23:59:59-05:30', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'])(
    'accepts %s',
    (value) => {
      expect(isoDateTime.parse(value)).toBe(value);
    },
  );

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:30:00+01:00',
    '9999-12-31T23:00:00-01:00',
    '+300000-01-01T00:00:00Z',
    '300000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-06-01T24:00:00Z',
    '2026-06-01T09:00:00',
    '2026-06-01',
    'yesterday',
    '',
  ])('refuses %j with one message', (value) => {
    expect(isoDateTime.safeParse(value).error?.issues.map((i) => i.message)).toEqual([
      'Enter a date and time as ISO 8601 with a time zone, between the years 0001 and 9999.',
    ]);
  });

  it('reads an unencoded + of a query string back from its space', () => {
    expect(isoDateTimeQuery.parse('2026-06-01T10:30:00 02:00')).toBe('2026-06-01T10:30:00+02:00');
  });
});
