import type { ClientErrorReport } from './platform';

/*
 * Plain values of the contracts: no zod here, nor anything that imports it. The web app's first visit
 * (the signed-out entry page) imports them from `@foyer/contracts/constants` so that it does not load zod
 * and every schema (decision 0018); everyone else may keep importing them from `@foyer/contracts`, which
 * re-exports them. Keep this file free of schemas.
 */

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

/**
 * First path segments that never name an event (spec 1, application shell), and the organiser console's
 * `/manage` (issue 27).
 */
export const noEventSegments = [
  'login',
  'logout',
  'remove-account',
  'remove-account-success',
  'reactivate-account',
  'my-browser',
  'dev',
  'manage',
] as const;

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

/**
 * The name the API gives a person it may not name (spec 3 §4: not public, or incognito without an alias),
 * as `first_name` with a blank `last_name`; clients show it in the person's language.
 */
export const anonymousName = 'Anonymous';

/** Error codes the client branches on. */
export const errorCodes = {
  inviteOnly: 'inviteonly',
  notPublished: 'not_published',
  notAuthenticated: 'not_authenticated',
  tokenInvalid: 'token_not_valid',
  rateLimited: 'throttled',
  notFound: 'not_found',
  permissionDenied: 'permission_denied',
  conflict: 'conflict',
  /** A new account has not agreed to the terms yet (`PUT /api/profiles/activate/`). */
  termsNotAgreed: 'terms_not_agreed',
  accountInactive: 'account_inactive',
} as const;

/** Fills `:name` parameters of a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Characters of each field the server logs; the rest is cut off (and the report marked truncated). */
export const clientErrorFieldLimits = {
  message: 1000,
  stack: 8000,
  url: 1000,
  user_agent: 400,
  release: 100,
  event_slug: 100,
} as const satisfies Record<keyof ClientErrorReport, number>;
