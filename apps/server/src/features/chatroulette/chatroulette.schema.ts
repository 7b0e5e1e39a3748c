import { boolean, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';

/**
 * A person on a roulette's page who asked for a partner (decision 0043): waiting, or paired on a call. The
 * row belongs to the page's socket: it counts only while that socket's presence row is live. When the
 * socket goes (a reload, a crashed or stopped process) the row is kept for the grace period (`gone_at`),
 * then a sweep lets it go (decision 0049). Pairing happens under a transaction-long advisory lock of the roulette.
 */
export const chatRouletteEntries = pgTable(
  'chat_roulette_entries',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    socketId: text('socket_id').notNull(),
    /** The roulette id the browser keeps (localStorage): the same browser takes the seat back. */
    rouletteId: text('roulette_id').notNull(),
    /** Queue order: when the person (last) started waiting. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }).notNull(),
    partnerId: integer('partner_id').references(() => users.id, { onDelete: 'set null' }),
    callId: integer('call_id').references(() => videoCalls.id, { onDelete: 'set null' }),
    /** When the current pair was made (its round ends `round_minutes` later); null while waiting. */
    pairedAt: timestamp('paired_at', { withTimezone: true }),
    /** Who the person was paired with last: never again straight away. */
    lastPartnerId: integer('last_partner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The person's do-not-disturb before joining, given back on leaving. */
    dndBefore: boolean('dnd_before').notNull(),
    /** When the page's socket was found gone (platform clock); null while it is there. */
    goneAt: timestamp('gone_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.userId] }), index('chat_roulette_entries_socket_idx').on(t.socketId), index('chat_roulette_entries_user_idx').on(t.userId)],
);

/** A person reported by their partner: never paired again in this roulette; read by the organisers. */
export const chatRouletteReports = pgTable(
  'chat_roulette_reports',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    callId: integer('call_id').references(() => videoCalls.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_roulette_reports_space_idx').on(t.spaceId, t.reporterId, t.reportedId)],
);

/** When a roulette last told the event it started (`chatroulette_started`, at most once a minute). */
export const chatRouletteAnnouncements = pgTable('chat_roulette_announcements', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
});

/**
 * Numbers every change of a roulette's queue: standings carry it (`seq`), so a page that hears of a newer
 * change before the answer to its own request keeps the newer one (changes of one roulette are serialised).
 */
export const chatRouletteSeq = pgSequence('chat_roulette_seq');
