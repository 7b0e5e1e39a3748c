import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventMembers, events, spaces, type EventRole, type EventRow, type SpaceRow } from '../identity/events.schema';

export type NewEventRow = typeof events.$inferInsert;

/** Queries of the events feature; services call these, routes never do. */
export class EventsRepository {
  constructor(private readonly db: Executor) {}

  async findBySlug(slug: string): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.slug, slug)).limit(1);
    return row ?? null;
  }

  async insert(values: NewEventRow): Promise<EventRow> {
    const [row] = await this.db.insert(events).values(values).returning();
    if (!row) throw new Error(`inserting event ${values.slug} returned nothing`);
    return row;
  }

  async setHomeSpace(eventId: number, spaceId: number | null): Promise<void> {
    await this.db.update(events).set({ homeSpaceId: spaceId }).where(eq(events.id, eventId));
  }

  async findSpace(spaceId: number | null): Promise<SpaceRow | null> {
    if (spaceId === null) return null;
    const [row] = await this.db.select().from(spaces).where(eq(spaces.id, spaceId)).limit(1);
    return row ?? null;
  }

  /** Whether the person is shown to others: their profile setting and their setting in this event. */
  async isPublicIn(eventId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userPublic: users.isPublic, memberPublic: eventMembers.isPublic })
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(eq(users.id, userId))
      .limit(1);
    return Boolean(row?.userPublic && (row.memberPublic ?? true));
  }

  /** Takes a person off the event's list (an invite list entry, a role); answers whether they were on it. */
  async deleteMember(eventId: number, userId: number): Promise<boolean> {
    const removed = await this.db
      .delete(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), eq(eventMembers.userId, userId)))
      .returning({ id: eventMembers.id });
    return removed.length > 0;
  }

  /** Opens or closes an event; answers its slug, or null for an unknown event. */
  async setPublished(eventId: number, published: boolean): Promise<string | null> {
    const [row] = await this.db.update(events).set({ published }).where(eq(events.id, eventId)).returning({ slug: events.slug });
    return row?.slug ?? null;
  }

  /** Puts a person on the event's list with a role (or changes their role). */
  async upsertMember(eventId: number, userId: number, role: EventRole): Promise<void> {
    await this.db
      .insert(eventMembers)
      .values({ eventId, userId, role })
      .onConflictDoUpdate({ target: [eventMembers.eventId, eventMembers.userId], set: { role } });
  }
}
