import { and, asc, eq } from 'drizzle-orm';
import type { SpaceType } from '@foyer/contracts';
import { spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import type { SpaceRow } from '../identity';

export type NewSpace = Omit<typeof spaces.$inferInsert, 'id' | 'eventId' | 'createdAt'>;

export class SpacesRepository {
  constructor(private readonly db: Executor) {}

  listByEvent(eventId: number): Promise<SpaceRow[]> {
    return this.db.select().from(spaces).where(eq(spaces.eventId, eventId)).orderBy(asc(spaces.type), asc(spaces.name), asc(spaces.id));
  }

  async findById(eventId: number, spaceId: number): Promise<SpaceRow | null> {
    const [row] = await this.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.id, spaceId)))
      .limit(1);
    return row ?? null;
  }

  async findByTypeAndSlug(eventId: number, type: SpaceType, slug: string): Promise<SpaceRow | null> {
    const [row] = await this.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, type), eq(spaces.slug, slug)))
      .limit(1);
    return row ?? null;
  }

  async setPublished(spaceId: number, published: boolean): Promise<SpaceRow> {
    const [row] = await this.db.update(spaces).set({ published }).where(eq(spaces.id, spaceId)).returning();
    if (!row) throw new Error(`space ${spaceId} vanished while being updated`);
    return row;
  }

  async setSettings(spaceId: number, settings: Record<string, unknown>): Promise<SpaceRow> {
    const [row] = await this.db.update(spaces).set({ settings }).where(eq(spaces.id, spaceId)).returning();
    if (!row) throw new Error(`space ${spaceId} vanished while being updated`);
    return row;
  }

  /** The common fields the console writes; the row as written. */
  async updateCommon(spaceId: number, values: Partial<Pick<SpaceRow, 'name' | 'slug' | 'published' | 'locationType' | 'image'>>): Promise<SpaceRow> {
    if (Object.keys(values).length === 0) {
      const [row] = await this.db.select().from(spaces).where(eq(spaces.id, spaceId)).limit(1);
      if (!row) throw new Error(`space ${spaceId} vanished while being updated`);
      return row;
    }
    const [row] = await this.db.update(spaces).set(values).where(eq(spaces.id, spaceId)).returning();
    if (!row) throw new Error(`space ${spaceId} vanished while being updated`);
    return row;
  }

  /** Locks the space's row for the rest of the transaction (a delete: writes that refer to it wait). */
  async lock(eventId: number, spaceId: number): Promise<SpaceRow | null> {
    const [row] = await this.db.select().from(spaces).where(and(eq(spaces.eventId, eventId), eq(spaces.id, spaceId))).for('update');
    return row ?? null;
  }

  async delete(spaceId: number): Promise<void> {
    await this.db.delete(spaces).where(eq(spaces.id, spaceId));
  }

  async insert(eventId: number, values: NewSpace): Promise<SpaceRow> {
    const [row] = await this.db
      .insert(spaces)
      .values({ ...values, eventId })
      .returning();
    if (!row) throw new Error(`inserting space ${values.type}/${values.slug} returned nothing`);
    return row;
  }
}
