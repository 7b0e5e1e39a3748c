import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { analyticsPresence, pageTime, pageViews } from './analytics.schema';

/** Page views, time on pages and hours on spaces say where a person went: they go with the account (the rollups count no one). */
export const eraseAnalytics: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(pageViews).where(eq(pageViews.userId, userId));
  await tx.delete(pageTime).where(eq(pageTime.userId, userId));
  await tx.delete(analyticsPresence).where(eq(analyticsPresence.userId, userId));
};
