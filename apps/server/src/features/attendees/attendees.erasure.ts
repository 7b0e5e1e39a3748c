import { eq, inArray } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { eventMembers } from '../identity/events.schema';
import { attendeeTagLinks, spaceAttendance } from './attendees.schema';

/** A removed person's tags in every event and their presence in spaces go (memberships go with events' eraser). */
export const eraseAttendee: AccountEraser = async ({ tx, userId }) => {
  const members = tx.select({ id: eventMembers.id }).from(eventMembers).where(eq(eventMembers.userId, userId));
  await tx.delete(attendeeTagLinks).where(inArray(attendeeTagLinks.memberId, members));
  await tx.delete(spaceAttendance).where(eq(spaceAttendance.userId, userId));
};
