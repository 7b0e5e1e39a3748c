import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { posters } from './posters.schema';

/**
 * A poster stays in its hall with its printed author names; it no longer names the removed account, so
 * nobody can message or call them through it.
 */
export const erasePosterAuthorship: AccountEraser = async ({ tx, userId }) => {
  await tx.update(posters).set({ authorId: null }).where(eq(posters.authorId, userId));
};
