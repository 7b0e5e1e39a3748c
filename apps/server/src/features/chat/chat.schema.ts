import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';

/** A public chat: it belongs to an event and, optionally, to one space (a map's side-panel chat). */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    /** Slow mode: one message per this many seconds per person (0: off; chat-rules.ts). */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chats_event_idx').on(t.eventId), uniqueIndex('chats_space_key').on(t.spaceId)],
);

/** Who removed a message: its author, or a moderator (an event's moderator or owner). */
export const messageRemovers = ['author', 'moderator'] as const;

/**
 * A message of a public chat, stored as plain text. A removed message keeps its row (its place in the chat,
 * a tombstone) but not its text, which only the moderation audit log keeps (decision 0092); a hidden one keeps
 * its text for moderators; at most one message of a chat is pinned.
 */
export const publicMessages = pgTable(
  'public_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by', { enum: messageRemovers }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  },
  (t) => [
    index('public_messages_chat_idx').on(t.chatId, t.id),
    // One pinned message per chat, settled by the database.
    uniqueIndex('public_messages_pinned_key').on(t.chatId).where(sql`${t.pinnedAt} is not null`),
  ],
);
