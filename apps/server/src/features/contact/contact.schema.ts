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
  },
  (t) => [index('contact_messages_event_idx').on(t.eventId, t.createdAt)],
);
