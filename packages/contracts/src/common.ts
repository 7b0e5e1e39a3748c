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

export const isoDateTime = z.string().datetime({ offset: true });

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
