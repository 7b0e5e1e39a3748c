import { z } from 'zod';
import { isoDateTime, isoDateTimeQuery } from './common';
import { defineRoute, pageLimit } from './http';
import { spaceParams } from './spaces';

/** A program entry is an item (a session) or a container (a block that holds items, e.g. a track). */
export const programEntryType = z.enum(['item', 'container']);
export type ProgramEntryType = z.infer<typeof programEntryType>;

/** A program tag of the event (Event (current) `program_tags`). */
export const programTag = z.object({ id: z.number().int(), text: z.string(), color: z.string() });
export type ProgramTag = z.infer<typeof programTag>;

/** One program item or container of a space. */
export const programEntry = z.object({
  id: z.number().int(),
  type: programEntryType,
  space_id: z.number().int(),
  /** The container an item sits in, if any. */
  parent_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  /** Display colour (`#rrggbb`), null for the client's default. */
  color: z.string().nullable(),
  tags: z.array(programTag),
  /** The booth space sponsoring the session, if any (booth "sponsored sessions"). */
  sponsor_id: z.number().int().nullable(),
});
export type ProgramEntry = z.infer<typeof programEntry>;

/**
 * Space popup (spec 1 §3 "Space popup: name, items and containers with start_date and end_date"):
 * the space's entries that have not ended at `from_datetime`, soonest first, at most `limit` in all,
 * split by type.
 */
export const spaceProgramPreview = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(programEntry),
  containers: z.array(programEntry),
});
export type SpaceProgramPreview = z.infer<typeof spaceProgramPreview>;

export const spaceProgramQuery = z.object({
  /** Entries ending after this instant (ISO 8601 with offset); now when absent. */
  from_datetime: isoDateTimeQuery.optional(),
  limit: pageLimit(50, 5),
});

export const programRoutes = {
  spacePreview: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/virtualprogram/spaces/:spaceId/', summary: 'Program preview of a space (map popup)',
    tags: ['program'], auth: 'user', params: spaceParams, query: spaceProgramQuery, reply: spaceProgramPreview,
  }),
};
