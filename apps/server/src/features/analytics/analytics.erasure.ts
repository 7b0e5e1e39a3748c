import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { pageTime, pageViews } from './analytics.schema';

/** Page views and time on pages say where a person went: they go with the account. */
export const eraseAnalytics: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(pageViews).where(eq(pageViews.userId, userId));
  await tx.delete(pageTime).where(eq(pageTime.userId, userId));
};
