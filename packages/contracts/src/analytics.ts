import { z } from 'zod';
import { defineRoute, eventSlugParams, storableText } from './http';

const path = storableText().min(1).max(2048);

/** Page views and heartbeats are not shown in the spec; these calls are ours (docs/realtime.md). */
export const pageViewBody = z.object({ path, referrer: storableText().max(2048).optional() });
export const heartbeatBody = z.object({ path });

export const analyticsRoutes = {
  pageView: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/analytics/page-views/', summary: 'Record a page view', tags: ['analytics'],
    auth: 'user', params: eventSlugParams, body: pageViewBody, reply: z.object({ id: z.number().int() }), status: 201,
  }),
  heartbeat: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/analytics/heartbeat/', summary: 'Record that the person is still on a page', tags: ['analytics'],
    auth: 'user', params: eventSlugParams, body: heartbeatBody, reply: z.object({ ok: z.literal(true) }),
  }),
};
