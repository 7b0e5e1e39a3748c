import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { videoCallAccess, videoCallInvites, videoCallParticipants, videoCalls } from './videocalls.schema';

/**
 * A removed person leaves every call; their access requests and invites go; calls they ran keep going
 * without an admin (the next one to join becomes admin).
 */
export const eraseCallTraces: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(videoCallParticipants).where(eq(videoCallParticipants.userId, userId));
  await tx.delete(videoCallAccess).where(eq(videoCallAccess.userId, userId));
  await tx.delete(videoCallInvites).where(or(eq(videoCallInvites.callerId, userId), eq(videoCallInvites.calleeId, userId)));
  await tx.update(videoCalls).set({ adminId: null }).where(eq(videoCalls.adminId, userId));
  await tx.update(videoCalls).set({ speakerId: null }).where(eq(videoCalls.speakerId, userId));
  // Calls the removal emptied start their grace period now.
  await tx
    .update(videoCalls)
    .set({ emptiedAt: sql`now()` })
    .where(and(isNull(videoCalls.emptiedAt), sql`NOT EXISTS (SELECT 1 FROM ${videoCallParticipants} WHERE ${videoCallParticipants.callId} = ${videoCalls.id})`));
};
