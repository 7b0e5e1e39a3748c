import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { presenceConnections } from './presence.schema';

/** The removed person's sockets close; their presence rows go at once rather than ageing out. */
export const erasePresence: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(presenceConnections).where(eq(presenceConnections.userId, userId));
};
