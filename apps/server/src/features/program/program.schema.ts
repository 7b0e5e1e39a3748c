import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProgramEntryType, ProgramLocationType } from '@foyer/contracts';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';

/** The event's program tags (Event (current) `program_tags`). */
export const programTags = pgTable(
  'program_tags',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    color: text('color').notNull().default('#5b3cc4'),
    order: integer('order').notNull().default(0),
    /** The tag's group (a track, a format); null: a group of its own. */
    category: text('category'),
    categoryOrder: integer('category_order').notNull().default(0),
  },
  (t) => [index('program_tags_event_idx').on(t.eventId)],
);

/**
 * Program items (sessions) and containers (blocks holding items) of a space. The timetable builds on
 * this model: items may sit in a container (`parent_id`) and be sponsored by a booth space.
 */
export const programEntries = pgTable(
  'program_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    type: text('type').$type<ProgramEntryType>().notNull().default('item'),
    parentId: integer('parent_id').references((): AnyPgColumn => programEntries.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    color: text('color'),
    sponsorSpaceId: integer('sponsor_space_id').references(() => spaces.id, { onDelete: 'set null' }),
    subtitle: text('subtitle').notNull().default(''),
    links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** The imported schedule's `guid` (or `id`): a re-import updates the entry it names. */
    externalId: text('external_id'),
    /** iCalendar SEQUENCE: rises with every change a calendar shows. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('program_entries_space_end_idx').on(t.spaceId, t.endDate),
    index('program_entries_event_start_idx').on(t.eventId, t.startDate),
    uniqueIndex('program_entries_event_external_key').on(t.eventId, t.externalId).where(sql`external_id is not null`),
  ],
);

/**
 * Removed program items, kept so calendar feeds can say STATUS:CANCELLED under the same UID (no foreign
 * key to the entry: it is gone).
 */
export const programEntryTombstones = pgTable(
  'program_entry_tombstones',
  {
    entryId: integer('entry_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    sequence: integer('sequence').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('program_entry_tombstones_event_idx').on(t.eventId)],
);

/** Speakers, artists and hosts of program items (spec 2 "Performers"). */
export const performers = pgTable(
  'performers',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mugshot: text('mugshot'),
    locationType: text('location_type').$type<ProgramLocationType>().notNull().default('virtual'),
    descriptiveLine: text('descriptive_line').notNull().default(''),
    /** Sanitised HTML. */
    about: text('about').notNull().default(''),
    /** The imported schedule's person id or guid. */
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('performers_event_name_idx').on(t.eventId, t.name),
    uniqueIndex('performers_event_external_key').on(t.eventId, t.externalId).where(sql`external_id is not null`),
  ],
);

export const performerAttachments = pgTable(
  'performer_attachments',
  {
    id: serial('id').primaryKey(),
    performerId: integer('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('performer_attachments_performer_idx').on(t.performerId)],
);

/** Who performs in which item, in billing order. */
export const programEntryPerformers = pgTable(
  'program_entry_performers',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => programEntries.id, { onDelete: 'cascade' }),
    performerId: integer('performer_id')
      .notNull()
      .references(() => performers.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.performerId] }), index('program_entry_performers_performer_idx').on(t.performerId)],
);

/** Group sessions (spec 2 §3): a time slot with a description around a video call of no area. */
export const groupSessions = pgTable(
  'group_sessions',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    enableHostChat: boolean('enable_host_chat').notNull().default(false),
    videocallId: integer('videocall_id')
      .notNull()
      .references(() => videoCalls.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [index('group_sessions_event_idx').on(t.eventId, t.startsAt)],
);

/** A person's secret calendar feed address in one event (one at a time; renewing replaces it). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), uniqueIndex('calendar_feeds_token_key').on(t.token)],
);

export const programEntryTags = pgTable(
  'program_entry_tags',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => programEntries.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => programTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.tagId] }), index('program_entry_tags_tag_idx').on(t.tagId)],
);
