import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';

/**
 * A person's favourite in an event: an item named by its kind (`item_type`, e.g. `booth`) and id. The
 * item lives in the table of the feature owning the kind, so there is no foreign key to it; a favourite
 * whose item is gone is simply not presented (decision 0022).
 */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('favourites_item_key').on(t.userId, t.eventId, t.itemType, t.itemId),
    index('favourites_owner_idx').on(t.userId, t.eventId, t.createdAt),
  ],
);
