import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { eventMembers, events, spaces, type EventRole, type EventRow } from '../identity/events.schema';

export type EventColumns = Partial<typeof events.$inferInsert>;

export interface ConsoleEventRow {
  event: EventRow;
  /** The asker's role in the event (null for an administrator not on its list). */
  role: EventRole | null;
  /** Whether the asker staffs a booth of the event (decision 0085). */
  staffsBooth: boolean;
  peopleCount: number;
}

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organiser console's queries about events; the service calls them in its transactions. */
export class OrganizerEventsRepository {
  constructor(private readonly db: Executor) {}

  /**
   * Events the person owns, moderates or staffs a booth of (an administrator: all), latest first, with their
   * people counted. Booth staff are read from the booths' tables by name, as the people page reads them (decision 0081).
   */
  async listFor(userId: number, administrator: boolean, query: { search?: string; limit: number; offset: number }): Promise<{ count: number; rows: ConsoleEventRow[] }> {
    const mine = and(eq(eventMembers.eventId, events.id), eq(eventMembers.userId, userId));
    const search = query.search?.trim();
    const staffsBooth = sql<boolean>`exists (select 1 from booth_staff bs join booths b on b.space_id = bs.booth_id where b.event_id = ${events.id} and bs.user_id = ${userId})`;
    const where: SQL | undefined = and(
      administrator ? undefined : or(inArray(eventMembers.role, ['owner', 'moderator']), staffsBooth),
      search ? or(ilike(events.name, likePattern(search)), ilike(events.slug, likePattern(search))) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(events).leftJoin(eventMembers, mine).where(where);
    const rows = await this.db
      .select({
        event: events,
        role: eventMembers.role,
        staffsBooth,
        peopleCount: sql<number>`(select count(*)::int from ${eventMembers} people where people.event_id = ${events.id})`,
      })
      .from(events)
      .leftJoin(eventMembers, mine)
      .where(where)
      .orderBy(desc(events.startDate), desc(events.id))
      .limit(query.limit)
      .offset(query.offset);
    return { count: total?.n ?? 0, rows };
  }

  async slugTaken(slug: string): Promise<boolean> {
    const [row] = await this.db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
    return row !== undefined;
  }

  /** Inserts the event; a taken slug fails on the unique index (the caller answers 409). */
  async insert(values: typeof events.$inferInsert): Promise<EventRow> {
    const [row] = await this.db.insert(events).values(values).returning();
    if (!row) throw new Error(`inserting event ${values.slug} returned nothing`);
    return row;
  }

  /** The event's row, locked until the transaction ends (a settings change reads, decides, then writes). */
  async lock(eventId: number): Promise<EventRow | null> {
    const [row] = await this.db.select().from(events).where(eq(events.id, eventId)).for('update');
    return row ?? null;
  }

  async update(eventId: number, columns: EventColumns): Promise<EventRow> {
    const [row] = await this.db.update(events).set(columns).where(eq(events.id, eventId)).returning();
    if (!row) throw new Error(`event ${eventId} vanished`);
    return row;
  }

  async delete(eventId: number): Promise<void> {
    await this.db.delete(events).where(eq(events.id, eventId));
  }

  async isSpaceOf(eventId: number, spaceId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: spaces.id }).from(spaces).where(and(eq(spaces.id, spaceId), eq(spaces.eventId, eventId))).limit(1);
    return row !== undefined;
  }

  /** People on the event's list besides its owners (deleting the event takes their place in it too). */
  async peopleBesidesOwners(eventId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(eventMembers).where(and(eq(eventMembers.eventId, eventId), ne(eventMembers.role, 'owner')));
    return row?.n ?? 0;
  }

  /** The first owner of a new event: on its list, not yet entered. */
  async addOwner(eventId: number, userId: number): Promise<void> {
    await this.db.insert(eventMembers).values({ eventId, userId, role: 'owner' });
  }
}
