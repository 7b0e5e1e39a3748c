import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';
import { booths } from '../booths/booths.schema';

/** A job a booth offers. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    boothId: integer('booth_id')
      .notNull()
      .references(() => booths.spaceId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** `foldForSearch(title)`: what search matches against. */
    searchTitle: text('search_title').notNull(),
    /** Sanitised HTML (sanitised when written). */
    description: text('description').notNull().default(''),
    /** Where applications go. */
    email: text('email').notNull(),
    /** The staff member one may message about the job. */
    assignedStaffId: integer('assigned_staff_id').references(() => users.id, { onDelete: 'set null' }),
    order: integer('order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_event_idx').on(t.eventId, t.order), index('jobs_booth_idx').on(t.boothId)],
);
