import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';
import { chats } from './chat.schema';

/**
 * When a person last posted in a chat under slow mode: the gate of the next post (chat-rules.ts). One row per
 * chat and person, moved forward only by a post outside the window, so two posts at once cannot both pass.
 */
export const chatSlowModePosts = pgTable(
  'chat_slow_mode_posts',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

/** An event's word list: public messages containing one of these words or phrases are held for review. */
export const chatWordLists = pgTable('chat_word_lists', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  words: text('words').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A public message held for review: nobody but the event's moderators sees it until it is released. */
export const heldMessages = pgTable(
  'held_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The listed words the text contained when it was sent. */
    words: text('words').array().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('held_messages_chat_idx').on(t.chatId, t.id)],
);
