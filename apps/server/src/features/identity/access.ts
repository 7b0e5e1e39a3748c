import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { errorCodes, moderationErrorCodes, moderationMessages, organizerErrorCodes, organizerMessages, type ConsoleRole } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import { ApiError, forbidden, notFound } from '../../platform/http/errors';
import { authSessions, instanceAdministrators, users } from './accounts.schema';
import { eventMembers, events, type EventRole, type EventRow } from './events.schema';
import { eventBans } from './bans.schema';
import type { Executor } from '../../platform/db/database';
import { memberKey, type AccessCaches, type BanFacts, type CachedMember } from './access-cache';

export interface EventAccessGrant {
  event: EventRow;
  role: EventRole;
}

/** Roles that run an event and so may enter it while it is unpublished. */
export const backstageRoles: readonly EventRole[] = ['owner', 'moderator', 'staff'];

export const inviteOnlyError = () =>
  forbidden("You don't have access to this event", errorCodes.inviteOnly);
export const notPublishedError = () =>
  forbidden('This event is not open yet.', errorCodes.notPublished);
export const termsNotAgreedError = () =>
  forbidden('Please agree to the terms of use and the privacy statement before entering the event.', errorCodes.termsNotAgreed);
export const accountInactiveError = () => forbidden('This account has been removed.', errorCodes.accountInactive);

/** 403 `banned`, naming the ban: its reason, and its end unless it is for good (issue 29). */
export const bannedError = (ban: BanFacts) => {
  const until = ban.until?.toISOString() ?? null;
  const detail = (until ? moderationMessages.bannedUntil.replace('{{until}}', until) : moderationMessages.bannedForGood).replace('{{reason}}', ban.reason);
  return forbidden(detail, moderationErrorCodes.banned, { reason: ban.reason, until });
};

/** The ban that holds at `now`, if any: one whose moment has passed lets the person in again. */
export const banInForce = (ban: BanFacts | null | undefined, now: Date): BanFacts | null =>
  ban && (ban.until === null || ban.until > now) ? ban : null;

/** What an organiser route asks of the person (decision 0081). */
export type OrganizerNeed = 'owner' | 'read-people' | 'moderate';

/** Who passed an organiser route's guard: the event, their role in it, whether they administer the instance. */
export interface OrganizerGrant {
  event: EventRow;
  /** Null for an administrator who is not on the event's list. */
  role: EventRole | null;
  administrator: boolean;
}

export const notEventOwnerError = () => forbidden(organizerMessages.notEventOwner, organizerErrorCodes.notEventOwner);
export const notEventModeratorError = () => forbidden(organizerMessages.notEventModerator, organizerErrorCodes.notEventModerator);
/** The `moderate` guard's refusal: the same code as the people list's, a text that does not speak of people. */
export const notModeratorToModerateError = () => forbidden(organizerMessages.notEventModeratorToModerate, organizerErrorCodes.notEventModerator);
export const notAdministratorError = () => forbidden(organizerMessages.notAdministrator, organizerErrorCodes.notAdministrator);

/**
 * The console's rule, without reading anything: owners and instance administrators do everything in an
 * event's console; moderators read its people and moderate (`moderate`); nobody else passes. Published or not makes no difference.
 */
export function decideOrganizer(role: EventRole | null, administrator: boolean, need: OrganizerNeed): ApiError | null {
  if (administrator || role === 'owner') return null;
  if (need === 'read-people') return role === 'moderator' ? null : notEventModeratorError();
  if (need === 'moderate') return role === 'moderator' ? null : notModeratorToModerateError();
  return notEventOwnerError();
}

/** The console roles a stored role gives (booth staff and attendees hold none). */
export const consoleRolesOf = (role: EventRole | null): ConsoleRole[] => (role === 'owner' || role === 'moderator' ? [role] : []);

/** What the access decision needs to know about a person. */
export interface PersonFacts {
  isActive: boolean;
  termsAgreed: boolean;
}

export interface AccessOptions {
  /** Decide without the terms: signing in and agreeing to them come before the person enters. */
  termsPending?: boolean;
}

/**
 * The access rule, without reading or writing anything: the refusal, or the role the person has (or,
 * in an open event, gets at the first visit). Unknown event → 404; a ban in force → 403 `banned`;
 * unpublished → only owners, moderators and staff; invite-only → only people on its list; then the
 * account must be active and have agreed to the terms.
 */
export function decideAccess(
  event: EventRow | null,
  role: EventRole | null,
  person: PersonFacts | null,
  opts: AccessOptions = {},
  ban: BanFacts | null = null,
): ApiError | EventRole {
  if (!event) return notFound();
  if (ban) return bannedError(ban);
  if (!event.published && !(role && backstageRoles.includes(role))) return notPublishedError();
  if (event.inviteOnly && !role) return inviteOnlyError();
  if (!person?.isActive) return accountInactiveError();
  if (!opts.termsPending && !person.termsAgreed) return termsNotAgreedError();
  return role ?? 'attendee';
}

/** The sign-in part of `loadForSession`: enough to tell whether the session is active. */
export interface SessionFacts {
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  isActive: boolean;
}

interface AccessRow {
  termsAgreed: boolean;
  isActive: boolean;
  event: EventRow | null;
  role: EventRole | null;
  joinedAt: Date | null;
  banReason: string | null;
  banUntil: Date | null;
}

/** The ban columns every access statement reads beside the role. */
const banColumns = { banReason: eventBans.reason, banUntil: eventBans.until };
const banOn = () => and(eq(eventBans.eventId, events.id), eq(eventBans.userId, users.id));

/**
 * Who may enter an event: the one place that decides it, used by every event API and the socket login.
 * The event, the role and the person's standing come from the process's short-lived caches when they
 * hold them (no round trip) and otherwise from one statement; an open event records a person as an
 * attendee at their first visit, and a guest-list entry is marked as used once. A read never writes
 * again after that. Caching, its invalidation and the trade-offs: decision 0012.
 */
export class EventAccess {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
    /** The process's caches (the identity core's); without them every check reads the database. */
    private readonly caches: AccessCaches | null = null,
  ) {}

  private byPerson() {
    return this.db
      .select({ termsAgreed: users.termsAgreed, isActive: users.isActive, event: events, role: eventMembers.role, joinedAt: eventMembers.joinedAt, ...banColumns })
      .from(users)
      .leftJoin(events, eq(events.slug, sql.placeholder('slug')))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, users.id)))
      .leftJoin(eventBans, banOn())
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('event_access_by_person');
  }

  private bySession() {
    return this.db
      .select({
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
        termsAgreed: users.termsAgreed,
        isActive: users.isActive,
        event: events,
        role: eventMembers.role,
        joinedAt: eventMembers.joinedAt,
        ...banColumns,
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .leftJoin(events, eq(events.slug, sql.placeholder('slug')))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, users.id)))
      .leftJoin(eventBans, banOn())
      .where(eq(authSessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('event_access_by_session');
  }

  /** The event, the person's role in it and whether they administer the instance: the console's guard. */
  private byOrganizer() {
    return this.db
      .select({
        event: events,
        role: eventMembers.role,
        joinedAt: eventMembers.joinedAt,
        administrator: sql<boolean>`exists (select 1 from ${instanceAdministrators} where ${instanceAdministrators.userId} = ${users.id})`,
        ...banColumns,
      })
      .from(users)
      .leftJoin(events, eq(events.slug, sql.placeholder('slug')))
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, users.id)))
      .leftJoin(eventBans, banOn())
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1)
      .prepare('organizer_access');
  }

  private prepared: {
    byPerson: ReturnType<EventAccess['byPerson']>;
    bySession: ReturnType<EventAccess['bySession']>;
    byOrganizer: ReturnType<EventAccess['byOrganizer']>;
  } | null = null;

  private statements() {
    this.prepared ??= { byPerson: this.byPerson(), bySession: this.bySession(), byOrganizer: this.byOrganizer() };
    return this.prepared;
  }

  /**
   * The guard of every organiser route of every feature (decision 0081): answers the event and who the
   * person is in it, or throws 404 for an unknown event and 403 `{detail, code}` for anyone the console
   * refuses. From the process's caches when they hold what lets the person in (a published event with
   * their owner's role, or their being an administrator), otherwise one statement; a role taken or an
   * administrator unmade reaches every process's caches through the change notifications.
   */
  async requireOrganizer(slug: string, userId: number, need: OrganizerNeed): Promise<OrganizerGrant> {
    const caches = this.caches;
    const cachedEvent = caches?.events.get(slug);
    if (caches && cachedEvent) {
      const member = caches.members.get(memberKey(cachedEvent.id, userId)) ?? null;
      const administrator = caches.administrators.get(userId) === true;
      if (decideOrganizer(member?.role ?? null, administrator, need) === null) return { event: cachedEvent, role: member?.role ?? null, administrator };
    }
    const stamps = { ...this.stamps(), administrator: caches?.administrators.stamp() ?? 0 };
    const [row] = await this.statements().byOrganizer.execute({ slug, userId });
    if (!row?.event) throw notFound();
    if (caches) {
      if (row.event.published) caches.events.set(slug, row.event, stamps.event);
      if (row.role) caches.members.set(memberKey(row.event.id, userId), { role: row.role, joinedAt: row.joinedAt, ban: banOf(row) }, stamps.member);
      if (row.administrator) caches.administrators.set(userId, true, stamps.administrator);
    }
    const refusal = decideOrganizer(row.role, row.administrator, need);
    if (refusal) throw refusal;
    return { event: row.event, role: row.role, administrator: row.administrator };
  }

  /** Whether the person is an instance administrator (decision 0081); kept in memory while they are one. */
  async isAdministrator(userId: number): Promise<boolean> {
    if (this.caches?.administrators.get(userId)) return true;
    const stamp = this.caches?.administrators.stamp() ?? 0;
    const [row] = await this.db
      .select({ userId: instanceAdministrators.userId })
      .from(instanceAdministrators)
      .where(eq(instanceAdministrators.userId, userId))
      .limit(1);
    if (row) this.caches?.administrators.set(userId, true, stamp);
    return row !== undefined;
  }

  /** Refuses (403 `not_administrator`) anyone who is not an instance administrator. */
  async requireAdministrator(userId: number): Promise<void> {
    if (!(await this.isAdministrator(userId))) throw notAdministratorError();
  }

  async findEvent(slug: string): Promise<EventRow> {
    const cached = this.caches?.events.get(slug);
    if (cached) return cached;
    const stamp = this.caches?.events.stamp() ?? 0;
    const [event] = await this.db.select().from(events).where(eq(events.slug, slug)).limit(1);
    if (!event) throw notFound();
    if (event.published) this.caches?.events.set(slug, event, stamp);
    return event;
  }

  async roleOf(eventId: number, userId: number): Promise<EventRole | null> {
    const [member] = await this.db
      .select({ role: eventMembers.role })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
      .limit(1);
    return member?.role ?? null;
  }

  /** Throws the API error that refuses the person, or answers the event and their role in it. */
  async require(slug: string, userId: number, opts: AccessOptions = {}): Promise<EventAccessGrant> {
    const cached = this.cachedFacts(slug, userId);
    if (cached) return this.admit(cached.event, cached.member, { isActive: true, termsAgreed: true }, userId, opts, cached.member.ban);
    const stamps = this.stamps();
    const [row] = await this.statements().byPerson.execute({ slug, userId });
    const member = memberOf(row);
    if (row) this.remember(slug, userId, row, member, stamps);
    return this.admit(row?.event ?? null, member, row ?? null, userId, opts, banOf(row));
  }

  /**
   * At sign-in, for an event already found: the same rule without the terms (the person agrees to them
   * right after getting tokens), and the same first-visit bookkeeping.
   */
  async requireFor(event: EventRow, userId: number): Promise<EventAccessGrant> {
    const cachedMember = this.caches?.members.get(memberKey(event.id, userId));
    if (cachedMember) return this.admit(event, cachedMember, { isActive: true, termsAgreed: true }, userId, { termsPending: true }, cachedMember.ban);
    const [row] = await this.db
      .select({ isActive: users.isActive, termsAgreed: users.termsAgreed, role: eventMembers.role, joinedAt: eventMembers.joinedAt, ...banColumns })
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, users.id)))
      .leftJoin(eventBans, and(eq(eventBans.eventId, event.id), eq(eventBans.userId, users.id)))
      .where(eq(users.id, userId))
      .limit(1);
    return this.admit(event, memberOf(row), row ?? null, userId, { termsPending: true }, banOf(row));
  }

  /** Like `require`, but answers the refusal instead of throwing (socket login). */
  async check(slug: string, userId: number): Promise<EventAccessGrant | ApiError> {
    try {
      return await this.require(slug, userId);
    } catch (err) {
      if (err instanceof ApiError) return err;
      throw err;
    }
  }

  /**
   * The decision for several people at once, fresh from the database and without any bookkeeping:
   * for checking again who is still connected after a change. Answers each person's role or refusal.
   */
  async recheck(slug: string, userIds: number[]): Promise<Map<number, EventRole | ApiError>> {
    const verdicts = new Map<number, EventRole | ApiError>();
    const [event] = await this.db.select().from(events).where(eq(events.slug, slug)).limit(1);
    const ids = [...new Set(userIds)];
    const rows = event && ids.length > 0
      ? await this.db
          .select({ id: users.id, isActive: users.isActive, termsAgreed: users.termsAgreed, role: eventMembers.role, ...banColumns })
          .from(users)
          .leftJoin(eventMembers, and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, users.id)))
          .leftJoin(eventBans, and(eq(eventBans.eventId, event.id), eq(eventBans.userId, users.id)))
          .where(inArray(users.id, ids))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id) ?? null;
      verdicts.set(id, decideAccess(event ?? null, row?.role ?? null, row, {}, banInForce(banOf(row), this.clock.now())));
    }
    return verdicts;
  }

  /**
   * The sign-in, the person, the event and their role in one statement, for the first authenticated
   * request of a person in a while: what it finds fills the caches, so the access check that follows
   * costs nothing. Answers the sign-in's facts, or null for an unknown session.
   */
  async loadForSession(sessionId: string, userId: number, slug: string): Promise<SessionFacts | null> {
    const stamps = this.stamps();
    const [row] = await this.statements().bySession.execute({ sessionId, slug });
    if (!row) return null;
    if (row.userId === userId) this.remember(slug, userId, row, memberOf(row), stamps);
    return { userId: row.userId, expiresAt: row.expiresAt, revokedAt: row.revokedAt, isActive: row.isActive };
  }

  /** Whether `require(slug, userId)` would be answered from memory. */
  isCached(slug: string, userId: number): boolean {
    return this.cachedFacts(slug, userId) !== null;
  }

  private cachedFacts(slug: string, userId: number): { event: EventRow; member: CachedMember } | null {
    const caches = this.caches;
    const event = caches?.events.get(slug);
    if (!caches || !event) return null;
    const member = caches.members.get(memberKey(event.id, userId));
    if (!member || !caches.agreedPeople.get(userId)) return null;
    return { event, member };
  }

  private stamps() {
    const c = this.caches;
    return { event: c?.events.stamp() ?? 0, member: c?.members.stamp() ?? 0, person: c?.agreedPeople.stamp() ?? 0 };
  }

  /** Keeps what lets the person in (see AccessCaches): a published event, a role, an agreement. */
  private remember(slug: string, userId: number, row: AccessRow, member: CachedMember | null, stamps: ReturnType<EventAccess['stamps']>): void {
    const caches = this.caches;
    if (!caches) return;
    if (row.isActive && row.termsAgreed) caches.agreedPeople.set(userId, true, stamps.person);
    if (!row.event) return;
    if (row.event.published) caches.events.set(slug, row.event, stamps.event);
    if (member) caches.members.set(memberKey(row.event.id, userId), member, stamps.member);
  }

  /** Applies the decision; the first visit is recorded here, once. */
  private async admit(
    event: EventRow | null,
    member: CachedMember | null,
    person: PersonFacts | null,
    userId: number,
    opts: AccessOptions,
    ban: BanFacts | null,
  ): Promise<EventAccessGrant> {
    const verdict = decideAccess(event, member?.role ?? null, person, opts, banInForce(ban, this.clock.now()));
    if (verdict instanceof ApiError) throw verdict;
    const found = event as EventRow;
    if (member) {
      if (!member.joinedAt) await this.markJoined(found.id, userId, member);
      return { event: found, role: member.role };
    }
    return { event: found, role: await this.join(found.id, userId) };
  }

  /** An open event: the first visit makes the person an attendee (a role given meanwhile wins). */
  private async join(eventId: number, userId: number): Promise<EventRole> {
    const now = this.clock.now();
    const stamp = this.caches?.members.stamp() ?? 0;
    const [row] = await this.db
      .insert(eventMembers)
      .values({ eventId, userId, role: 'attendee', joinedAt: now, lastSeenAt: now })
      .onConflictDoUpdate({
        target: [eventMembers.eventId, eventMembers.userId],
        set: { joinedAt: sql`coalesce(${eventMembers.joinedAt}, excluded.joined_at)` },
      })
      .returning({ role: eventMembers.role, joinedAt: eventMembers.joinedAt });
    const role = row?.role ?? 'attendee';
    this.caches?.members.set(memberKey(eventId, userId), { role, joinedAt: row?.joinedAt ?? now, ban: null }, stamp);
    return role;
  }

  /** Marks a guest-list entry as used on the first visit (last-seen comes from heartbeats). */
  private async markJoined(eventId: number, userId: number, member: CachedMember): Promise<void> {
    const now = this.clock.now();
    await this.db
      .update(eventMembers)
      .set({ joinedAt: now })
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId), isNull(eventMembers.joinedAt)));
    // The cached entry (if any) is this object: later requests see it joined and write nothing.
    member.joinedAt = now;
  }

  /** Drops what this process cached about a person's role (the writer's own process sees its change at once). */
  forgetMember(eventId: number, userId: number): void {
    this.caches?.members.delete(memberKey(eventId, userId));
  }

  /** Drops what this process cached about an event. */
  forgetEvent(slug: string): void {
    this.caches?.events.delete(slug);
  }

  /** Drops what this process cached about an administrator (an operator unmade them). */
  forgetAdministrator(userId: number): void {
    this.caches?.administrators.delete(userId);
  }
}

function memberOf(row: { role: EventRole | null; joinedAt: Date | null; banReason: string | null; banUntil: Date | null } | undefined): CachedMember | null {
  return row?.role ? { role: row.role, joinedAt: row.joinedAt, ban: banOf(row) } : null;
}

function banOf(row: { banReason: string | null; banUntil: Date | null } | null | undefined): BanFacts | null {
  return row?.banReason != null ? { reason: row.banReason, until: row.banUntil } : null;
}
