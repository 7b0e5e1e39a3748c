import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventMembers, events, spaces } from '../identity/events.schema';
import { chats } from '../chat/chat.schema';
import { senderColumns, type SenderRow } from '../identity';
import { adminAfter, speakerAfter, type CallFacts } from './videocalls.policy';
import { videoCallAccess, videoCallHosts, videoCallInvites, videoCallParticipants, videoCalls } from './videocalls.schema';

export type CallRow = typeof videoCalls.$inferSelect;
export type { Executor };

export interface ParticipantRow extends SenderRow {
  callId: number;
  joinedAt: Date;
}

/** A call with its participants, longest present first, and its area's slug. */
export interface CallWithPeople {
  call: CallRow;
  people: ParticipantRow[];
  areaSlug: string | null;
  /** The call's standing hosts (a meeting's), none for most calls. */
  hosts?: number[];
}

export const factsOf = ({ call, people, hosts }: Pick<CallWithPeople, 'call' | 'people' | 'hosts'>): CallFacts => ({
  status: call.status,
  adminId: call.adminId,
  speakerId: call.speakerId,
  permanent: call.permanent,
  membersOnly: call.membersOnly,
  noAdmin: call.noAdmin,
  emptiedAt: call.emptiedAt,
  endedAt: call.endedAt,
  participants: people.map((p) => p.id),
  hosts: hosts ?? [],
});

export class VideocallsRepository {
  constructor(readonly db: Executor) {}

  async insert(values: typeof videoCalls.$inferInsert): Promise<CallRow> {
    const [row] = await this.db.insert(videoCalls).values(values).returning();
    if (!row) throw new Error('video call insert returned nothing');
    return row;
  }

  async find(eventId: number, callId: number, ex: Executor = this.db, lock = false): Promise<CallRow | null> {
    const query = ex.select().from(videoCalls).where(and(eq(videoCalls.eventId, eventId), eq(videoCalls.id, callId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  /** Participants of these calls, longest present first. */
  async people(callIds: number[], ex: Executor = this.db): Promise<ParticipantRow[]> {
    if (callIds.length === 0) return [];
    return ex
      .select({
        callId: videoCallParticipants.callId,
        ...senderColumns,
        joinedAt: videoCallParticipants.joinedAt,
      })
      .from(videoCallParticipants)
      .innerJoin(videoCalls, eq(videoCalls.id, videoCallParticipants.callId))
      .innerJoin(users, eq(users.id, videoCallParticipants.userId))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, videoCalls.eventId), eq(eventMembers.userId, users.id)))
      .where(inArray(videoCallParticipants.callId, callIds))
      .orderBy(asc(videoCallParticipants.joinedAt), asc(users.id));
  }

  /** One person as a participant row (for presenting them to others in the event). */
  /** The public chat of an area, if it has one. */
  async chatOfSpace(spaceId: number): Promise<number | null> {
    const [row] = await this.db.select({ id: chats.id }).from(chats).where(eq(chats.spaceId, spaceId)).limit(1);
    return row?.id ?? null;
  }

  async person(eventId: number, userId: number): Promise<(Omit<ParticipantRow, 'callId' | 'joinedAt'>) | null> {
    const [row] = await this.db
      .select({
        ...senderColumns,
      })
      .from(users)
      .innerJoin(eventMembers, and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, users.id)))
      .where(and(eq(users.id, userId), isNull(users.removedAt)));
    return row ?? null;
  }

  /**
   * The call as it is now with its people. The call's row (and its `version`) is read first, then its people:
   * what a broadcast lists is never older than the version it carries, so a page that keeps the higher version
   * of two broadcasts keeps the newer participants too (decision 0061).
   */
  async withPeople(call: CallRow, ex: Executor = this.db): Promise<CallWithPeople> {
    const [now] = await ex.select().from(videoCalls).where(eq(videoCalls.id, call.id));
    const current = now ?? call;
    const [people, areaSlug, hosts] = await Promise.all([this.people([call.id], ex), this.areaSlug(current.spaceId, ex), this.hosts(call.id, ex)]);
    return { call: current, people, areaSlug, hosts };
  }

  /** The call's standing hosts (user ids, in id order). */
  async hosts(callId: number, ex: Executor = this.db): Promise<number[]> {
    const rows = await ex.select({ userId: videoCallHosts.userId }).from(videoCallHosts).where(eq(videoCallHosts.callId, callId)).orderBy(asc(videoCallHosts.userId));
    return rows.map((r) => r.userId);
  }

  /** Makes these people the call's standing hosts (replacing the ones it had). */
  async setHosts(ex: Executor, callId: number, userIds: number[]): Promise<void> {
    await ex.delete(videoCallHosts).where(eq(videoCallHosts.callId, callId));
    if (userIds.length > 0) await ex.insert(videoCallHosts).values([...new Set(userIds)].map((userId) => ({ callId, userId })));
  }

  async areaSlug(spaceId: number | null, ex: Executor = this.db): Promise<string | null> {
    if (spaceId === null) return null;
    const [row] = await ex.select({ slug: spaces.slug }).from(spaces).where(eq(spaces.id, spaceId));
    return row?.slug ?? null;
  }

  /** The calls of an area not ended for good (the caller filters closed and lapsed ones). */
  async ofArea(spaceId: number): Promise<CallWithPeople[]> {
    const calls = await this.db
      .select()
      .from(videoCalls)
      .where(and(eq(videoCalls.spaceId, spaceId), isNull(videoCalls.endedAt)))
      .orderBy(asc(videoCalls.id));
    const people = await this.people(calls.map((c) => c.id));
    const [area] = await this.db.select({ slug: spaces.slug }).from(spaces).where(eq(spaces.id, spaceId));
    return calls.map((call) => ({ call, people: people.filter((p) => p.callId === call.id), areaSlug: area?.slug ?? null }));
  }

  /** The call the person is in, if any. */
  async currentCallId(userId: number, ex: Executor = this.db): Promise<number | null> {
    const [row] = await ex.select({ callId: videoCallParticipants.callId }).from(videoCallParticipants).where(eq(videoCallParticipants.userId, userId));
    return row?.callId ?? null;
  }

  async hasAccess(callId: number, userId: number, ex: Executor = this.db): Promise<boolean> {
    const [row] = await ex
      .select({ state: videoCallAccess.state })
      .from(videoCallAccess)
      .where(and(eq(videoCallAccess.callId, callId), eq(videoCallAccess.userId, userId), eq(videoCallAccess.state, 'accepted')));
    return row !== undefined;
  }

  /** Locks the calls in id order (so two people swapping calls cannot deadlock). */
  async lock(ex: Executor, callIds: number[]): Promise<void> {
    const ids = [...new Set(callIds)].sort((a, b) => a - b);
    if (ids.length > 0) await ex.select({ id: videoCalls.id }).from(videoCalls).where(inArray(videoCalls.id, ids)).orderBy(asc(videoCalls.id)).for('update');
  }

  /**
   * Seats the person in the call (the call must be locked) until `seatUntil` unless a media session takes the
   * seat first (decision 0068). Someone already in it keeps their place; a seat no media session holds waits
   * from this join on (a page that reloads joins again before its media is up).
   */
  async addParticipant(ex: Executor, callId: number, userId: number, at: Date, seatUntil: Date): Promise<void> {
    await ex
      .insert(videoCallParticipants)
      .values({ callId, userId, joinedAt: at, seatUntil })
      .onConflictDoUpdate({
        target: [videoCallParticipants.callId, videoCallParticipants.userId],
        set: { seatUntil: sql`greatest(${videoCallParticipants.seatUntil}, excluded.seat_until)` },
        where: isNull(videoCallParticipants.mediaSocketId),
      });
  }

  /**
   * Takes the person out of the call (the call must be locked) and settles it: an admin who leaves hands the
   * call over, the speaker goes with their leaving, an emptied call notes when. Answers whether they were in it.
   */
  async removeParticipant(ex: Executor, callId: number, userId: number, at: Date): Promise<boolean> {
    const gone = await ex
      .delete(videoCallParticipants)
      .where(and(eq(videoCallParticipants.callId, callId), eq(videoCallParticipants.userId, userId)))
      .returning({ userId: videoCallParticipants.userId });
    if (gone.length === 0) return false;
    await this.settle(ex, callId, at, [userId]);
    return true;
  }

  /**
   * Admin, speaker and `emptied_at` as the participants now in the call make them, `left` having just left
   * (policy `adminAfter`: only an admin who leaves hands the call over).
   */
  async settle(ex: Executor, callId: number, at: Date, left: readonly number[] = []): Promise<void> {
    const [call] = await ex.select().from(videoCalls).where(eq(videoCalls.id, callId));
    if (!call) return;
    const ids = (await this.people([callId], ex)).map((p) => p.id);
    const hosts = await this.hosts(callId, ex);
    await ex
      .update(videoCalls)
      .set({
        adminId: adminAfter(call.adminId, ids, hosts, call.noAdmin, left),
        speakerId: speakerAfter(call.speakerId, ids),
        emptiedAt: ids.length === 0 ? (call.emptiedAt ?? at) : null,
      })
      .where(eq(videoCalls.id, callId));
  }

  // ---- seats and media sessions (decision 0068) ----

  // A participant's row change also raises its call's version (a trigger, migration 0027), so each seat write
  // locks the call first, as joins and leaves do: a row locked before its call deadlocked with a join.

  /** A media session of the person opened on `socketId`: it holds their seat from now on. */
  async holdSeat(callId: number, userId: number, socketId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lock(tx, [callId]);
      await tx
        .update(videoCallParticipants)
        .set({ mediaSocketId: socketId, seatUntil: null })
        .where(and(eq(videoCallParticipants.callId, callId), eq(videoCallParticipants.userId, userId)));
    });
  }

  /** The session of `socketId` closed: unless another session took the seat meanwhile, it waits until `until`. */
  async releaseSeat(callId: number, userId: number, socketId: string, until: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lock(tx, [callId]);
      await tx
        .update(videoCallParticipants)
        .set({ mediaSocketId: null, seatUntil: until })
        .where(and(eq(videoCallParticipants.callId, callId), eq(videoCallParticipants.userId, userId), eq(videoCallParticipants.mediaSocketId, socketId)));
    });
  }

  /** The sockets holding seats with their media sessions (to find those whose process is gone). */
  async seatHolders(): Promise<string[]> {
    const rows = await this.db.selectDistinct({ socketId: videoCallParticipants.mediaSocketId }).from(videoCallParticipants).where(isNotNull(videoCallParticipants.mediaSocketId));
    return rows.flatMap((r) => (r.socketId === null ? [] : [r.socketId]));
  }

  /** The seats these sockets held wait until `until`: their sessions ended without a word (their process died). */
  async releaseSeatsOf(socketIds: string[], until: Date): Promise<void> {
    if (socketIds.length === 0) return;
    await this.db.transaction(async (tx) => {
      const calls = await tx.selectDistinct({ callId: videoCallParticipants.callId }).from(videoCallParticipants).where(inArray(videoCallParticipants.mediaSocketId, socketIds));
      const callIds = calls.map((c) => c.callId);
      if (callIds.length === 0) return;
      await this.lock(tx, callIds);
      await tx
        .update(videoCallParticipants)
        .set({ mediaSocketId: null, seatUntil: until })
        .where(and(inArray(videoCallParticipants.mediaSocketId, socketIds), inArray(videoCallParticipants.callId, callIds)));
    });
  }

  /** The calls with seats lapsed at `now`. */
  async callsWithLapsedSeats(now: Date): Promise<number[]> {
    const rows = await this.db.selectDistinct({ callId: videoCallParticipants.callId }).from(videoCallParticipants).where(lte(videoCallParticipants.seatUntil, now));
    return rows.map((r) => r.callId);
  }

  /** Takes out of the call (locked) everyone whose seat lapsed at `now`, in one settling; answers who left. */
  async removeLapsed(ex: Executor, callId: number, now: Date): Promise<number[]> {
    const gone = await ex
      .delete(videoCallParticipants)
      .where(and(eq(videoCallParticipants.callId, callId), lte(videoCallParticipants.seatUntil, now)))
      .returning({ userId: videoCallParticipants.userId });
    const left = gone.map((r) => r.userId);
    if (left.length > 0) await this.settle(ex, callId, now, left);
    return left;
  }

  async update(ex: Executor, callId: number, values: Partial<typeof videoCalls.$inferInsert>): Promise<CallRow> {
    const [row] = await ex.update(videoCalls).set(values).where(eq(videoCalls.id, callId)).returning();
    if (!row) throw new Error('video call update returned nothing');
    return row;
  }

  /** Calls of an area that count against its limit: not closed, not ended for good. */
  async openCallsOfArea(ex: Executor, spaceId: number): Promise<CallWithPeople[]> {
    const calls = await ex
      .select()
      .from(videoCalls)
      .where(and(eq(videoCalls.spaceId, spaceId), isNull(videoCalls.endedAt), ne(videoCalls.status, 'closed')));
    const people = await this.people(calls.map((c) => c.id), ex);
    return calls.map((call) => ({ call, people: people.filter((p) => p.callId === call.id), areaSlug: null }));
  }

  /** Marks on-the-spot calls empty for the grace period as ended (they are already treated so). */
  async endLapsed(now: Date, before: Date): Promise<number[]> {
    const rows = await this.db
      .update(videoCalls)
      .set({ endedAt: now })
      .where(
        and(
          isNull(videoCalls.endedAt),
          eq(videoCalls.permanent, false),
          sql`${videoCalls.emptiedAt} <= ${before.toISOString()}::timestamptz`,
          sql`NOT EXISTS (SELECT 1 FROM ${videoCallParticipants} WHERE ${videoCallParticipants.callId} = ${videoCalls.id})`,
        ),
      )
      .returning({ id: videoCalls.id });
    return rows.map((r) => r.id);
  }

  /** These calls with the slug of their event (to tell people of calls the sweep ended). */
  async withEventSlugs(callIds: number[]): Promise<Array<{ call: CallRow; eventSlug: string }>> {
    if (callIds.length === 0) return [];
    const rows = await this.db.select({ call: videoCalls, eventSlug: events.slug }).from(videoCalls).innerJoin(events, eq(events.id, videoCalls.eventId)).where(inArray(videoCalls.id, callIds));
    return rows;
  }

  // ---- access requests ----

  async requestAccess(callId: number, userId: number, at: Date): Promise<void> {
    await this.db.insert(videoCallAccess).values({ callId, userId, state: 'pending', createdAt: at }).onConflictDoNothing();
  }

  /** A call's pending requests, oldest first, with the people who asked (removed accounts left out). */
  async pendingAccess(call: CallRow): Promise<(SenderRow & { requestedAt: Date })[]> {
    return this.db
      .select({ ...senderColumns, requestedAt: videoCallAccess.createdAt })
      .from(videoCallAccess)
      .innerJoin(users, eq(users.id, videoCallAccess.userId))
      .innerJoin(eventMembers, and(eq(eventMembers.eventId, call.eventId), eq(eventMembers.userId, users.id)))
      .where(and(eq(videoCallAccess.callId, call.id), eq(videoCallAccess.state, 'pending'), isNull(users.removedAt)))
      .orderBy(asc(videoCallAccess.createdAt), asc(users.id));
  }

  /** Pending requests made at `before` or earlier go (nobody answered them); answers them with their event. */
  async expireAccess(before: Date): Promise<Array<{ call: CallRow; eventSlug: string; userId: number }>> {
    const gone = await this.db
      .delete(videoCallAccess)
      .where(and(eq(videoCallAccess.state, 'pending'), lte(videoCallAccess.createdAt, before)))
      .returning({ callId: videoCallAccess.callId, userId: videoCallAccess.userId });
    const calls = await this.withEventSlugs([...new Set(gone.map((r) => r.callId))]);
    return gone.flatMap((r) => calls.filter((c) => c.call.id === r.callId).map((c) => ({ ...c, userId: r.userId })));
  }

  async cancelAccess(callId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .delete(videoCallAccess)
      .where(and(eq(videoCallAccess.callId, callId), eq(videoCallAccess.userId, userId), eq(videoCallAccess.state, 'pending')))
      .returning({ userId: videoCallAccess.userId });
    return rows.length > 0;
  }

  /** The admin's answer to a pending request: accepted lets the person in, declined forgets the request. */
  async answerAccess(callId: number, userId: number, accepted: boolean): Promise<boolean> {
    const pending = and(eq(videoCallAccess.callId, callId), eq(videoCallAccess.userId, userId), eq(videoCallAccess.state, 'pending'));
    const rows = accepted
      ? await this.db.update(videoCallAccess).set({ state: 'accepted' }).where(pending).returning({ userId: videoCallAccess.userId })
      : await this.db.delete(videoCallAccess).where(pending).returning({ userId: videoCallAccess.userId });
    return rows.length > 0;
  }

  // ---- invites ----

  async invite(eventId: number, callerId: number, calleeId: number, at: Date): Promise<void> {
    await this.db
      .insert(videoCallInvites)
      .values({ eventId, callerId, calleeId, createdAt: at })
      .onConflictDoUpdate({ target: [videoCallInvites.eventId, videoCallInvites.callerId, videoCallInvites.calleeId], set: { createdAt: at } });
  }

  /** Ends an open invite; answers whether there was one. */
  async closeInvite(eventId: number, callerId: number, calleeId: number): Promise<boolean> {
    const rows = await this.db
      .delete(videoCallInvites)
      .where(and(eq(videoCallInvites.eventId, eventId), eq(videoCallInvites.callerId, callerId), eq(videoCallInvites.calleeId, calleeId)))
      .returning({ callerId: videoCallInvites.callerId });
    return rows.length > 0;
  }
}
