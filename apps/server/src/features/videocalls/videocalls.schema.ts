import { boolean, index, integer, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { VideocallStatusValue } from '@foyer/contracts';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';

/**
 * A video call: a record that outlives server restarts. Its participants are rows of
 * `video_call_participants`; an on-the-spot call ends 60 s after it emptied (`emptied_at`), a permanent
 * one (placed by an organiser) only when closed.
 */
export const videoCalls = pgTable(
  'video_calls',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The networking area the call stands in, null for a call of no area (an invite). */
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    status: text('status').$type<VideocallStatusValue>().notNull().default('open'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    speakerId: integer('speaker_id').references(() => users.id, { onDelete: 'set null' }),
    xPosition: real('x_position'),
    yPosition: real('y_position'),
    permanent: boolean('permanent').notNull().default(false),
    /** Only its admin and the people given access may join (an appointment's call for its two parties). */
    membersOnly: boolean('members_only').notNull().default(false),
    /** Nobody administers it, ever: no rename, status, speaker, removing or muting (a roulette's pair of equals). */
    noAdmin: boolean('no_admin').notNull().default(false),
    /** Participants this call takes; null: the configured `VIDEOCALL_CAPACITY` (a meeting's call sizes its own). */
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the last participant left (or the call was created empty); null while someone is in it. */
    emptiedAt: timestamp('emptied_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Rises with every change of the call, its participants or its hosts (database triggers, decision 0061), so a
     * page that gets two broadcasts of the call out of order keeps the newer.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('video_calls_event_idx').on(t.eventId), index('video_calls_space_idx').on(t.spaceId)],
);

/**
 * Who is in a call. A person is in one call at a time; two tabs are one row. A seat is held by a media session
 * (`media_socket_id`, the socket that opened it); without one it lapses at `seat_until` (decision 0068): a join
 * that opens no media in time, or the reconnect grace after a session closed.
 */
export const videoCallParticipants = pgTable(
  'video_call_participants',
  {
    callId: integer('call_id')
      .notNull()
      .references(() => videoCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** The socket whose media session holds the seat; null while none does. */
    mediaSocketId: text('media_socket_id'),
    /** When the seat lapses unless a media session takes it first; null while one holds it. */
    seatUntil: timestamp('seat_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.callId, t.userId] }),
    uniqueIndex('video_call_participants_user_key').on(t.userId),
    index('video_call_participants_seat_idx').on(t.seatUntil),
  ],
);

/**
 * Standing hosts of a call (a meeting's hosts): each administers it like its admin, is never handed over
 * from, and while a call has hosts its admin passes only to a host who is present (decision 0032).
 */
export const videoCallHosts = pgTable(
  'video_call_hosts',
  {
    callId: integer('call_id')
      .notNull()
      .references(() => videoCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] }), index('video_call_hosts_user_idx').on(t.userId)],
);

/** Requests to join a request call: pending until the admin answers; an accepted one lets the person in. */
export const videoCallAccess = pgTable(
  'video_call_access',
  {
    callId: integer('call_id')
      .notNull()
      .references(() => videoCalls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'accepted'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.userId] })],
);

/** An invite from one person to another, open until accepted, rejected or cancelled. */
export const videoCallInvites = pgTable(
  'video_call_invites',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    callerId: integer('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: integer('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.callerId, t.calleeId] }), index('video_call_invites_callee_idx').on(t.calleeId)],
);
