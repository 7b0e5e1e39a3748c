import { z } from 'zod';
import { spaceType } from './common';

/** The space model shared by all ten space types. */
export const space = z.object({
  id: z.number().int(),
  type: spaceType,
  slug: z.string(),
  name: z.string(),
  published: z.boolean(),
});
export type Space = z.infer<typeof space>;

/** Pushed to `event:<slug>` when a space opens or closes. */
export const updatedPublishedSpace = space.pick({ id: true, type: true, slug: true, published: true });
export type UpdatedPublishedSpace = z.infer<typeof updatedPublishedSpace>;
