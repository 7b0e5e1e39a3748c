import { and, arrayContains, asc, eq, like, sql } from 'drizzle-orm';
import { containsPattern } from '@foyer/domain';
import type { Executor } from '../../platform/db/database';
import { cinemaVideos } from './cinema.schema';

export type CinemaVideoRow = typeof cinemaVideos.$inferSelect;
export type NewCinemaVideoRow = Omit<typeof cinemaVideos.$inferInsert, 'id' | 'createdAt'>;

export interface CinemaVideoFilter {
  cinemaId: number;
  /** Folded words; each must occur in the title or description. */
  words: string[];
  /** Every one of these tags. */
  tags: string[];
}

export class CinemaRepository {
  constructor(private readonly db: Executor) {}

  /** Every matching video of the cinema in showing order (a cinema holds tens of videos, not thousands). */
  videos(f: CinemaVideoFilter): Promise<CinemaVideoRow[]> {
    return this.db
      .select()
      .from(cinemaVideos)
      .where(
        and(
          eq(cinemaVideos.cinemaId, f.cinemaId),
          f.tags.length > 0 ? arrayContains(cinemaVideos.tags, f.tags) : undefined,
          ...f.words.map((w) => like(cinemaVideos.searchText, containsPattern(w))),
        ),
      )
      .orderBy(asc(cinemaVideos.order), asc(cinemaVideos.id));
  }

  async tags(cinemaId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ tag: sql<string>`unnest(${cinemaVideos.tags})` })
      .from(cinemaVideos)
      .where(eq(cinemaVideos.cinemaId, cinemaId));
    return rows.map((r) => r.tag);
  }

  async insert(values: NewCinemaVideoRow): Promise<CinemaVideoRow> {
    const [row] = await this.db.insert(cinemaVideos).values(values).returning();
    if (!row) throw new Error('cinema video insert returned nothing');
    return row;
  }

  async find(cinemaId: number, videoId: number): Promise<CinemaVideoRow | null> {
    const [row] = await this.db.select().from(cinemaVideos).where(and(eq(cinemaVideos.cinemaId, cinemaId), eq(cinemaVideos.id, videoId))).limit(1);
    return row ?? null;
  }

  /** The film's row, locked until the caller's transaction ends (two writes of one film follow each other). */
  async lock(cinemaId: number, videoId: number): Promise<CinemaVideoRow | null> {
    const [row] = await this.db.select().from(cinemaVideos).where(and(eq(cinemaVideos.cinemaId, cinemaId), eq(cinemaVideos.id, videoId))).limit(1).for('update');
    return row ?? null;
  }

  async update(videoId: number, values: Partial<NewCinemaVideoRow>): Promise<CinemaVideoRow> {
    const [row] = await this.db.update(cinemaVideos).set(values).where(eq(cinemaVideos.id, videoId)).returning();
    if (!row) throw new Error(`cinema video ${videoId} vanished while being written`);
    return row;
  }

  async delete(videoId: number): Promise<void> {
    await this.db.delete(cinemaVideos).where(eq(cinemaVideos.id, videoId));
  }

  /** The order a new film takes: after every other of the cinema. */
  async nextOrder(cinemaId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`coalesce(max(${cinemaVideos.order}), -1)::int + 1` }).from(cinemaVideos).where(eq(cinemaVideos.cinemaId, cinemaId));
    return row?.n ?? 0;
  }

  async count(cinemaId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(cinemaVideos).where(eq(cinemaVideos.cinemaId, cinemaId));
    return row?.n ?? 0;
  }
}
