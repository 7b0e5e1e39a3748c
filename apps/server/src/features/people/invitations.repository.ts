import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@foyer/domain';
import type { InvitationRow } from '@foyer/contracts';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import { attendeeTagLinks, attendeeTags } from '../attendees/attendees.schema';
import { eventInvitations } from './invitations.schema';
import { PeopleRepository } from './people.repository';

/** A person on an event's list who has not entered it yet, with the invite list's facts. */
export interface InvitationView {
  userId: number;
  memberId: number;
  email: string;
  firstName: string;
  lastName: string;
  invitedAt: Date | null;
  lastSentAt: Date | null;
  sentCount: number;
}

/** What an import needs to know of an address: the account (if any) and its place on the list (if any). */
export interface KnownPerson {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Whether the person ever signed in: then their names are theirs, not the list's. */
  signedInEver: boolean;
  removed: boolean;
  memberId: number | null;
  entered: boolean;
}

const view = {
  userId: users.id, memberId: eventMembers.id, email: users.email, firstName: users.firstName, lastName: users.lastName,
  invitedAt: eventInvitations.invitedAt, lastSentAt: eventInvitations.lastSentAt, sentCount: sql<number>`coalesce(${eventInvitations.sentCount}, 0)`,
};

/** Invitations: members not entered yet, of an account still there. */
const invited = (eventId: number): SQL => and(eq(eventMembers.eventId, eventId), isNull(eventMembers.joinedAt), isNull(users.removedAt))!;

export class InvitationsRepository {
  constructor(private readonly db: Executor) {}

  private select(where: SQL) {
    return this.db
      .select(view)
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .leftJoin(eventInvitations, eq(eventInvitations.memberId, eventMembers.id))
      .where(where);
  }

  /** A page of the invite list by address; `words` must each appear in the address or a name. */
  async list(eventId: number, words: string[], limit: number, offset: number): Promise<{ count: number; rows: InvitationView[] }> {
    const where = and(invited(eventId), ...words.map((w) => sql`(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) ilike ${containsPattern(w)}`))!;
    const [total] = await this.db
      .select({ n: count() })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(where);
    const rows = await this.select(where).orderBy(asc(users.email)).limit(limit).offset(offset);
    return { count: total?.n ?? 0, rows };
  }

  /** These people's invitations (all of the list without `userIds`), by address. */
  all(eventId: number, userIds?: number[]): Promise<InvitationView[]> {
    return this.select(and(invited(eventId), userIds ? inArray(users.id, userIds) : undefined)!).orderBy(asc(users.email));
  }

  /** Invitations no mail went to yet. */
  unsent(eventId: number): Promise<InvitationView[]> {
    return this.select(and(invited(eventId), sql`coalesce(${eventInvitations.sentCount}, 0) = 0`)!).orderBy(asc(users.email));
  }

  /** A person's place on the list, entered or not; null when they are not on it. */
  async member(eventId: number, userId: number): Promise<{ memberId: number; entered: boolean } | null> {
    const [row] = await this.db
      .select({ memberId: eventMembers.id, joinedAt: eventMembers.joinedAt })
      .from(eventMembers)
      .innerJoin(users, eq(users.id, eventMembers.userId))
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId), isNull(users.removedAt)));
    return row ? { memberId: row.memberId, entered: row.joinedAt !== null } : null;
  }

  /** The accounts of these addresses with their place on the event's list. */
  async known(eventId: number, emails: string[]): Promise<Map<string, KnownPerson>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({
        userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName,
        signedInEver: sql<boolean>`${users.lastLogin} is not null`, removed: sql<boolean>`${users.removedAt} is not null`,
        memberId: eventMembers.id, entered: sql<boolean>`${eventMembers.joinedAt} is not null`,
      })
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(inArray(users.email, emails));
    return new Map(rows.map((r) => [r.email, r]));
  }

  /**
   * Puts the people of these rows on the event's list: accounts made for new addresses, names given to
   * accounts nobody signed in to yet (a blank cell keeps a name), a place on the list and the import's
   * facts for those not on it. Answers each address's member id.
   */
  async putOnList(eventId: number, invitedBy: number, rows: InvitationRow[], at: Date): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const keepOrTake = (column: 'first_name' | 'last_name') =>
      sql.raw(`case when users.last_login is null and excluded.${column} <> '' then excluded.${column} else users.${column} end`);
    const accounts = await this.db
      .insert(users)
      .values(rows.map((r) => ({ email: r.email, firstName: r.first_name, lastName: r.last_name })))
      .onConflictDoUpdate({ target: users.email, set: { firstName: keepOrTake('first_name'), lastName: keepOrTake('last_name') } })
      .returning({ id: users.id, email: users.email });
    await this.db
      .insert(eventMembers)
      .values(accounts.map((a) => ({ eventId, userId: a.id, role: 'attendee' as const })))
      .onConflictDoNothing({ target: [eventMembers.eventId, eventMembers.userId] });
    const members = await this.db
      .select({ id: eventMembers.id, userId: eventMembers.userId })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, accounts.map((a) => a.id))));
    await this.db
      .insert(eventInvitations)
      .values(members.map((m) => ({ memberId: m.id, invitedAt: at, invitedBy })))
      .onConflictDoNothing({ target: eventInvitations.memberId });
    const memberOf = new Map(members.map((m) => [m.userId, m.id]));
    return new Map(accounts.map((a) => [a.email, memberOf.get(a.id)!]));
  }

  /** The texts of each member's tags (members by `event_members.id`), in the order of their texts. */
  async tagTexts(memberIds: number[]): Promise<Map<number, string[]>> {
    const texts = new Map<number, string[]>(memberIds.map((id) => [id, []]));
    if (memberIds.length === 0) return texts;
    const rows = await this.db
      .select({ memberId: attendeeTagLinks.memberId, text: attendeeTags.text })
      .from(attendeeTagLinks)
      .innerJoin(attendeeTags, eq(attendeeTags.id, attendeeTagLinks.tagId))
      .where(inArray(attendeeTagLinks.memberId, memberIds))
      .orderBy(asc(attendeeTags.text));
    for (const row of rows) texts.get(row.memberId)?.push(row.text);
    return texts;
  }

  /**
   * Gives each member exactly these tags (by text, matched without regard to case): the people console's
   * `tagIds` makes those the event lacks, and tags not named are taken off.
   */
  async replaceTags(eventId: number, tagsByMember: Map<number, string[]>): Promise<void> {
    if (tagsByMember.size === 0) return;
    const people = new PeopleRepository(this.db);
    const idOf = new Map<string, number>();
    for (const texts of tagsByMember.values()) {
      for (const text of texts) if (!idOf.has(text.toLowerCase())) idOf.set(text.toLowerCase(), (await people.tagIds(eventId, [text]))[0]!);
    }
    await this.db.delete(attendeeTagLinks).where(inArray(attendeeTagLinks.memberId, [...tagsByMember.keys()]));
    for (const [memberId, texts] of tagsByMember) await people.link([memberId], [...new Set(texts.map((t) => idOf.get(t.toLowerCase())!))]);
  }

  async markSent(memberId: number, at: Date): Promise<void> {
    await this.db
      .insert(eventInvitations)
      .values({ memberId, lastSentAt: at, sentCount: 1 })
      .onConflictDoUpdate({ target: eventInvitations.memberId, set: { lastSentAt: at, sentCount: sql`${eventInvitations.sentCount} + 1` } });
  }

  /** Takes a person off the list while they have not entered; false when they did meanwhile. */
  async removeUnentered(eventId: number, userId: number): Promise<boolean> {
    const gone = await this.db
      .delete(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId), isNull(eventMembers.joinedAt)))
      .returning({ id: eventMembers.id });
    return gone.length > 0;
  }
}
