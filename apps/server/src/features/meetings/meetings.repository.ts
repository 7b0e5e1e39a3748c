import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Tx } from '../../platform/account-erasure';
import { users } from '../identity/accounts.schema';
import { eventMembers, events, spaces } from '../identity/events.schema';
import { senderColumns, type SenderRow } from '../identity';
import { meetingAttendance, meetingHosts, meetingRegistrations, meetings, meetingWaitlist } from './meetings.schema';

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeeting = typeof meetings.$inferInsert;
export type Executor = Db | Tx;

/** A person as the meeting payload presents them (privacy applied by the presenter). */
export type PersonRow = SenderRow;

export interface SpaceRef {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  published: boolean;
}

/** What a meeting's payload needs beside its row. */
export interface MeetingFacts {
  space: SpaceRef;
  /** `confirmed`: the host entered the event and agreed to its terms. */
  hosts: (PersonRow & { confirmed: boolean })[];
  /** Registered participants' ids, first registered first. */
  registered: number[];
  waitlistCount: number;
  /** The viewer's place on the waitlist (1 is next), null when not on it. */
  viewerPosition: number | null;
}

export type MeetingList = 'upcoming' | 'live' | 'mine';

const personFields = senderColumns;

/** A host has confirmed once they entered the event (`joined_at`) and agreed to the terms (spec 2 §8 'host not confirmed'). */
export const hostConfirmed = sql<boolean>`(${eventMembers.joinedAt} IS NOT NULL AND ${users.termsAgreed})`.mapWith(Boolean);

const isHost = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM ${meetingHosts} WHERE ${meetingHosts.meetingId} = ${meetings.id} AND ${meetingHosts.userId} = ${userId})`;
const isRegistered = (userId: number) =>
  sql`EXISTS (SELECT 1 FROM ${meetingRegistrations} WHERE ${meetingRegistrations.meetingId} = ${meetings.id} AND ${meetingRegistrations.userId} = ${userId})`;

/** A meeting's list of people, one row each: its registrations (seats), its waitlist or its hosts. */
type PeopleList = typeof meetingRegistrations | typeof meetingWaitlist | typeof meetingHosts;

const onList = (list: PeopleList, meetingId: number, userId: number) => and(eq(list.meetingId, meetingId), eq(list.userId, userId));

/** Puts the person on the list; false when they already were. */
async function addToList(ex: Executor, list: typeof meetingRegistrations | typeof meetingWaitlist, meetingId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await ex.insert(list).values({ meetingId, userId, createdAt: at }).onConflictDoNothing().returning({ userId: list.userId });
  return rows.length > 0;
}

/** Takes the person off the list; false when they were not on it. */
async function removeFromList(ex: Executor, list: typeof meetingRegistrations | typeof meetingWaitlist, meetingId: number, userId: number): Promise<boolean> {
  const rows = await ex.delete(list).where(onList(list, meetingId, userId)).returning({ userId: list.userId });
  return rows.length > 0;
}

async function isOnList(ex: Executor, list: PeopleList, meetingId: number, userId: number): Promise<boolean> {
  const [row] = await ex.select({ userId: list.userId }).from(list).where(onList(list, meetingId, userId));
  return row !== undefined;
}

export class MeetingsRepository {
  constructor(readonly db: Db) {}

  async insert(ex: Executor, values: NewMeeting, hostIds: number[]): Promise<MeetingRow> {
    const [row] = await ex.insert(meetings).values(values).returning();
    if (!row) throw new Error('meeting insert returned nothing');
    if (hostIds.length > 0) await ex.insert(meetingHosts).values([...new Set(hostIds)].map((userId) => ({ meetingId: row.id, userId })));
    return row;
  }

  async find(eventId: number, spaceId: number, slug: string, ex: Executor = this.db): Promise<MeetingRow | null> {
    const [row] = await ex
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), eq(meetings.spaceId, spaceId), eq(meetings.slug, slug)));
    return row ?? null;
  }

  async byId(meetingId: number, ex: Executor = this.db, lock = false): Promise<MeetingRow | null> {
    const query = ex.select().from(meetings).where(eq(meetings.id, meetingId));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  }

  async byVideocall(callId: number): Promise<MeetingRow | null> {
    const [row] = await this.db.select().from(meetings).where(eq(meetings.videocallId, callId));
    return row ?? null;
  }

  /** One page of a space's list as the viewer sees it at `now`, and how many the list holds. */
  async page(spaceId: number, list: MeetingList, viewerId: number, now: Date, limit: number, offset: number): Promise<{ rows: MeetingRow[]; count: number }> {
    const at = now.toISOString();
    const started = lte(meetings.startsAt, sql`${at}::timestamptz`);
    const notEnded = gt(meetings.endsAt, sql`${at}::timestamptz`);
    let where: SQL | undefined;
    let order: SQL[];
    switch (list) {
      case 'upcoming':
        where = and(eq(meetings.spaceId, spaceId), gt(meetings.startsAt, sql`${at}::timestamptz`));
        order = [asc(meetings.startsAt), asc(meetings.id)];
        break;
      case 'live':
        where = and(eq(meetings.spaceId, spaceId), started, notEnded);
        order = [asc(meetings.startsAt), asc(meetings.id)];
        break;
      case 'mine': {
        // Coming and live ones first (by start), then the ended ones the viewer hosted, newest first.
        where = and(eq(meetings.spaceId, spaceId), or(and(notEnded, or(isRegistered(viewerId), isHost(viewerId))), and(sql`NOT (${notEnded})`, isHost(viewerId))));
        const endedFirstKey = sql`CASE WHEN ${meetings.endsAt} > ${at}::timestamptz THEN 0 ELSE 1 END`;
        const startKey = sql`CASE WHEN ${meetings.endsAt} > ${at}::timestamptz THEN extract(epoch FROM ${meetings.startsAt}) ELSE -extract(epoch FROM ${meetings.startsAt}) END`;
        order = [asc(endedFirstKey), asc(startKey), asc(meetings.id)];
        break;
      }
      default: {
        const unknown: never = list;
        throw new Error(`Unknown meeting list ${String(unknown)}`);
      }
    }
    const [rows, [total]] = await Promise.all([
      this.db.select().from(meetings).where(where).orderBy(...order).limit(limit).offset(offset),
      this.db.select({ n: count() }).from(meetings).where(where),
    ]);
    return { rows, count: total?.n ?? 0 };
  }

  /**
   * All meetings: across the spaces given, the viewer's meetings that have not ended and every meeting that
   * has not started, by start.
   */
  async upcomingAcross(spaceIds: number[], viewerId: number, now: Date, limit: number): Promise<MeetingRow[]> {
    if (spaceIds.length === 0) return [];
    const at = now.toISOString();
    return this.db
      .select()
      .from(meetings)
      .where(
        and(
          inArray(meetings.spaceId, spaceIds),
          gt(meetings.endsAt, sql`${at}::timestamptz`),
          or(gt(meetings.startsAt, sql`${at}::timestamptz`), isRegistered(viewerId), isHost(viewerId)),
        ),
      )
      .orderBy(asc(meetings.startsAt), asc(meetings.id))
      .limit(limit);
  }

  /** Meeting spaces of the event (all; the caller keeps those the viewer may enter). */
  meetingSpaces(eventId: number): Promise<SpaceRef[]> {
    return this.db
      .select({ id: spaces.id, slug: spaces.slug, name: spaces.name, image: spaces.image, published: spaces.published })
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, 'meeting')));
  }

  /** Hosts, registrations, waitlist and space of these meetings, for `viewerId`. */
  async facts(rows: MeetingRow[], viewerId: number, ex: Executor = this.db): Promise<Map<number, MeetingFacts>> {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return new Map();
    const spaceIds = [...new Set(rows.map((r) => r.spaceId))];
    const [spaceRows, hostRows, registrationRows, waitRows] = await Promise.all([
      ex
        .select({ id: spaces.id, slug: spaces.slug, name: spaces.name, image: spaces.image, published: spaces.published })
        .from(spaces)
        .where(inArray(spaces.id, spaceIds)),
      ex
        .select({ meetingId: meetingHosts.meetingId, ...personFields, confirmed: hostConfirmed })
        .from(meetingHosts)
        .innerJoin(meetings, eq(meetings.id, meetingHosts.meetingId))
        .innerJoin(users, eq(users.id, meetingHosts.userId))
        .leftJoin(eventMembers, and(eq(eventMembers.eventId, meetings.eventId), eq(eventMembers.userId, users.id)))
        .where(and(inArray(meetingHosts.meetingId, ids), isNull(users.removedAt)))
        .orderBy(asc(users.id)),
      ex
        .select({ meetingId: meetingRegistrations.meetingId, userId: meetingRegistrations.userId })
        .from(meetingRegistrations)
        .where(inArray(meetingRegistrations.meetingId, ids))
        .orderBy(asc(meetingRegistrations.createdAt), asc(meetingRegistrations.userId)),
      ex
        .select({ meetingId: meetingWaitlist.meetingId, userId: meetingWaitlist.userId })
        .from(meetingWaitlist)
        .where(inArray(meetingWaitlist.meetingId, ids))
        .orderBy(asc(meetingWaitlist.id)),
    ]);
    const out = new Map<number, MeetingFacts>();
    for (const row of rows) {
      const space = spaceRows.find((s) => s.id === row.spaceId);
      if (!space) continue;
      const waiting = waitRows.filter((w) => w.meetingId === row.id).map((w) => w.userId);
      const place = waiting.indexOf(viewerId);
      out.set(row.id, {
        space,
        hosts: hostRows.filter((h) => h.meetingId === row.id),
        registered: registrationRows.filter((r) => r.meetingId === row.id).map((r) => r.userId),
        waitlistCount: waiting.length,
        viewerPosition: place === -1 ? null : place + 1,
      });
    }
    return out;
  }

  async hostIds(meetingId: number, ex: Executor = this.db): Promise<number[]> {
    const rows = await ex.select({ userId: meetingHosts.userId }).from(meetingHosts).where(eq(meetingHosts.meetingId, meetingId));
    return rows.map((r) => r.userId);
  }

  /** The primary speaker's name, else the hosts' names (a recording keeps it as it was). */
  async speakerName(meeting: Pick<MeetingRow, 'id' | 'primarySpeakerId'>): Promise<string> {
    const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
    if (meeting.primarySpeakerId !== null) {
      const [speaker] = await this.db.select({ name: fullName }).from(users).where(and(eq(users.id, meeting.primarySpeakerId), isNull(users.removedAt)));
      if (speaker) return speaker.name;
    }
    const hosts = await this.db
      .select({ name: fullName })
      .from(meetingHosts)
      .innerJoin(users, eq(users.id, meetingHosts.userId))
      .where(and(eq(meetingHosts.meetingId, meeting.id), isNull(users.removedAt)))
      .orderBy(asc(users.id));
    return hosts.map((h) => h.name).join(', ');
  }

  /** Which of these people are on the event's list (active accounts): hosts must be. */
  async membersOf(eventId: number, userIds: readonly number[]): Promise<number[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .select({ id: eventMembers.userId })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, [...userIds]), isNull(users.removedAt)));
    return rows.map((r) => r.id);
  }

  /** An organiser's edit of the meeting row and, when given, its hosts; in the caller's transaction. */
  async update(ex: Executor, meetingId: number, values: Partial<NewMeeting>, hostIds?: number[]): Promise<MeetingRow> {
    const [row] = Object.keys(values).length > 0
      ? await ex.update(meetings).set(values).where(eq(meetings.id, meetingId)).returning()
      : await ex.select().from(meetings).where(eq(meetings.id, meetingId));
    if (!row) throw new Error(`meeting ${meetingId} vanished`);
    if (hostIds) {
      await ex.delete(meetingHosts).where(eq(meetingHosts.meetingId, meetingId));
      await ex.insert(meetingHosts).values([...new Set(hostIds)].map((userId) => ({ meetingId, userId })));
    }
    return row;
  }

  /** Removes a meeting (its hosts, registrations and waitlist go with it); in the caller's transaction. */
  async delete(ex: Executor, meetingId: number): Promise<void> {
    await ex.delete(meetings).where(eq(meetings.id, meetingId));
  }

  /** Every meeting of a space, ended ones included, by start (the console's list). */
  async allOfSpace(spaceId: number): Promise<MeetingRow[]> {
    return this.db.select().from(meetings).where(eq(meetings.spaceId, spaceId)).orderBy(asc(meetings.startsAt), asc(meetings.id));
  }

  /** The meeting space of each of these meetings (by meeting id). */
  async spacesOf(meetingIds: readonly number[]): Promise<Map<number, SpaceRef>> {
    if (meetingIds.length === 0) return new Map();
    const rows = await this.db
      .select({ meetingId: meetings.id, id: spaces.id, slug: spaces.slug, name: spaces.name, image: spaces.image, published: spaces.published })
      .from(meetings)
      .innerJoin(spaces, eq(spaces.id, meetings.spaceId))
      .where(inArray(meetings.id, [...meetingIds]));
    return new Map(rows.map(({ meetingId, ...space }) => [meetingId, space]));
  }

  isHost(meetingId: number, userId: number, ex: Executor = this.db): Promise<boolean> {
    return isOnList(ex, meetingHosts, meetingId, userId);
  }

  /** Registered participants' ids, first registered first. */
  async registeredIds(meetingId: number, ex: Executor = this.db): Promise<number[]> {
    const rows = await ex
      .select({ userId: meetingRegistrations.userId })
      .from(meetingRegistrations)
      .where(eq(meetingRegistrations.meetingId, meetingId))
      .orderBy(asc(meetingRegistrations.createdAt), asc(meetingRegistrations.userId));
    return rows.map((r) => r.userId);
  }

  /**
   * Notes that the person came to the meeting whose call this is (decision 0096): only while it runs at `at`, only
   * a registered participant (for a walk-in meeting anyone but a host), once; the database decides all of it.
   */
  async recordAttendance(callId: number, userId: number, at: Date): Promise<boolean> {
    const when = at.toISOString();
    const rows = await this.db.execute(sql`
      INSERT INTO ${meetingAttendance} (meeting_id, user_id, joined_at)
      SELECT m.id, ${userId}, ${when}::timestamptz FROM ${meetings} m
      WHERE m.videocall_id = ${callId} AND m.starts_at <= ${when}::timestamptz AND m.ends_at > ${when}::timestamptz
        AND CASE WHEN m.is_walk_in
          THEN NOT EXISTS (SELECT 1 FROM ${meetingHosts} h WHERE h.meeting_id = m.id AND h.user_id = ${userId})
          ELSE EXISTS (SELECT 1 FROM ${meetingRegistrations} r WHERE r.meeting_id = m.id AND r.user_id = ${userId}) END
      ON CONFLICT DO NOTHING`);
    return (rows.rowCount ?? 0) > 0;
  }

  isRegistered(meetingId: number, userId: number, ex: Executor = this.db): Promise<boolean> {
    return isOnList(ex, meetingRegistrations, meetingId, userId);
  }

  /** Takes a seat: the trigger counts it and the CHECK refuses one beyond capacity (the caller maps that to 'meeting full'). */
  register(ex: Executor, meetingId: number, userId: number, at: Date): Promise<boolean> {
    return addToList(ex, meetingRegistrations, meetingId, userId, at);
  }

  unregister(ex: Executor, meetingId: number, userId: number): Promise<boolean> {
    return removeFromList(ex, meetingRegistrations, meetingId, userId);
  }

  joinWaitlist(ex: Executor, meetingId: number, userId: number, at: Date): Promise<boolean> {
    return addToList(ex, meetingWaitlist, meetingId, userId, at);
  }

  leaveWaitlist(ex: Executor, meetingId: number, userId: number): Promise<boolean> {
    return removeFromList(ex, meetingWaitlist, meetingId, userId);
  }

  isWaiting(meetingId: number, userId: number, ex: Executor = this.db): Promise<boolean> {
    return isOnList(ex, meetingWaitlist, meetingId, userId);
  }

  /** Takes the first in line off the waitlist (the meeting row must be locked); null when nobody waits. */
  async popWaitlist(ex: Executor, meetingId: number): Promise<number | null> {
    const [first] = await ex
      .select({ id: meetingWaitlist.id, userId: meetingWaitlist.userId })
      .from(meetingWaitlist)
      .where(eq(meetingWaitlist.meetingId, meetingId))
      .orderBy(asc(meetingWaitlist.id))
      .limit(1);
    if (!first) return null;
    await ex.delete(meetingWaitlist).where(eq(meetingWaitlist.id, first.id));
    return first.userId;
  }

  async eventSlug(eventId: number): Promise<string | null> {
    const [row] = await this.db.select({ slug: events.slug }).from(events).where(eq(events.id, eventId));
    return row?.slug ?? null;
  }

  /** A person's e-mail and name (for the promotion mail). */
  async contact(userId: number): Promise<{ email: string; firstName: string } | null> {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.removedAt)));
    return row ?? null;
  }

  /** These meetings of the event, latest start first (the favourites' `meeting` kind presents them). */
  async inEvent(eventId: number, ids: readonly number[]): Promise<MeetingRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.eventId, eventId), inArray(meetings.id, [...ids])))
      .orderBy(desc(meetings.startsAt));
  }
}
