import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { events } from '../identity/events.schema';
import { chatRouletteReports } from '../chatroulette/chatroulette.schema';

/** A person silenced in an event until a moment: they read, they do not post (decision 0093). */
export const moderationSilences = pgTable(
  'moderation_silences',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('moderation_silences_user_idx').on(t.userId)],
);

/**
 * A report to the moderators: about a message (`message_id`, its author in `target_user_id`) or a person.
 * Roulette reports join the queue as rows of their own (`roulette_report_id`). One per reporter and target.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `message` or `person`: what was reported. */
    kind: text('kind').notNull(),
    /** The public message reported (no foreign key: the report keeps naming it once it is removed); null for a person. */
    messageId: integer('message_id'),
    reason: text('reason').notNull(),
    /** `report`, `roulette` or `block` (a block with "report them too"). */
    source: text('source').notNull().default('report'),
    rouletteReportId: integer('roulette_report_id').references(() => chatRouletteReports.id, { onDelete: 'cascade' }),
    /** `open`, `dismissed`, `actioned`. */
    state: text('state').notNull().default('open'),
    /** `dismiss`, `delete`, `silence`, `ban` once settled. */
    action: text('action'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('moderation_reports_event_idx').on(t.eventId, t.state, t.id),
    uniqueIndex('moderation_reports_message_key').on(t.reporterId, t.messageId).where(sql`${t.messageId} is not null`),
    // A block's report and the report form's are one report: one per reporter and person (decision 0097).
    uniqueIndex('moderation_reports_person_key').on(t.eventId, t.reporterId, t.targetUserId).where(sql`${t.kind} = 'person' and ${t.source} in ('report', 'block')`),
    uniqueIndex('moderation_reports_roulette_key').on(t.rouletteReportId),
  ],
);
export type ModerationReportRow = typeof moderationReports.$inferSelect;
