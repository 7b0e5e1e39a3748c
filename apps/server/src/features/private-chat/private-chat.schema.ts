import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/**
 * A private conversation of two people in one event (`lowUserId` < `highUserId`), so the chat list is
 * one indexed read per side instead of a grouping over every message.
 */
export const privateConversations = pgTable(
  'private_conversations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    lowUserId: integer('low_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highUserId: integer('high_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('private_conversations_pair_key').on(t.eventId, t.lowUserId, t.highUserId),
    index('private_conversations_low_idx').on(t.eventId, t.lowUserId, t.lastSentAt),
    index('private_conversations_high_idx').on(t.eventId, t.highUserId, t.lastSentAt),
  ],
);

/** A private message, plain text. `readAt` null: not read by its receiver yet. */
export const privateMessages = pgTable(
  'private_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => privateConversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The sender asked for an e-mail should the receiver be offline. */
    shouldSendEmail: boolean('should_send_email').notNull().default(false),
    /** A digest mail carried it. */
    sentEmail: boolean('sent_email').notNull().default(false),
    /** An appointment schedule (issue 12 adds the table and its foreign key). */
    appointmentScheduleId: integer('appointment_schedule_id'),
  },
  (t) => [
    index('private_messages_conversation_idx').on(t.conversationId, t.id),
    index('private_messages_unread_idx').on(t.receiverId, t.conversationId).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * A mail owed to an offline receiver for one conversation: one row per receiver and sender, however
 * many messages arrive, sent when due by whichever process takes it first (SKIP LOCKED).
 */
export const privateMessageDigests = pgTable(
  'private_message_digests',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.receiverId, t.senderId] }), index('private_message_digests_due_idx').on(t.dueAt)],
);

/** A broadcast, stored once whatever the number of recipients; who it reaches is decided when read. */
export const broadcastMessages = pgTable(
  'broadcast_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    target: text('target', { enum: ['ALL', 'APP', 'VEP'] }).notNull().default('ALL'),
    /** Groups of tag ids: a recipient carries one tag of every group. */
    tags: jsonb('tags').$type<number[][]>().notNull().default(sql`'[]'::jsonb`),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('broadcast_messages_event_idx').on(t.eventId, t.id)],
);

/** Per person and event: the newest broadcast they have read (one row per reader, not per message). */
export const broadcastReads = pgTable(
  'broadcast_reads',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);
