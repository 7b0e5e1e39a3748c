import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from './accounts.schema';
// Read-only join for owned/attending events; the events feature owns these tables.
import { eventMembers, events, type EventRole } from '../events/events.schema';

export type UserRow = typeof users.$inferSelect;

export interface Membership {
  /** The event_members row id: the person's attendee id in that event. */
  memberId: number;
  eventId: number;
  eventSlug: string;
  role: EventRole;
}

/** E-mail addresses are compared lower-cased and trimmed everywhere (the unique key is on that form). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Users as sign-in needs them. */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

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

  async memberships(userId: number): Promise<Membership[]> {
    return this.db
      .select({ memberId: eventMembers.id, eventId: events.id, eventSlug: events.slug, role: eventMembers.role })
      .from(eventMembers)
      .innerJoin(events, eq(events.id, eventMembers.eventId))
      .where(eq(eventMembers.userId, userId))
      .orderBy(events.slug);
  }
}
