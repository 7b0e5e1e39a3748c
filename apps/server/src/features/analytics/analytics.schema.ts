import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    referrer: text('referrer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('page_views_event_time_idx').on(t.eventId, t.createdAt)],
);

/** Time on a page, accumulated from 15-second heartbeats: one row per person, path and day. */
export const pageTime = pgTable(
  'page_time',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    beats: integer('beats').notNull().default(0),
    /** The beats the rollup sweep has counted already (decision 0095). */
    foldedBeats: integer('folded_beats').notNull().default(0),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId, t.path, t.day] }),
    index('page_time_unfolded_idx').on(t.eventId).where(sql`${t.beats} > ${t.foldedBeats}`),
    // Who is on which page now (the live figures) without reading every row of the event (decision 0096).
    index('page_time_recent_idx').on(t.eventId, t.lastBeatAt),
  ],
);

/**
 * The dashboards' rollup (decision 0095): per event, space and hour (UTC), what the sweep folded in from the
 * page views and heartbeats. `spaceId` 0 is the whole event (every path); rows stay when raw rows are purged
 * and when their space is deleted. `visitors`: distinct people that hour; `dayNew`/`eventNew`: people seen
 * for the first time that calendar day (the event's timezone) / in the event, so a day's or the event's
 * unique visitors are sums.
 */
export const analyticsHours = pgTable(
  'analytics_hours',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    dayNew: integer('day_new').notNull().default(0),
    eventNew: integer('event_new').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.spaceId, t.hour] })],
);

/**
 * Sign-ins per event and hour (UTC), counted when they happen (decision 0096): a code, password, removal link or
 * reactivation exchanged for tokens, never a refresh or a socket. No person is named, so the counts outlive the
 * sessions (swept about two months on) and the accounts; they go with the event.
 */
export const analyticsSignIns = pgTable(
  'analytics_sign_ins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.hour] })],
);

/**
 * Who was on which space in which hour: what the sweep needs to count distinct people. Raw rows about a
 * person (they go with the account and with the retention purge); the dashboards never read them.
 */
export const analyticsPresence = pgTable(
  'analytics_presence',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.spaceId, t.userId, t.hour] }), index('analytics_presence_hour_idx').on(t.hour)],
);

/** How far the sweep has folded the page views: the greatest id folded (one row, `name` 'page_views'). */
export const analyticsWatermarks = pgTable('analytics_watermarks', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
});

/** An event's analytics settings: how many days raw rows are kept (null: as long as the event). */
export const analyticsSettings = pgTable('analytics_settings', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days'),
});
