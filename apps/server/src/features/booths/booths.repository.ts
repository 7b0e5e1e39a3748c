import { and, asc, count, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { containsPattern } from '@foyer/domain';
import { users } from '../accounts/accounts.schema';
import { spaces } from '../events/events.schema';
import type { Executor } from '../events';
import { boothCategories, boothDocumentDownloads, boothDocuments, booths, boothStaff, boothVideos } from './booths.schema';
// Read-only lookups for the booth detail (`left_business_card`, `my_business_card`, `has_jobs`, `jobs_slug`); those
// features own their tables and depend on this one, so the booth detail reads them here.
import { businessCards } from '../business-cards/business-cards.schema';
import type { BusinessCardRow } from '../business-cards/business-cards.repository';
import { jobs } from '../jobs/jobs.schema';

export type BoothRow = typeof booths.$inferSelect;
export type NewBoothRow = typeof booths.$inferInsert;
export type BoothCategoryRow = typeof boothCategories.$inferSelect;
export type BoothDocumentRow = typeof boothDocuments.$inferSelect;
export type BoothVideoRow = typeof boothVideos.$inferSelect;

/** A booth with what its list entry needs from other rows. */
export interface BoothListRow {
  booth: BoothRow;
  slug: string;
  published: boolean;
  mapSlug: string | null;
  category: { id: number; name: string; mapSpaceId: number } | null;
}

export interface BoothFilter {
  eventId: number;
  /** Only booths standing on this map. */
  mapSpaceId?: number;
  categoryId?: number;
  /** Folded words that must all occur in the folded name. */
  words: string[];
  /** Closed booths too (organisers). */
  includeClosed: boolean;
}

export interface StaffRow {
  boothId: number;
  id: number;
  firstName: string;
  lastName: string;
  mugshot: string | null;
  jobtitle: string;
  company: string;
  hiddenProfileFields: string[];
}

const mapSpaces = alias(spaces, 'map_spaces');

export class BoothsRepository {
  constructor(private readonly db: Executor) {}

  private where(f: BoothFilter): SQL | undefined {
    return and(
      eq(booths.eventId, f.eventId),
      f.includeClosed ? undefined : eq(spaces.published, true),
      f.mapSpaceId === undefined ? undefined : eq(booths.mapSpaceId, f.mapSpaceId),
      f.categoryId === undefined ? undefined : eq(booths.categoryId, f.categoryId),
      ...f.words.map((w) => like(booths.searchName, containsPattern(w))),
    );
  }

  async list(f: BoothFilter, limit: number, offset: number): Promise<{ count: number; rows: BoothListRow[] }> {
    const [total] = await this.db.select({ n: count() }).from(booths).innerJoin(spaces, eq(spaces.id, booths.spaceId)).where(this.where(f));
    const rows = await this.db
      .select({
        booth: booths,
        slug: spaces.slug,
        published: spaces.published,
        mapSlug: mapSpaces.slug,
        categoryId: boothCategories.id,
        categoryName: boothCategories.name,
        categoryMap: boothCategories.mapSpaceId,
      })
      .from(booths)
      .innerJoin(spaces, eq(spaces.id, booths.spaceId))
      .leftJoin(mapSpaces, eq(mapSpaces.id, booths.mapSpaceId))
      .leftJoin(boothCategories, eq(boothCategories.id, booths.categoryId))
      .where(this.where(f))
      .orderBy(asc(booths.order), asc(booths.searchName), asc(booths.spaceId))
      .limit(limit)
      .offset(offset);
    return {
      count: total?.n ?? 0,
      rows: rows.map((r) => ({
        booth: r.booth,
        slug: r.slug,
        published: r.published,
        mapSlug: r.mapSlug,
        category: r.categoryId !== null && r.categoryName !== null && r.categoryMap !== null ? { id: r.categoryId, name: r.categoryName, mapSpaceId: r.categoryMap } : null,
      })),
    };
  }

  /** How many booths of each category's map are in it (counted like the map's list: same visibility). */
  async countByCategory(categoryIds: number[], includeClosed: boolean): Promise<Map<number, number>> {
    if (categoryIds.length === 0) return new Map();
    const rows = await this.db
      .select({ categoryId: boothCategories.id, n: count(booths.spaceId) })
      .from(boothCategories)
      .leftJoin(booths, and(eq(booths.categoryId, boothCategories.id), eq(booths.mapSpaceId, boothCategories.mapSpaceId)))
      .leftJoin(spaces, eq(spaces.id, booths.spaceId))
      .where(and(inArray(boothCategories.id, categoryIds), includeClosed ? undefined : sql`(${spaces.published} IS NULL OR ${spaces.published})`))
      .groupBy(boothCategories.id);
    return new Map(rows.map((r) => [r.categoryId, r.n]));
  }

  async categoriesOfMap(mapSpaceId: number, limit: number, offset: number): Promise<{ count: number; rows: BoothCategoryRow[] }> {
    const [total] = await this.db.select({ n: count() }).from(boothCategories).where(eq(boothCategories.mapSpaceId, mapSpaceId));
    const rows = await this.db
      .select()
      .from(boothCategories)
      .where(eq(boothCategories.mapSpaceId, mapSpaceId))
      .orderBy(asc(boothCategories.order), asc(boothCategories.name), asc(boothCategories.id))
      .limit(limit)
      .offset(offset);
    return { count: total?.n ?? 0, rows };
  }

  async findCategory(eventId: number, categoryId: number): Promise<BoothCategoryRow | null> {
    const [row] = await this.db
      .select()
      .from(boothCategories)
      .where(and(eq(boothCategories.eventId, eventId), eq(boothCategories.id, categoryId)))
      .limit(1);
    return row ?? null;
  }

  async findBySpaceId(spaceId: number): Promise<BoothRow | null> {
    const [row] = await this.db.select().from(booths).where(eq(booths.spaceId, spaceId)).limit(1);
    return row ?? null;
  }

  async staffOf(boothIds: number[]): Promise<StaffRow[]> {
    if (boothIds.length === 0) return [];
    return this.db
      .select({
        boothId: boothStaff.boothId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        mugshot: users.mugshot,
        jobtitle: users.jobtitle,
        company: users.company,
        hiddenProfileFields: users.hiddenProfileFields,
      })
      .from(boothStaff)
      .innerJoin(users, eq(users.id, boothStaff.userId))
      .where(inArray(boothStaff.boothId, boothIds))
      .orderBy(asc(boothStaff.order), asc(users.id));
  }

  async isStaff(boothId: number, userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: boothStaff.userId })
      .from(boothStaff)
      .where(and(eq(boothStaff.boothId, boothId), eq(boothStaff.userId, userId)))
      .limit(1);
    return Boolean(row);
  }

  documentsOf(boothId: number): Promise<BoothDocumentRow[]> {
    return this.db.select().from(boothDocuments).where(eq(boothDocuments.boothId, boothId)).orderBy(asc(boothDocuments.order), asc(boothDocuments.id));
  }

  videosOf(boothId: number): Promise<BoothVideoRow[]> {
    return this.db.select().from(boothVideos).where(eq(boothVideos.boothId, boothId)).orderBy(asc(boothVideos.order), asc(boothVideos.id));
  }

  async findDocument(boothId: number, documentId: number): Promise<BoothDocumentRow | null> {
    const [row] = await this.db
      .select()
      .from(boothDocuments)
      .where(and(eq(boothDocuments.boothId, boothId), eq(boothDocuments.id, documentId)))
      .limit(1);
    return row ?? null;
  }

  async recordDownload(documentId: number, userId: number, at: Date): Promise<number> {
    const [row] = await this.db.insert(boothDocumentDownloads).values({ documentId, userId, downloadedAt: at }).returning({ id: boothDocumentDownloads.id });
    if (!row) throw new Error('download insert returned nothing');
    return row.id;
  }

  async downloadCounts(boothId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ documentId: boothDocumentDownloads.documentId, n: count() })
      .from(boothDocumentDownloads)
      .innerJoin(boothDocuments, eq(boothDocuments.id, boothDocumentDownloads.documentId))
      .where(eq(boothDocuments.boothId, boothId))
      .groupBy(boothDocumentDownloads.documentId);
    return new Map(rows.map((r) => [r.documentId, r.n]));
  }

  /** The person's own business card at the booth, or null. */
  async ownCard(boothId: number, userId: number): Promise<BusinessCardRow | null> {
    const [row] = await this.db
      .select()
      .from(businessCards)
      .where(and(eq(businessCards.boothId, boothId), eq(businessCards.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  async hasJobs(boothId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.boothId, boothId)).limit(1);
    return Boolean(row);
  }

  /** The event's first jobs space (open ones first unless `includeClosed`), or null. */
  async jobsSpaceSlug(eventId: number, includeClosed: boolean): Promise<string | null> {
    const [row] = await this.db
      .select({ slug: spaces.slug })
      .from(spaces)
      .where(and(eq(spaces.eventId, eventId), eq(spaces.type, 'jobs'), includeClosed ? undefined : eq(spaces.published, true)))
      .orderBy(sql`${spaces.published} DESC`, asc(spaces.id))
      .limit(1);
    return row?.slug ?? null;
  }

  // Writing (organiser console later, the demo and tests now).

  async insertBooth(values: NewBoothRow): Promise<BoothRow> {
    const [row] = await this.db.insert(booths).values(values).returning();
    if (!row) throw new Error('booth insert returned nothing');
    return row;
  }

  async insertCategory(values: Omit<typeof boothCategories.$inferInsert, 'id'>): Promise<BoothCategoryRow> {
    const [row] = await this.db.insert(boothCategories).values(values).returning();
    if (!row) throw new Error('category insert returned nothing');
    return row;
  }

  async setStaff(boothId: number, userIds: number[]): Promise<void> {
    await this.db.delete(boothStaff).where(eq(boothStaff.boothId, boothId));
    if (userIds.length > 0) await this.db.insert(boothStaff).values(userIds.map((userId, order) => ({ boothId, userId, order })));
  }

  async insertDocument(values: Omit<typeof boothDocuments.$inferInsert, 'id'>): Promise<BoothDocumentRow> {
    const [row] = await this.db.insert(boothDocuments).values(values).returning();
    if (!row) throw new Error('document insert returned nothing');
    return row;
  }

  async insertVideo(values: Omit<typeof boothVideos.$inferInsert, 'id'>): Promise<BoothVideoRow> {
    const [row] = await this.db.insert(boothVideos).values(values).returning();
    if (!row) throw new Error('video insert returned nothing');
    return row;
  }
}
