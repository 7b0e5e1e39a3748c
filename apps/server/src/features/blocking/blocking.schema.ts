import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/**
 * One person blocking another in one event (decision 0048). Read in either direction: a block keeps both
 * people from reaching each other. Goes with either account (erasure) or the event.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.eventId, t.blockedId)],
);
