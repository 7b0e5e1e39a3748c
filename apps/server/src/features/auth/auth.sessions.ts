import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import { authSessions } from '../accounts/accounts.schema';

/** Whether a sign-in is still valid: not logged out, not revoked for token reuse, not expired. */
export async function isSessionActive(db: Db, clock: Clock, sessionId: string, userId: number): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
