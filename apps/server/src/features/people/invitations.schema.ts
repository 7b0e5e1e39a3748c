import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';

/**
 * The invite list's own facts about a person on an event's list (decision 0083): when an import put them
 * there, and the invitation mails sent. The person's place on the list is their `event_members` row; this
 * row goes with it.
 */
export const eventInvitations = pgTable('event_invitations', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => eventMembers.id, { onDelete: 'cascade' }),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  sentCount: integer('sent_count').notNull().default(0),
});
