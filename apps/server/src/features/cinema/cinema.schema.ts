import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { events, spaces } from '../identity/events.schema';

/** A video shown in a cinema space: a file in our storage, a stream or an embedded video's page, with tags for the filter. */
export const cinemaVideos = pgTable(
  'cinema_videos',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    cinemaId: integer('cinema_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** `foldForSearch(title + ' ' + description)`: what search matches against. */
    searchText: text('search_text').notNull(),
    description: text('description').notNull().default(''),
    /** How it plays (contracts' `cinemaVideoKind`): `file`, `hls` or `embed`. */
    kind: text('kind', { enum: ['file', 'hls', 'embed'] }).notNull().default('file'),
    /** Our storage's file, the stream's playlist or the embedded video's page. */
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
    durationSeconds: real('duration_seconds'),
    tags: text('tags').array().notNull().default([]),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cinema_videos_cinema_idx').on(t.cinemaId, t.order)],
);
