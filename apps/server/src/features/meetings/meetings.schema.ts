import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';

/**
 * A meeting in a meeting space (a space of type `meeting`), with its own permanent video call. `seats_taken`
 * counts the registrations: a trigger keeps it (migration 0022) and the CHECK refuses one more than
 * `capacity`, so the database itself never overbooks, whatever runs concurrently (decision 0032).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML (sanitised when written). */
    description: text('description').notNull().default(''),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    primarySpeakerId: integer('primary_speaker_id').references(() => users.id, { onDelete: 'set null' }),
    isWalkIn: boolean('is_walk_in').notNull().default(false),
    enableHostChat: boolean('enable_host_chat').notNull().default(false),
    videocallId: integer('videocall_id')
      .notNull()
      .references(() => videoCalls.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_space_slug_key').on(t.spaceId, t.slug),
    uniqueIndex('meetings_videocall_key').on(t.videocallId),
    index('meetings_space_starts_idx').on(t.spaceId, t.startsAt),
    index('meetings_event_starts_idx').on(t.eventId, t.startsAt),
    check('meetings_seats_check', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
    check('meetings_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The meeting's hosts: they enter its room, administer its call and take no seat. */
export const meetingHosts = pgTable(
  'meeting_hosts',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_hosts_user_idx').on(t.userId)],
);

/** Registered participants: each holds one seat (`meetings.seats_taken`). */
export const meetingRegistrations = pgTable(
  'meeting_registrations',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_registrations_user_idx').on(t.userId)],
);

/** People waiting for a seat of a full meeting, first come first served (`id` orders them). */
export const meetingWaitlist = pgTable(
  'meeting_waitlist',
  {
    id: serial('id').primaryKey(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('meeting_waitlist_meeting_user_key').on(t.meetingId, t.userId), index('meeting_waitlist_user_idx').on(t.userId)],
);

/**
 * Who came (decision 0096): a registered participant (anyone but a host, for a walk-in meeting) who joined the
 * meeting's call while it ran, once per meeting at their first join. The analytics' attended and no-shows.
 */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_attendance_user_idx').on(t.userId)],
);
