import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { booths } from '../booths/booths.schema';

/** A business card a visitor left at a booth; one per visitor and booth (a second one updates it). */
export const businessCards = pgTable(
  'business_cards',
  {
    id: serial('id').primaryKey(),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.spaceId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    includeEmail: boolean('include_email').notNull().default(false),
    message: text('message').notNull().default(''),
    /** The staff member the visitor addressed. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member following the lead up. */
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    isAuto: boolean('is_auto').notNull().default(false),
    ignoreIncognitoMode: boolean('ignore_incognito_mode').notNull().default(false),
    done: boolean('done').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('business_cards_booth_user_key').on(t.boothId, t.userId), index('business_cards_assigned_idx').on(t.boothId, t.assignedToId)],
);
