import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventMembers, spaces, type EventRole } from '../identity/events.schema';
import { attendeeTagLinks, attendeeTags } from '../attendees/attendees.schema';
import { boothStaff, booths } from '../booths/booths.schema';

export type MemberFilter = 'owner' | 'moderator' | 'staff' | 'attendee' | 'invited' | 'signed_in';

/** A person on an event's list as the console's people page shows them. */
export interface MemberRow {
  memberId: number;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: EventRole;
  joinedAt: Date | null;
  lastSeenAt: Date | null;
  tags: string[];
  booths: { id: number; slug: string; name: string }[];
}

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Booths of the event the person staffs (booth staff are given per booth, by the booths feature). */
const staffsBoothOf = (eventId: number) =>
  sql`exists (select 1 from ${boothStaff} bs join ${booths} b on b.space_id = bs.booth_id where b.event_id = ${eventId} and bs.user_id = ${users.id})`;

/** A fixed order of roles on the page: the team first. */
const roleRank = sql`case ${eventMembers.role} when 'owner' then 0 when 'moderator' then 1 when 'staff' then 2 else 3 end`;

/** The console's queries about an event's people (the identity core's membership rows, tags and booth staff read). */
export class PeopleRepository {
  constructor(private readonly db: Executor) {}

  private columns(eventId: number) {
    return {
      memberId: eventMembers.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: eventMembers.role,
      joinedAt: eventMembers.joinedAt,
      lastSeenAt: eventMembers.lastSeenAt,
      tags: sql<string[]>`coalesce((select array_agg(t.text order by t.text) from ${attendeeTagLinks} l join ${attendeeTags} t on t.id = l.tag_id
        where l.member_id = ${eventMembers.id}), '{}')`,
      booths: sql<MemberRow['booths']>`coalesce((select json_agg(json_build_object('id', s.id, 'slug', s.slug, 'name', s.name) order by s.name)
        from ${boothStaff} bs join ${booths} b on b.space_id = bs.booth_id join ${spaces} s on s.id = b.space_id
        where b.event_id = ${eventId} and bs.user_id = ${users.id}), '[]'::json)`,
    };
  }

  private filterOf(eventId: number, filter: MemberFilter | undefined): SQL | undefined {
    switch (filter) {
      case 'owner':
      case 'moderator':
      case 'attendee':
        return eq(eventMembers.role, filter);
      case 'staff':
        return or(eq(eventMembers.role, 'staff'), staffsBoothOf(eventId));
      case 'invited':
        return isNull(eventMembers.joinedAt);
      case 'signed_in':
        return isNotNull(eventMembers.joinedAt);
      default:
        return undefined;
    }
  }

  async list(eventId: number, query: { search?: string; filter?: MemberFilter; tag?: string; limit: number; offset: number }): Promise<{ count: number; rows: MemberRow[] }> {
    const search = query.search?.trim();
    const where = and(
      eq(eventMembers.eventId, eventId),
      search
        ? or(ilike(users.email, likePattern(search)), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(search)))
        : undefined,
      this.filterOf(eventId, query.filter),
      query.tag
        ? sql`exists (select 1 from ${attendeeTagLinks} l join ${attendeeTags} t on t.id = l.tag_id where l.member_id = ${eventMembers.id} and lower(t.text) = lower(${query.tag}))`
        : undefined,
    );
    const [total] = await this.db.select({ n: sql<number>`count(*)::int` }).from(eventMembers).innerJoin(users, eq(users.id, eventMembers.userId)).where(where);
    const rows = await this.db
      .select(this.columns(eventId))
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(where)
      .orderBy(roleRank, asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(query.limit)
      .offset(query.offset);
    return { count: total?.n ?? 0, rows };
  }

  async find(eventId: number, userId: number): Promise<MemberRow | null> {
    const [row] = await this.db
      .select(this.columns(eventId))
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /** Puts a person on the list; false when they are on it already (the unique index decides). */
  async insert(eventId: number, userId: number, role: EventRole): Promise<boolean> {
    const rows = await this.db.insert(eventMembers).values({ eventId, userId, role }).onConflictDoNothing().returning({ id: eventMembers.id });
    return rows.length > 0;
  }

  async setRole(eventId: number, userId: number, role: EventRole): Promise<void> {
    await this.db.update(eventMembers).set({ role }).where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  }

  async delete(eventId: number, userId: number): Promise<void> {
    await this.db.delete(eventMembers).where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)));
  }

  /**
   * The event's owners, their rows locked until the transaction ends: two owners taking `owner` from each
   * other at once are settled here, the second seeing the first's change.
   */
  async lockOwners(eventId: number): Promise<number[]> {
    const rows = await this.db
      .select({ userId: eventMembers.userId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.role, 'owner')))
      .for('update');
    return rows.map((r) => r.userId);
  }

  async staffsBooth(eventId: number, userId: number): Promise<boolean> {
    const [row] = await this.db.select({ yes: sql<boolean>`true` }).from(users).where(and(eq(users.id, userId), staffsBoothOf(eventId))).limit(1);
    return row !== undefined;
  }

  /** Membership ids of those of `userIds` on the event's list. */
  async memberIds(eventId: number, userIds: number[]): Promise<{ memberId: number; userId: number }[]> {
    if (userIds.length === 0) return [];
    return this.db
      .select({ memberId: eventMembers.id, userId: eventMembers.userId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, userIds)));
  }

  /**
   * The event's tags of these texts (matched without regard to case), made where missing. Made under a
   * lock of the event's tags, so two requests naming a new tag at once make it once.
   */
  async tagIds(eventId: number, texts: string[]): Promise<number[]> {
    if (texts.length === 0) return [];
    await this.db.execute(sql`select pg_advisory_xact_lock(${tagLockSpace}, ${eventId})`);
    const wanted = [...new Map(texts.map((t) => [t.toLowerCase(), t])).values()];
    const found = await this.db
      .select({ id: attendeeTags.id, text: attendeeTags.text })
      .from(attendeeTags)
      .where(and(eq(attendeeTags.eventId, eventId), inArray(sql`lower(${attendeeTags.text})`, wanted.map((t) => t.toLowerCase()))));
    const known = new Set(found.map((t) => t.text.toLowerCase()));
    const missing = wanted.filter((t) => !known.has(t.toLowerCase()));
    const made = missing.length > 0
      ? await this.db.insert(attendeeTags).values(missing.map((text) => ({ eventId, text }))).returning({ id: attendeeTags.id })
      : [];
    return [...found.map((t) => t.id), ...made.map((t) => t.id)];
  }

  /** Links tags to memberships; answers the memberships that got one they did not have. */
  async link(memberIds: number[], tagIds: number[]): Promise<number[]> {
    if (memberIds.length === 0 || tagIds.length === 0) return [];
    const rows = await this.db
      .insert(attendeeTagLinks)
      .values(memberIds.flatMap((memberId) => tagIds.map((tagId) => ({ memberId, tagId }))))
      .onConflictDoNothing()
      .returning({ memberId: attendeeTagLinks.memberId });
    return rows.map((r) => r.memberId);
  }

  /** Unlinks the event's tags of these texts from the memberships; answers the memberships that lost one. */
  async unlink(eventId: number, memberIds: number[], texts: string[]): Promise<number[]> {
    if (memberIds.length === 0 || texts.length === 0) return [];
    const rows = await this.db
      .delete(attendeeTagLinks)
      .where(
        and(
          inArray(attendeeTagLinks.memberId, memberIds),
          inArray(
            attendeeTagLinks.tagId,
            this.db.select({ id: attendeeTags.id }).from(attendeeTags).where(and(eq(attendeeTags.eventId, eventId), inArray(sql`lower(${attendeeTags.text})`, texts.map((t) => t.toLowerCase())))),
          ),
        ),
      )
      .returning({ memberId: attendeeTagLinks.memberId });
    return rows.map((r) => r.memberId);
  }
}

/** The first key of the advisory lock a tag's creation takes (the event id is the second). */
const tagLockSpace = 27_001;
