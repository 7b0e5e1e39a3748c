import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analyticsRoutes, limits } from '@foyer/contracts';
import { call } from '@/shared/api/http';
import { analyticsStatus } from './analytics-status';

/**
 * This tab's id for the heartbeat: the server lets each tab beat once per 15 s (several tabs each
 * count). Made once per page load; not a secret, so no crypto (absent on plain-http hosts).
 */
const tab = Math.random().toString(36).slice(2, 12) || 'tab';

/**
 * Blockers (ad blockers, privacy extensions) stop analytics calls while the server is fine: no 'cant reach
 * server' for them. In an accreditation event, the accreditation warning says what it means.
 */
const quiet = { quiet: true };

function record(promise: Promise<unknown>): void {
  // Analytics must never disturb the page; a failure is only logged.
  promise.catch((error: unknown) => console.warn('Analytics call failed', error));
}

/**
 * Page views on each path change within an event and a heartbeat every 15 s, only while signed in
 * (`POST /api/events/{slug}/analytics/page-views/` and `/heartbeat/`).
 */
export function usePageAnalytics(eventSlug: string | null, signedIn: boolean): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (!eventSlug || !signedIn) return;
    record(call(analyticsRoutes.pageView, { params: { eventSlug }, body: { path: pathname } }, undefined, quiet).then(() => analyticsStatus.markStarted()));
  }, [eventSlug, signedIn, pathname]);

  useEffect(() => {
    if (!eventSlug || !signedIn) return;
    const timer = setInterval(() => {
      record(call(analyticsRoutes.heartbeat, { params: { eventSlug }, body: { path: window.location.pathname, tab } }, undefined, quiet));
    }, limits.heartbeatMs);
    return () => clearInterval(timer);
  }, [eventSlug, signedIn]);
}
