import { eq, or } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { userBlocks } from './blocking.schema';

/** The person's blocks go both ways: the ones they made and the ones made against them. */
export const eraseBlocks: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(userBlocks).where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
};
