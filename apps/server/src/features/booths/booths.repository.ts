import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { OwnBusinessCard, SponsoredSession, VideocallStatus } from '@foyer/contracts';
import { containsPattern } from '@foyer/domain';
import type { Executor } from '../../platform/db/database';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SpaceRow } from '../identity';
import { boothCategories, boothDocumentDownloads, boothDocuments, booths, boothStaff, boothVideoPlays, boothVideos } from './booths.schema';
import type { BoothDetailParts } from './booths.detail-parts';
import { boothCategoriesQuery, boothDetailQuery, boothListQuery } from './booths.queries';

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
  /** Its staff, in their order. */
  staffIds: number[];
  /** With the number of booths of its map in it (as that map's list shows them). */
  category: { id: number; name: string; mapSpaceId: number; booths: number } | null;
}

/** Everything a booth's detail shows, read at once; null when the event has no booth space of that slug. */
export interface BoothDetailRow {
  space: SpaceRow;
  /** Null when the space has no booth row yet. */
  row: BoothListRow | null;
  isStaff: boolean;
  staff: StaffRow[];
  documents: Pick<BoothDocumentRow, 'id' | 'name' | 'url'>[];
  videos: Pick<BoothVideoRow, 'id' | 'name' | 'url' | 'embeddedUrl' | 'thumbnail'>[];
  hasJobs: boolean;
  jobsSlug: string | null;
  /** The asking person's own business card at the booth, as the reply shows it; null before one. */
  ownCard: OwnBusinessCard | null;
  sponsoredSessions: SponsoredSession[];
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
  /** Only in the detail's staff (live presence and calls; the list does not show them). */
  isOnline?: boolean;
  videocallStatus?: VideocallStatus | null;
}

type ListQuery = ReturnType<typeof boothListQuery>;
type DetailQuery = ReturnType<typeof boothDetailQuery>;

/** A person's downloads of one document count once in this long. */
export const downloadCountedOncePerMs = 60 * 60_000;

export class BoothsRepository {
  // Built once, on first use: the hot reads skip query building and PostgreSQL parses them once per connection.
  private listQuery?: ListQuery;
  private detailQuery?: DetailQuery;
  private categoriesQuery?: ReturnType<typeof boothCategoriesQuery>;

  constructor(
    private readonly db: Executor,
    /** The detail's parts other features own (decision 0078). */
    private readonly parts: BoothDetailParts,
  ) {}

  /**
   * A page of booths with their staff and category counts, and the number of all that match, in one
   * statement. Only a page past the end asks again, for the count.
   */
  async list(f: BoothFilter, limit: number, offset: number): Promise<{ count: number; rows: BoothListRow[] }> {
    this.listQuery ??= boothListQuery(this.db);
    const params = {
      eventId: f.eventId,
      includeClosed: f.includeClosed,
      mapSpaceId: f.mapSpaceId ?? null,
      categoryId: f.categoryId ?? null,
      patterns: f.words.map(containsPattern),
    };
    const rows = await this.listQuery.execute({ ...params, limit, offset });
    const total = rows[0]?.total ?? (offset > 0 ? (await this.listQuery.execute({ ...params, limit: 1, offset: 0 }))[0]?.total : 0) ?? 0;
    return {
      count: total,
      rows: rows.map((r) => ({
        booth: r.booth,
        slug: r.slug,
        published: r.published,
        mapSlug: r.mapSlug,
        staffIds: r.staffIds,
        category: r.category ? { ...r.category, booths: r.categoryBooths } : null,
      })),
    };
  }

  /** A booth space of the event by slug with all its detail shows for `userId`, in one statement. */
  async detail(p: { eventId: number; slug: string; userId: number; includeClosed: boolean; onlineSince: string }): Promise<BoothDetailRow | null> {
    this.detailQuery ??= boothDetailQuery(this.db, this.parts);
    const [r] = await this.detailQuery.execute(p);
    if (!r) return null;
    const row: BoothListRow | null = r.booth
      ? {
          booth: r.booth,
          slug: r.space.slug,
          published: r.space.published,
          mapSlug: r.mapSlug,
          staffIds: r.staff.map((s) => s.id),
          category: r.category ? { ...r.category, booths: r.categoryBooths } : null,
        }
      : null;
    return {
      space: r.space,
      row,
      isStaff: r.isStaff,
      staff: r.staff,
      documents: r.documents,
      videos: r.videos,
      hasJobs: r.hasJobs,
      jobsSlug: r.jobsSlug,
      ownCard: r.ownCard,
      sponsoredSessions: r.sponsoredSessions,
    };
  }

  /** A page of the map's categories with their booth counts (as the map's list shows them), in one statement. */
  async categoriesOfMap(mapSpaceId: number, includeClosed: boolean, limit: number, offset: number): Promise<{ count: number; rows: BoothCategoryRow[]; counts: Map<number, number> }> {
    this.categoriesQuery ??= boothCategoriesQuery(this.db);
    const found = await this.categoriesQuery.execute({ mapSpaceId, includeClosed, limit, offset });
    const total = found[0]?.total ?? (offset > 0 ? (await this.categoriesQuery.execute({ mapSpaceId, includeClosed, limit: 1, offset: 0 }))[0]?.total : 0) ?? 0;
    return { count: total, rows: found.map((r) => r.category), counts: new Map(found.map((r) => [r.category.id, r.booths])) };
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

  async findDocument(boothId: number, documentId: number): Promise<BoothDocumentRow | null> {
    const [row] = await this.db
      .select()
      .from(boothDocuments)
      .where(and(eq(boothDocuments.boothId, boothId), eq(boothDocuments.id, documentId)))
      .limit(1);
    return row ?? null;
  }

  /**
   * Records a download unless the person downloaded the document within the hour before `at`, so
   * clicking again (or a script) does not inflate the count. Two requests at once queue on a lock for
   * that person and document, so the second sees the first's row. Answers whether it counted.
   */
  recordDownload(documentId: number, userId: number, at: Date): Promise<boolean> {
    return this.recordOncePerHour({ table: boothDocumentDownloads, item: boothDocumentDownloads.documentId, person: boothDocumentDownloads.userId, at: boothDocumentDownloads.downloadedAt }, 'booth-download', documentId, userId, at);
  }

  /** Records a play of a booth video, as `recordDownload` records a download (once per person, video and hour). */
  recordVideoPlay(videoId: number, userId: number, at: Date): Promise<boolean> {
    return this.recordOncePerHour({ table: boothVideoPlays, item: boothVideoPlays.videoId, person: boothVideoPlays.userId, at: boothVideoPlays.playedAt }, 'booth-video-play', videoId, userId, at);
  }

  private recordOncePerHour(
    target: { table: typeof boothDocumentDownloads | typeof boothVideoPlays; item: PgColumn; person: PgColumn; at: PgColumn },
    lockName: string,
    itemId: number,
    userId: number,
    at: Date,
  ): Promise<boolean> {
    const since = new Date(at.getTime() - downloadCountedOncePerMs);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${lockName}:${itemId}:${userId}`}, 0))`);
      const inserted = await tx.execute(sql`
        INSERT INTO ${target.table} (${sql.identifier(target.item.name)}, ${sql.identifier(target.person.name)}, ${sql.identifier(target.at.name)})
        SELECT ${itemId}, ${userId}, ${at.toISOString()}::timestamptz
        WHERE NOT EXISTS (
          SELECT 1 FROM ${target.table}
          WHERE ${target.item} = ${itemId} AND ${target.person} = ${userId} AND ${target.at} > ${since.toISOString()}::timestamptz)`);
      return (inserted.rowCount ?? 0) > 0;
    });
  }

  async findVideo(boothId: number, videoId: number): Promise<BoothVideoRow | null> {
    const [row] = await this.db
      .select()
      .from(boothVideos)
      .where(and(eq(boothVideos.boothId, boothId), eq(boothVideos.id, videoId)))
      .limit(1);
    return row ?? null;
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
