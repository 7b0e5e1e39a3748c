import { z } from 'zod';

/** The ten space types of the spec. */
export const spaceTypes = [
  'map',
  'presentation',
  'booth',
  'networking',
  'cinema',
  'jobs',
  'posters',
  'chat_roulette',
  'meeting',
  'embedded',
] as const;
export const spaceType = z.enum(spaceTypes);
export type SpaceType = z.infer<typeof spaceType>;

/** Locales the app speaks; others fall back to en-US. */
export const supportedLocales = ['en-US', 'en', 'nl', 'nl-NL', 'vi-VN', 'de', 'de-DE'] as const;
export const catalogueLocales = ['en-US', 'nl', 'de', 'vi-VN'] as const;
export type CatalogueLocale = (typeof catalogueLocales)[number];
export const fallbackLocale: CatalogueLocale = 'en-US';

/** Event slugs may not shadow a path the app or server uses for itself. */
export const reservedSlugs = [
  'api',
  'dev',
  'socket.io',
  'healthz',
  'metrics',
  'assets',
  'files',
  'static',
  'login',
  'logout',
  'remove-account',
  'remove-account-success',
  'reactivate-account',
  'my-browser',
  'map',
  'videocall',
  'presentation',
  'cinema',
  'console',
  'favicon.ico',
  'robots.txt',
  'manifest.webmanifest',
] as const;

/** First path segments that never name an event (spec 1, application shell). */
export const noEventSegments = [
  'login',
  'logout',
  'remove-account',
  'remove-account-success',
  'reactivate-account',
  'my-browser',
  'dev',
] as const;

export const eventSlugSchema = z
  .string()
  .min(2)
  .max(64)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and dashes.')
  .refine((slug) => !(reservedSlugs as readonly string[]).includes(slug), {
    message: 'This name is reserved by Foyer.',
  });

const dateTimeMessage = 'Enter a date and time as ISO 8601 with a time zone, between the years 0001 and 9999.';
const earliest = Date.parse('0001-01-01T00:00:00Z');
const latest = Date.parse('9999-12-31T23:59:59.999Z');

/**
 * The one date-time of every body, query and reply: ISO 8601 with a time zone (`2026-06-01T09:00:00Z`,
 * `…+02:00`), a real calendar day, and an instant between the years 0001 and 9999 in UTC. PostgreSQL
 * has no year 0000 and JavaScript dates end in year 275760, so anything outside is a field error (400)
 * rather than a database error (500).
 */
export const isoDateTime = z.iso
  .datetime({ offset: true, error: dateTimeMessage, abort: true })
  .refine((value) => {
    const instant = Date.parse(value);
    return instant >= earliest && instant <= latest;
  }, dateTimeMessage);

/** `isoDateTime` in a query string, where an unencoded `+` of the offset arrives as a space. */
export const isoDateTimeQuery = z.preprocess((v) => (typeof v === 'string' ? v.replace(/ /g, '+') : v), isoDateTime);

/** Spec constants shared by both sides. */
export const limits = {
  accessTokenSeconds: 15 * 60,
  accessTokenRefreshMarginMs: 10_000,
  loginCodeTtlSeconds: 10 * 60,
  loginCodeMaxTries: 5,
  socketLoginTimeoutMs: 10_000,
  socketMaxFrameBytes: 64 * 1024,
  keepaliveMs: 120_000,
  heartbeatMs: 15_000,
  notificationMs: 7000,
  notificationRemoveMs: 1000,
  toastMs: 3000,
  sendRetryMs: 500,
  sendRetryMax: 100,
  /** Failed connects after which the realtime client stops retrying and reports the limit reached. */
  connectAttemptsReported: 50,
  /** Realtime connects and logins each run at most once a second (the spec's "debounced 1 s"). */
  connectDebounceMs: 1000,
  loginDebounceMs: 1000,
  introSeenAfterMs: 5000,
  mobileBreakpoint: 932,
  topBarHeight: 58,
} as const;
