import type * as SentryBrowser from '@sentry/browser';
import type { ClientConfig } from '@foyer/contracts';
import { clientErrorFieldLimits } from '@foyer/contracts/constants';
import { call } from '@/shared/api/http';
import { firstVisitRoutes } from '@/shared/api/first-visit-routes';
import { eventSlugFromPath } from '@/shared/session/event-slug';

type SentryModule = typeof SentryBrowser;
let sentry: Promise<SentryModule | null> | null = null;

/** Sentry is loaded and started only when the server hands out a DSN (`/api/config/`). */
export function initSentry(config: Pick<ClientConfig, 'sentry_dsn' | 'version'>): Promise<SentryModule | null> {
  if (!config.sentry_dsn) return Promise.resolve(null);
  sentry ??= import('@sentry/browser')
    .then((module) => {
      module.init({ dsn: config.sentry_dsn!, release: config.version || __APP_VERSION__ });
      return module;
    })
    .catch((error: unknown) => {
      console.warn('Sentry could not be loaded', error);
      return null;
    });
  return sentry;
}

const reported = new Set<string>();

/**
 * Reports a crash or an error worth knowing to our own server (`POST /api/client-errors/`, always) and to
 * Sentry (when configured). The same message is reported once per page load.
 */
export async function reportClientError(error: unknown): Promise<void> {
  const err = error instanceof Error ? error : new Error(String(error));
  const key = `${err.name}: ${err.message}`;
  if (reported.has(key)) return;
  reported.add(key);
  const eventSlug = eventSlugFromPath(window.location.pathname) ?? undefined;
  try {
    await call(firstVisitRoutes.clientErrors, {
      body: {
        // The server keeps no more of each field than these (and refuses a body over 64 KB).
        message: key.slice(0, clientErrorFieldLimits.message),
        stack: err.stack?.slice(0, clientErrorFieldLimits.stack),
        url: window.location.href.slice(0, clientErrorFieldLimits.url),
        user_agent: navigator.userAgent.slice(0, clientErrorFieldLimits.user_agent),
        release: __APP_VERSION__,
        event_slug: eventSlug,
      },
    });
  } catch (reportError) {
    console.error('Could not report a client error', reportError, err);
  }
  const module = await (sentry ?? Promise.resolve(null));
  module?.captureException(err);
}
