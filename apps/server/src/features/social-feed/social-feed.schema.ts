import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/** A post of an event's social feed: fetched from a hashtag timeline or added by an organiser. */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    source: text('source', { enum: ['mastodon', 'organiser'] }).notNull(),
    authorName: text('author_name').notNull(),
    authorHandle: text('author_handle').notNull().default(''),
    authorAvatar: text('author_avatar'),
    /** Plain text; HTML is stripped before it is stored. */
    text: text('text').notNull(),
    url: text('url'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** Set when an organiser removes the post; a later fetch does not bring it back. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feed_posts_event_external_key').on(t.eventId, t.externalId), index('feed_posts_event_posted_idx').on(t.eventId, t.postedAt)],
);

/** Where an event's feed is fetched from, and how the last fetch went. */
export const feedSources = pgTable('feed_sources', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  /** Base URL of a Mastodon-compatible instance; null: the server's `FEED_MASTODON_URL`. */
  instanceUrl: text('instance_url'),
  /** A process claims a fetch by moving this forward, so several processes do not fetch together. */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  lastError: text('last_error'),
});
