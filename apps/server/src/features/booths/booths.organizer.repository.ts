import { and, asc, count, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '@foyer/domain';
import type { Executor } from '../../platform/db/database';
import { users } from '../identity/accounts.schema';
import { eventMembers, spaces } from '../identity/events.schema';
import type { EventRole } from '../identity';
import { boothCategories, boothDocuments, booths, boothStaff, boothVideos } from './booths.schema';

const mapSpaces = alias(spaces, 'console_map_spaces');

export type BoothSpaceRow = typeof spaces.$inferSelect;
export type ConsoleBoothRow = typeof booths.$inferSelect;

/** A booth with its space and map, as the console reads one. */
export interface ConsoleBooth {
  space: BoothSpaceRow;
  booth: ConsoleBoothRow;
  mapSlug: string | null;
}

/**
 * Whether an update's values set a column: a patch of only absent fields arrives as keys with `undefined`, which
 * drizzle drops, and an update of nothing throws (a contract fuzz case: `{}` for a booth video was a 500).
 */
const setsAnything = (values: object): boolean => Object.values(values).some((value) => value !== undefined);

/** The console's reads and writes of booths, their categories, staff, documents and videos (decision 0085). */
export class BoothsConsoleRepository {
  constructor(private readonly db: Executor) {}

  async find(eventId: number, boothSlug: string): Promise<ConsoleBooth | null> {
    const [row] = await this.db
      .select({ space: spaces, booth: booths, mapSlug: mapSpaces.slug })
      .from(spaces)
      .innerJoin(booths, eq(booths.spaceId, spaces.id))
      .leftJoin(mapSpaces, eq(mapSpaces.id, booths.mapSpaceId))
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, 'booth'), eq(spaces.slug, boothSlug)))
      .limit(1);
    return row ?? null;
  }

  /** A booth space of the event by slug, its row locked for the rest of the transaction. */
  async lock(eventId: number, boothSlug: string): Promise<BoothSpaceRow | null> {
    const [row] = await this.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, 'booth'), eq(spaces.slug, boothSlug)))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  async list(eventId: number, words: string[], limit: number, offset: number) {
    const rows = await this.db
      .select({
        space: spaces,
        booth: booths,
        staff: sql<number>`(select count(*)::int from booth_staff bs where bs.booth_id = ${booths.spaceId})`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(booths)
      .innerJoin(spaces, eq(spaces.id, booths.spaceId))
      .where(and(eq(booths.eventId, eventId), ...words.map((word) => like(booths.searchName, containsPattern(word)))))
      .orderBy(asc(booths.order), asc(booths.searchName), asc(booths.spaceId))
      .limit(limit)
      .offset(offset);
    return { count: rows[0]?.total ?? 0, rows };
  }

  async staffOf(boothId: number) {
    return this.db
      .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
      .from(boothStaff)
      .innerJoin(users, eq(users.id, boothStaff.userId))
      .where(eq(boothStaff.boothId, boothId))
      .orderBy(asc(boothStaff.order), asc(users.id));
  }

  documentsOf(boothId: number) {
    return this.db.select().from(boothDocuments).where(eq(boothDocuments.boothId, boothId)).orderBy(asc(boothDocuments.order), asc(boothDocuments.id));
  }

  videosOf(boothId: number) {
    return this.db.select().from(boothVideos).where(eq(boothVideos.boothId, boothId)).orderBy(asc(boothVideos.order), asc(boothVideos.id));
  }

  async slugTaken(eventId: number, slug: string, exceptId: number | null): Promise<boolean> {
    const [row] = await this.db
      .select({ id: spaces.id })
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, 'booth'), eq(spaces.slug, slug), exceptId === null ? undefined : ne(spaces.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  async updateSpace(spaceId: number, values: Partial<Pick<BoothSpaceRow, 'name' | 'slug'>>): Promise<void> {
    if (setsAnything(values)) await this.db.update(spaces).set(values).where(eq(spaces.id, spaceId));
  }

  async updateBooth(spaceId: number, values: Partial<typeof booths.$inferInsert>): Promise<void> {
    if (setsAnything(values)) await this.db.update(booths).set(values).where(eq(booths.spaceId, spaceId));
  }

  async insert(space: typeof spaces.$inferInsert, booth: Omit<typeof booths.$inferInsert, 'spaceId'>): Promise<number> {
    const [made] = await this.db.insert(spaces).values(space).returning({ id: spaces.id });
    if (!made) throw new Error('inserting a booth space returned nothing');
    await this.db.insert(booths).values({ ...booth, spaceId: made.id });
    return made.id;
  }

  async deleteSpace(spaceId: number): Promise<void> {
    await this.db.delete(spaces).where(eq(spaces.id, spaceId));
  }

  // Categories

  async categories(eventId: number) {
    return this.db
      .select({
        category: boothCategories,
        mapName: spaces.name,
        booths: sql<number>`(select count(*)::int from booths b where b.category_id = ${boothCategories.id})`,
      })
      .from(boothCategories)
      .innerJoin(spaces, eq(spaces.id, boothCategories.mapSpaceId))
      .where(eq(boothCategories.eventId, eventId))
      .orderBy(asc(spaces.name), asc(boothCategories.order), asc(boothCategories.name), asc(boothCategories.id));
  }

  async category(eventId: number, categoryId: number) {
    return (await this.categories(eventId)).find((c) => c.category.id === categoryId) ?? null;
  }

  /** Another category of the map with that name, ignoring case. */
  async categoryNamed(mapSpaceId: number, name: string, exceptId: number | null): Promise<boolean> {
    return (await this.categoryIdNamed(mapSpaceId, name, exceptId)) !== null;
  }

  async categoryIdNamed(mapSpaceId: number, name: string, exceptId: number | null = null): Promise<number | null> {
    const [row] = await this.db
      .select({ id: boothCategories.id })
      .from(boothCategories)
      .where(and(eq(boothCategories.mapSpaceId, mapSpaceId), sql`lower(${boothCategories.name}) = lower(${name})`, exceptId === null ? undefined : ne(boothCategories.id, exceptId)))
      .limit(1);
    return row?.id ?? null;
  }

  async insertCategory(eventId: number, mapSpaceId: number, name: string, order: number | undefined): Promise<number> {
    const [made] = await this.db
      .insert(boothCategories)
      .values({ eventId, mapSpaceId, name, order: order ?? sql`(select coalesce(max(c."order"), 0) + 1 from booth_categories c where c.map_space_id = ${mapSpaceId})` })
      .returning({ id: boothCategories.id });
    if (!made) throw new Error('inserting a booth category returned nothing');
    return made.id;
  }

  async updateCategory(categoryId: number, values: { name?: string; order?: number }): Promise<void> {
    if (setsAnything(values)) await this.db.update(boothCategories).set(values).where(eq(boothCategories.id, categoryId));
  }

  async deleteCategory(categoryId: number): Promise<void> {
    await this.db.delete(boothCategories).where(eq(boothCategories.id, categoryId));
  }

  /** A map space of the event, by id or slug. */
  async map(eventId: number, ref: { id: number } | { slug: string }): Promise<BoothSpaceRow | null> {
    const [row] = await this.db
      .select()
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, 'map'), 'id' in ref ? eq(spaces.id, ref.id) : eq(spaces.slug, ref.slug)))
      .limit(1);
    return row ?? null;
  }

  // Staff: people on the event's list, and the `staff` role that booth staff hold (decision 0085).

  async members(eventId: number, userIds: number[]): Promise<Map<number, EventRole>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: eventMembers.userId, role: eventMembers.role })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, userIds)));
    return new Map(rows.map((r) => [r.userId, r.role]));
  }

  /** Of these people, those who staff a booth of the event. */
  async staffingAnyBooth(eventId: number, userIds: number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ userId: boothStaff.userId })
      .from(boothStaff)
      .innerJoin(booths, eq(booths.spaceId, boothStaff.boothId))
      .where(and(eq(booths.eventId, eventId), inArray(boothStaff.userId, userIds)));
    return new Set(rows.map((r) => r.userId));
  }

  async replaceStaff(boothId: number, userIds: number[]): Promise<void> {
    await this.db.delete(boothStaff).where(eq(boothStaff.boothId, boothId));
    if (userIds.length > 0) await this.db.insert(boothStaff).values(userIds.map((userId, order) => ({ boothId, userId, order })));
  }

  async setRole(eventId: number, userIds: number[], role: EventRole): Promise<void> {
    if (userIds.length > 0) await this.db.update(eventMembers).set({ role }).where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.userId, userIds)));
  }

  /** The booths of the event a person staffs (their slugs and names), for the console's "My booth". */
  async staffedBy(eventId: number, userId: number) {
    return this.db
      .select({ slug: spaces.slug, name: booths.name })
      .from(boothStaff)
      .innerJoin(booths, eq(booths.spaceId, boothStaff.boothId))
      .innerJoin(spaces, eq(spaces.id, booths.spaceId))
      .where(and(eq(booths.eventId, eventId), eq(boothStaff.userId, userId)))
      .orderBy(asc(booths.searchName));
  }

  // Documents and videos

  async nextOrder(table: typeof boothDocuments | typeof boothVideos, boothId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(table).where(eq(table.boothId, boothId));
    return row?.n ?? 0;
  }

  async document(boothId: number, documentId: number) {
    const [row] = await this.db.select().from(boothDocuments).where(and(eq(boothDocuments.boothId, boothId), eq(boothDocuments.id, documentId))).limit(1);
    return row ?? null;
  }

  async video(boothId: number, videoId: number) {
    const [row] = await this.db.select().from(boothVideos).where(and(eq(boothVideos.boothId, boothId), eq(boothVideos.id, videoId))).limit(1);
    return row ?? null;
  }

  async updateDocument(documentId: number, values: { name?: string; order?: number }): Promise<void> {
    if (setsAnything(values)) await this.db.update(boothDocuments).set(values).where(eq(boothDocuments.id, documentId));
  }

  async deleteDocument(documentId: number): Promise<void> {
    await this.db.delete(boothDocuments).where(eq(boothDocuments.id, documentId));
  }

  async updateVideo(videoId: number, values: Partial<typeof boothVideos.$inferInsert>): Promise<void> {
    if (setsAnything(values)) await this.db.update(boothVideos).set(values).where(eq(boothVideos.id, videoId));
  }

  async deleteVideo(videoId: number): Promise<void> {
    await this.db.delete(boothVideos).where(eq(boothVideos.id, videoId));
  }
}
