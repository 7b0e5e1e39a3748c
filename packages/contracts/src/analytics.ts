import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, storableText } from './http';

const path = storableText().min(1).max(2048);

/** Stored paths are normalised (no query, no fragment, no doubled or trailing slash) and cut to this. */
export const analyticsPathMaxLength = 255;

/**
 * A random id the web client picks once per tab (page load), so the heartbeat limit is per person and
 * tab: every open tab beats, none faster than every 15 s.
 */
export const analyticsTabId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid tab id.');

/** Page views and heartbeats are not shown in the spec; these calls are ours (docs/realtime.md). */
export const pageViewBody = z.object({ path, referrer: storableText().max(2048).optional() });
export const heartbeatBody = z.object({ path, tab: analyticsTabId.optional() });

export const analyticsRoutes = {
  pageView: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/analytics/page-views/', summary: 'Record a page view', tags: ['analytics'],
    auth: 'user', params: eventSlugParams, body: pageViewBody, reply: z.object({ id: z.number().int() }), status: 201,
    // Also at most 1,000 views per person, event and day (analytics service).
    rateLimit: { max: 60, windowSeconds: 60, detail: 'Too many page views; please wait a little.' },
    errors: eventRefusals,
  }),
  heartbeat: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/analytics/heartbeat/', summary: 'Record that the person is still on a page', tags: ['analytics'],
    auth: 'user', params: eventSlugParams, body: heartbeatBody, reply: z.object({ ok: z.literal(true) }),
    // The client beats every 15 s per tab: one beat early is let through (a late timer, a retry), no more;
    // and a person's tabs together at most 16 a minute. Also at most 500 paths per person, event and day.
    rateLimit: [
      { max: 2, windowSeconds: 30, by: 'tab', detail: 'Heartbeats come every 15 seconds; this one came too soon.' },
      { max: 16, windowSeconds: 60, detail: 'Too many heartbeats; please wait a little.' },
    ],
    errors: eventRefusals,
  }),
};
