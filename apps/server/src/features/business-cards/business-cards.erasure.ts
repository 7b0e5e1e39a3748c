import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { businessCards } from './business-cards.schema';

/** Cards the person left go; cards addressed or assigned to them as staff stay, without them. */
export const eraseBusinessCards: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(businessCards).where(eq(businessCards.userId, userId));
  await tx.update(businessCards).set({ staffId: null }).where(eq(businessCards.staffId, userId));
  await tx.update(businessCards).set({ assignedToId: null }).where(eq(businessCards.assignedToId, userId));
};
