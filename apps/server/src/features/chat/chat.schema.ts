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

/** A message of a public chat, stored as plain text. */
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
  },
  (t) => [index('public_messages_chat_idx').on(t.chatId, t.id)],
);
