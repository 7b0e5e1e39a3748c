import { z } from 'zod';
import { spaceType } from './common';
import { rateLimits } from './rate-limits';
import { defineRoute, eventSlugParams, recordIdParam } from './http';

/** The space model shared by all ten space types. */
export const space = z.object({
  id: z.number().int(),
  type: spaceType,
  slug: z.string(),
  name: z.string(),
  /** A closed (unpublished) space is shown as closed; only the event's organisers enter it. */
  published: z.boolean(),
});
export type Space = z.infer<typeof space>;

/** Pushed to `event:<slug>` when a space opens or closes. */
export const updatedPublishedSpace = space.pick({ id: true, type: true, slug: true, published: true });
export type UpdatedPublishedSpace = z.infer<typeof updatedPublishedSpace>;

/** Error code of a refusal to show a closed space's content to someone who is not an organiser. */
export const spaceClosedCode = 'space_closed';

export const spaceParams = eventSlugParams.extend({ spaceId: recordIdParam });

export const setSpacePublishedBody = z.object({ published: z.boolean() });

export const spaceRoutes = {
  setPublished: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/spaces/:spaceId/', summary: 'Open or close a space (owners and organisers)', tags: ['spaces'],
    auth: 'user', params: spaceParams, body: setSpacePublishedBody, reply: space, rateLimit: rateLimits.write,
  }),
};
