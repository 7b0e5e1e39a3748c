import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { VideocallsRepository } from './videocalls.repository';
import { videoCallAccess, videoCallHosts, videoCallInvites, videoCallParticipants, videoCalls } from './videocalls.schema';

/**
 * A removed person leaves their call (an admin hands it to the longest-present participant; empty, it starts
 * its grace period); their host places, access requests and invites go; calls they ran and were not in keep going without
 * an admin (decision 0067: nobody takes one over by joining).
 */
export const eraseCallTraces: AccountEraser = async ({ tx, userId, now }) => {
  const repo = new VideocallsRepository(tx);
  const current = await repo.currentCallId(userId, tx);
  if (current !== null) await repo.removeParticipant(tx, current, userId, now);
  await tx.update(videoCalls).set({ adminId: null }).where(eq(videoCalls.adminId, userId));
  await tx.update(videoCalls).set({ speakerId: null }).where(eq(videoCalls.speakerId, userId));
  await tx.delete(videoCallHosts).where(eq(videoCallHosts.userId, userId));
  await tx.delete(videoCallAccess).where(eq(videoCallAccess.userId, userId));
  await tx.delete(videoCallInvites).where(or(eq(videoCallInvites.callerId, userId), eq(videoCallInvites.calleeId, userId)));
  // Calls the removal emptied start their grace period now.
  await tx
    .update(videoCalls)
    .set({ emptiedAt: sql`now()` })
    .where(and(isNull(videoCalls.emptiedAt), sql`NOT EXISTS (SELECT 1 FROM ${videoCallParticipants} WHERE ${videoCallParticipants.callId} = ${videoCalls.id})`));
};
