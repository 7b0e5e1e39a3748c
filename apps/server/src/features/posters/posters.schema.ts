import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';

/** A poster of a poster space: its PDF and preview in our storage, its author a person of the event. */
export const posters = pgTable(
  'posters',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorNames: text('author_names').notNull().default(''),
    /** `foldForSearch(title + ' ' + author_names)`. */
    searchText: text('search_text').notNull(),
    pdf: text('pdf'),
    preview: text('preview'),
    videoUrl: text('video_url'),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posters_space_idx').on(t.spaceId, t.order), index('posters_author_idx').on(t.authorId)],
);
