import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';
import { groupSessions } from './program.schema';
import type { GroupSessionRow } from './timetable.presenter';

const columns = {
  id: groupSessions.id,
  startsAt: groupSessions.startsAt,
  endsAt: groupSessions.endsAt,
  description: groupSessions.description,
  enableHostChat: groupSessions.enableHostChat,
  videocallId: groupSessions.videocallId,
  sequence: groupSessions.sequence,
  adminId: videoCalls.adminId,
  displayName: videoCalls.displayName,
  // The host entered the event and agreed to its terms ('host not confirmed' otherwise, spec 2 §8).
  hostConfirmed: sql<boolean>`coalesce(${eventMembers.joinedAt} IS NOT NULL AND ${users.termsAgreed}, false)`.mapWith(Boolean),
};

export type GroupSessionWithCall = GroupSessionRow & { sequence: number };

/** Group sessions with the name and admin of their video call. */
export class GroupSessionsRepository {
  constructor(private readonly db: Executor) {}

  ofEvent(eventId: number): Promise<GroupSessionWithCall[]> {
    return this.db
      .select(columns)
      .from(groupSessions)
      .innerJoin(videoCalls, eq(videoCalls.id, groupSessions.videocallId))
      // The host's account and place in the event (a session may have no host).
      .leftJoin(users, eq(users.id, videoCalls.adminId))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, groupSessions.eventId), eq(eventMembers.userId, videoCalls.adminId)))
      .where(eq(groupSessions.eventId, eventId))
      .orderBy(asc(groupSessions.startsAt), asc(groupSessions.id));
  }

  byIds(eventId: number, ids: readonly number[]): Promise<GroupSessionWithCall[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(columns)
      .from(groupSessions)
      .innerJoin(videoCalls, eq(videoCalls.id, groupSessions.videocallId))
      // The host's account and place in the event (a session may have no host).
      .leftJoin(users, eq(users.id, videoCalls.adminId))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, groupSessions.eventId), eq(eventMembers.userId, videoCalls.adminId)))
      .where(and(eq(groupSessions.eventId, eventId), inArray(groupSessions.id, [...ids])))
      .orderBy(asc(groupSessions.startsAt), asc(groupSessions.id));
  }

  /**
   * A group session around a new permanent video call of no area with `adminId` as its host, in one
   * transaction.
   */
  async create(values: {
    eventId: number; adminId: number | null; displayName: string; startsAt: Date; endsAt: Date; description: string; enableHostChat: boolean; now: Date;
  }): Promise<GroupSessionWithCall> {
    const id = await this.db.transaction(async (tx) => {
      const [call] = await tx
        .insert(videoCalls)
        .values({ eventId: values.eventId, displayName: values.displayName, adminId: values.adminId, permanent: true, createdAt: values.now, emptiedAt: values.now })
        .returning({ id: videoCalls.id });
      if (!call) throw new Error('group session call insert returned nothing');
      const [row] = await tx
        .insert(groupSessions)
        .values({ eventId: values.eventId, startsAt: values.startsAt, endsAt: values.endsAt, description: values.description, enableHostChat: values.enableHostChat, videocallId: call.id })
        .returning({ id: groupSessions.id });
      if (!row) throw new Error('group session insert returned nothing');
      return row.id;
    });
    const [found] = await this.byIds(values.eventId, [id]);
    if (!found) throw new Error('group session vanished');
    return found;
  }

  /** Moves or re-describes a session; SEQUENCE rises for calendars. */
  async update(eventId: number, id: number, change: { startsAt?: Date; endsAt?: Date; description?: string; enableHostChat?: boolean }): Promise<GroupSessionWithCall | null> {
    const rows = await this.db
      .update(groupSessions)
      .set({ ...change, sequence: sql`${groupSessions.sequence} + 1` })
      .where(and(eq(groupSessions.eventId, eventId), eq(groupSessions.id, id)))
      .returning({ id: groupSessions.id });
    if (rows.length === 0) return null;
    const [found] = await this.byIds(eventId, [id]);
    return found ?? null;
  }

  async remove(eventId: number, id: number): Promise<boolean> {
    const rows = await this.db.delete(groupSessions).where(and(eq(groupSessions.eventId, eventId), eq(groupSessions.id, id))).returning({ id: groupSessions.id });
    return rows.length > 0;
  }
}
