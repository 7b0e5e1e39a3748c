import { and, asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import { containsPattern } from '@foyer/domain';
import { users } from '../identity/accounts.schema';
import { chats } from '../chat/chat.schema';
import { spaces } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { posters } from './posters.schema';

export type PosterRow = typeof posters.$inferSelect;
export type NewPosterRow = Omit<typeof posters.$inferInsert, 'id' | 'createdAt'>;
export interface PosterAuthorRow {
  id: number;
  firstName: string;
  lastName: string;
  mugshot: string | null;
}
export interface PosterListRow {
  poster: PosterRow;
  author: PosterAuthorRow | null;
}

const authorColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, mugshot: users.mugshot };

export class PostersRepository {
  constructor(private readonly db: Executor) {}

  private base() {
    return this.db.select({ poster: posters, author: authorColumns }).from(posters).leftJoin(users, eq(users.id, posters.authorId));
  }

  async list(spaceId: number, words: string[], limit: number, offset: number): Promise<{ count: number; rows: PosterListRow[] }> {
    const where = and(eq(posters.spaceId, spaceId), ...words.map((w) => like(posters.searchText, containsPattern(w))));
    const [[total], rows] = await Promise.all([
      this.db.select({ n: count() }).from(posters).where(where),
      this.base().where(where).orderBy(asc(posters.order), asc(posters.id)).limit(limit).offset(offset),
    ]);
    return { count: total?.n ?? 0, rows };
  }

  async find(spaceId: number, posterId: number): Promise<PosterListRow | null> {
    const [row] = await this.base().where(and(eq(posters.spaceId, spaceId), eq(posters.id, posterId))).limit(1);
    return row ?? null;
  }

  /** Posters of these ids in the event, with their space (for the goodie bag). */
  byIds(eventId: number, ids: readonly number[]) {
    return this.db
      .select({ id: posters.id, title: posters.title, authorNames: posters.authorNames, preview: posters.preview, spaceSlug: spaces.slug, published: spaces.published })
      .from(posters)
      .innerJoin(spaces, eq(spaces.id, posters.spaceId))
      .where(and(eq(posters.eventId, eventId), inArray(posters.id, [...ids])));
  }

  async chatOfSpace(spaceId: number): Promise<number | null> {
    const [row] = await this.db.select({ id: chats.id }).from(chats).where(eq(chats.spaceId, spaceId)).limit(1);
    return row?.id ?? null;
  }

  async update(posterId: number, values: Partial<NewPosterRow>): Promise<PosterRow> {
    const [row] = await this.db.update(posters).set(values).where(eq(posters.id, posterId)).returning();
    if (!row) throw new Error(`poster ${posterId} vanished while being written`);
    return row;
  }

  /** The poster's row, locked until the caller's transaction ends. */
  async lock(spaceId: number, posterId: number): Promise<PosterRow | null> {
    const [row] = await this.db.select().from(posters).where(and(eq(posters.spaceId, spaceId), eq(posters.id, posterId))).limit(1).for('update');
    return row ?? null;
  }

  async delete(posterId: number): Promise<void> {
    await this.db.delete(posters).where(eq(posters.id, posterId));
  }

  /** The order a new poster takes: after every other of the hall. */
  async nextOrder(spaceId: number): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`coalesce(max(${posters.order}), -1)::int + 1` }).from(posters).where(eq(posters.spaceId, spaceId));
    return row?.n ?? 0;
  }

  async insert(values: NewPosterRow): Promise<PosterRow> {
    const [row] = await this.db.insert(posters).values(values).returning();
    if (!row) throw new Error('poster insert returned nothing');
    return row;
  }

  async countInSpace(spaceId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(posters).where(eq(posters.spaceId, spaceId));
    return row?.n ?? 0;
  }
}
