import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { eventMembers } from '../identity/events.schema';

/** A removed person leaves every event: roles, guest-list entries, visits and privacy settings. */
export const eraseEventMemberships: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(eventMembers).where(eq(eventMembers.userId, userId));
};
