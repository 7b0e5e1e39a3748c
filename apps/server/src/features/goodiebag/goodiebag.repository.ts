import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database';
import { favourites } from './goodiebag.schema';

export type FavouriteRow = typeof favourites.$inferSelect;

interface Owner {
  eventId: number;
  userId: number;
}

const ofOwner = (o: Owner, itemType?: string) =>
  and(eq(favourites.userId, o.userId), eq(favourites.eventId, o.eventId), itemType === undefined ? undefined : eq(favourites.itemType, itemType));

export class GoodiebagRepository {
  constructor(private readonly db: Executor) {}

  /** The person's favourites in the event (of one kind), newest first. */
  list(owner: Owner, itemType?: string): Promise<FavouriteRow[]> {
    return this.db.select().from(favourites).where(ofOwner(owner, itemType)).orderBy(desc(favourites.createdAt), desc(favourites.id));
  }

  /** `FavouriteReader` (platform/favourites.ts): the person's favourites of these kinds. */
  async itemsOf(eventId: number, userId: number, kinds: readonly string[]): Promise<{ kind: string; itemId: number }[]> {
    if (kinds.length === 0) return [];
    const rows = await this.db
      .select({ kind: favourites.itemType, itemId: favourites.itemId })
      .from(favourites)
      .where(and(ofOwner({ eventId, userId }), inArray(favourites.itemType, [...kinds])))
      .orderBy(desc(favourites.createdAt), desc(favourites.id));
    return rows;
  }

  async count(owner: Owner): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(favourites).where(ofOwner(owner));
    return row?.n ?? 0;
  }

  /** Adds the favourite, or answers the one already there (adding twice changes nothing). */
  async add(owner: Owner, itemType: string, itemId: number, now: Date): Promise<FavouriteRow> {
    const [inserted] = await this.db
      .insert(favourites)
      .values({ ...owner, itemType, itemId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    const [existing] = await this.db
      .select()
      .from(favourites)
      .where(and(ofOwner(owner, itemType), eq(favourites.itemId, itemId)))
      .limit(1);
    if (!existing) throw new Error('favourite neither inserted nor found');
    return existing;
  }

  /** Removes the favourite; false when there was none. */
  async remove(owner: Owner, itemType: string, itemId: number): Promise<boolean> {
    const removed = await this.db
      .delete(favourites)
      .where(and(ofOwner(owner, itemType), eq(favourites.itemId, itemId)))
      .returning({ id: favourites.id });
    return removed.length > 0;
  }
}
