import { eq } from 'drizzle-orm';
import type { ExportPart } from '../../platform/account-export';
import { eventMembers } from '../identity/events.schema';
import { eventInvitations } from './invitations.schema';

/**
 * The person's own invitations: when an event's list got them and the mails sent. Rows they imported
 * for others (`invited_by`) are the invitees' and stay out.
 */
export const invitationsExportPart: ExportPart = {
  tables: {
    event_invitations: ({ tx, userId }) =>
      tx
        .select({ event_id: eventMembers.eventId, invited_at: eventInvitations.invitedAt, last_sent_at: eventInvitations.lastSentAt, sent_count: eventInvitations.sentCount })
        .from(eventInvitations)
        .innerJoin(eventMembers, eq(eventMembers.id, eventInvitations.memberId))
        .where(eq(eventMembers.userId, userId)),
  },
};
