import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { VideocallsRepository } from './videocalls.repository';
import { videoCallAccess, videoCallInvites, videoCallParticipants, videoCalls } from './videocalls.schema';

/**
 * A removed person leaves their call, which passes to the longest-present participant (or, empty, starts
 * its grace period); their access requests and invites go; calls they ran and left keep going without an
 * admin until someone joins.
 */
export const eraseCallTraces: AccountEraser = async ({ tx, userId, now }) => {
  const repo = new VideocallsRepository(tx);
  const current = await repo.currentCallId(userId, tx);
  await tx.update(videoCalls).set({ adminId: null }).where(eq(videoCalls.adminId, userId));
  await tx.update(videoCalls).set({ speakerId: null }).where(eq(videoCalls.speakerId, userId));
  await tx.delete(videoCallParticipants).where(eq(videoCallParticipants.userId, userId));
  if (current !== null) await repo.settle(tx, current, now);
  await tx.delete(videoCallAccess).where(eq(videoCallAccess.userId, userId));
  await tx.delete(videoCallInvites).where(or(eq(videoCallInvites.callerId, userId), eq(videoCallInvites.calleeId, userId)));
  // Calls the removal emptied start their grace period now.
  await tx
    .update(videoCalls)
    .set({ emptiedAt: sql`now()` })
    .where(and(isNull(videoCalls.emptiedAt), sql`NOT EXISTS (SELECT 1 FROM ${videoCallParticipants} WHERE ${videoCallParticipants.callId} = ${videoCalls.id})`));
};
