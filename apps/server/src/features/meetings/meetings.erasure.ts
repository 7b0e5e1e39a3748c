import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import type { Db } from '../../platform/db/database';
import { MeetingsRepository } from './meetings.repository';
import { meetingAttendance, meetingHosts, meetingRegistrations, meetings, meetingWaitlist } from './meetings.schema';

/**
 * A removed person leaves the meetings they hosted, registered for, waited for or came to; each seat they free
 * goes to the first in line there (without the mail: the removal is not theirs to hear of). A meeting they were
 * the speaker of keeps going without one.
 */
export const eraseMeetingTraces: AccountEraser = async ({ tx, userId, now }) => {
  const repo = new MeetingsRepository(tx as unknown as Db);
  await tx.delete(meetingHosts).where(eq(meetingHosts.userId, userId));
  await tx.update(meetings).set({ primarySpeakerId: null }).where(eq(meetings.primarySpeakerId, userId));
  await tx.delete(meetingWaitlist).where(eq(meetingWaitlist.userId, userId));
  await tx.delete(meetingAttendance).where(eq(meetingAttendance.userId, userId));
  const freed = await tx.delete(meetingRegistrations).where(eq(meetingRegistrations.userId, userId)).returning({ meetingId: meetingRegistrations.meetingId });
  for (const { meetingId } of freed) {
    await repo.byId(meetingId, tx, true);
    const next = await repo.popWaitlist(tx, meetingId);
    if (next !== null) await repo.register(tx, meetingId, next, now);
  }
};
