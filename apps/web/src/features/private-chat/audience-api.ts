import { z } from 'zod';
import { defineRoute, eventSlugParams, tag } from '@foyer/contracts';

/**
 * The attendee tags and the audience count of the attendees feature (spec 3 §7), as the broadcast panel
 * calls them. Written here until the attendees contracts are on main; then these become `attendeeRoutes`.
 */
export const audienceRoutes = {
  tags: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/attendee_tags/', summary: 'Attendee tags', tags: ['attendees'],
    auth: 'user', params: eventSlugParams, reply: z.object({ results: z.array(tag) }).passthrough(),
  }),
  count: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/attendees/count/', summary: 'Attendees carrying the tags', tags: ['attendees'],
    auth: 'user', params: eventSlugParams, query: z.object({ tags: z.string().optional() }), reply: z.object({ count: z.number().int() }),
  }),
};
