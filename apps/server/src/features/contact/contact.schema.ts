import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/** A support question sent through a reception widget; kept even when mailing it failed. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Addresses it was mailed to, comma-separated; null until mailed (or when mailing failed). */
    mailedTo: text('mailed_to'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** The organisers' answer, mailed to the asker from the console; null while unanswered. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredById: integer('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('contact_messages_event_idx').on(t.eventId, t.createdAt)],
);
