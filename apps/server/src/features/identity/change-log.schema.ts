import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { wellFormedJsonb } from '../../platform/db/json-sql';
import { users } from './accounts.schema';
import { events } from './events.schema';

/**
 * What organisers changed in an event's console (decision 0081): one row per change, written in the
 * change's own transaction by `ChangeLog.record`, so a change that fails leaves no entry and none is lost.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Who made the change; null once their account is removed. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The console section: `event`, `members`, `spaces`, … */
    area: text('area').notNull(),
    /** `created`, `updated`, `deleted`, `published`, `role_given`, … */
    action: text('action').notNull(),
    /** What it was done to, in words (a field set, a person's e-mail, a space's name). */
    target: text('target').notNull(),
    /** The person a change is about (a member's roles): their account's removal empties the entry's target. */
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    before: wellFormedJsonb('before'),
    after: wellFormedJsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('change_log_event_idx').on(t.eventId, t.id), index('change_log_actor_idx').on(t.actorId), index('change_log_subject_idx').on(t.subjectId)],
);
