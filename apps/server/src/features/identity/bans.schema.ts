import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema';
import { events } from './events.schema';

/**
 * A person banned from an event (issue 29, decision 0093): part of who may enter it, so the access decision
 * reads it with the person's role. Written by the moderation feature; a trigger (migration 0039) sends the
 * `event_member` change notice on every change, so every process drops its cached entry and checks the
 * person's open sockets again.
 */
export const eventBans = pgTable(
  'event_bans',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Null: for good. A ban whose moment has passed lets the person in again. */
    until: timestamp('until', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_bans_user_idx').on(t.userId)],
);
export type EventBanRow = typeof eventBans.$inferSelect;
