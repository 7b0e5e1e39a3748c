import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { CurrentUserFields } from '../../platform/current-user-fields';
import { users } from './accounts.schema';
// Read-only join for owned/attending events; the events feature owns these tables.
import { eventMembers, events, type EventRole } from './events.schema';

export type UserRow = typeof users.$inferSelect;

export interface Membership {
  /** The event_members row id: the person's attendee id in that event. */
  memberId: number;
  eventId: number;
  eventSlug: string;
  role: EventRole;
  /** Whether the person is listed in that event (their privacy toggle there). */
  isPublic: boolean;
}

/** E-mail addresses are compared lower-cased and trimmed everywhere (the unique key is on that form). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The person with the events they are a member of (by slug) and the fields other features contribute
 * (decision 0031): `current_user` in one prepared statement.
 */
function withMembershipsQuery(db: Executor, fields: CurrentUserFields) {
  const contributed = fields.objectSql({
    userId: sql`users.id`,
    eventId: sql`${sql.placeholder('eventId')}::int`,
    now: sql`${sql.placeholder('now')}::timestamptz`,
  });
  return db
    .select({
      user: users,
      fields: sql<Record<string, unknown>>`${contributed}`,
      // `users.id` by name: a one-table select leaves its columns unqualified, which the sub-select would shadow.
      memberships: sql<Membership[]>`coalesce((select json_agg(json_build_object('memberId', m.id, 'eventId', e.id,
        'eventSlug', e.slug, 'role', m.role, 'isPublic', m.is_public) order by e.slug) from event_members m join events e on e.id = m.event_id
        where m.user_id = users.id), '[]'::json)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(`accounts_with_memberships_${fields.names().join('_')}`);
}

/** Users as sign-in needs them. */
export class AccountsRepository {
  // Built on first use: the hot read skips query building and is parsed once per connection.
  private withMembershipsQuery?: ReturnType<typeof withMembershipsQuery>;

  constructor(
    private readonly db: Executor,
    /** What other features add to `current_user`; none unless given (the statement's name says which). */
    private readonly fields: CurrentUserFields = new CurrentUserFields(),
  ) {}

  /**
   * The person, their memberships and the contributed fields (in `eventId`, null without an event) in one
   * round trip; null for an unknown id.
   */
  async findWithMemberships(
    id: number,
    eventId: number | null = null,
    now: Date = new Date(),
  ): Promise<{ user: UserRow; memberships: Membership[]; fields: Record<string, unknown> } | null> {
    this.withMembershipsQuery ??= withMembershipsQuery(this.db, this.fields);
    const [row] = await this.withMembershipsQuery.execute({ userId: id, eventId, now: now.toISOString() });
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
    return row ?? null;
  }

  async findById(id: number): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  async findByActivationDigest(digest: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.activationKey, digest)).limit(1);
    return row ?? null;
  }

  /** Creates the account, or answers the one a concurrent request created a moment earlier. */
  async create(email: string, fields: Partial<Pick<UserRow, 'activationKey' | 'passwordHash'>> = {}): Promise<{ user: UserRow; created: boolean }> {
    const [row] = await this.db
      .insert(users)
      .values({ email: normalizeEmail(email), ...fields })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (row) return { user: row, created: true };
    const existing = await this.findByEmail(email);
    if (!existing) throw new Error(`user ${email} neither inserted nor found`);
    return { user: existing, created: false };
  }

  async update(id: number, fields: Partial<Pick<UserRow, 'activationKey' | 'passwordHash' | 'termsAgreed' | 'lastLogin'>>): Promise<UserRow> {
    const [row] = await this.db.update(users).set(fields).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`user ${id} vanished`);
    return row;
  }

  /** A removed account by the HMAC of its reactivation code. */
  async findByReactivationCode(codeHash: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.reactivationCodeHash, codeHash)).limit(1);
    return row ?? null;
  }

  /**
   * Gives a removed account its e-mail address back and lets it in again; null when another request
   * used the same code a moment earlier. Its erased data stays erased (the names are empty again).
   */
  async reactivate(id: number, codeHash: string, email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ email: normalizeEmail(email), isActive: true, removedAt: null, reactivationCodeHash: null, reactivationEmailHash: null, firstName: '', lastName: '' })
      .where(and(eq(users.id, id), eq(users.reactivationCodeHash, codeHash)))
      .returning();
    return row ?? null;
  }

  async memberships(userId: number): Promise<Membership[]> {
    return this.db
      .select({ memberId: eventMembers.id, eventId: events.id, eventSlug: events.slug, role: eventMembers.role, isPublic: eventMembers.isPublic })
      .from(eventMembers)
      .innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(eq(eventMembers.userId, userId))
      .orderBy(events.slug);
  }
}
