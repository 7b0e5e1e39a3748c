import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { events } from '../identity/events.schema';
import type { EventRow } from '../identity';
import type { Executor } from '../../platform/db/database';
import { feedPosts, feedSources } from './social-feed.schema';

export type FeedPostRow = typeof feedPosts.$inferSelect;
export type NewFeedPost = Omit<typeof feedPosts.$inferInsert, 'id' | 'createdAt' | 'hiddenAt'>;
export type FeedSourceRow = typeof feedSources.$inferSelect;

export class SocialFeedRepository {
  constructor(private readonly db: Executor) {}

  async count(eventId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedPosts)
      .where(and(eq(feedPosts.eventId, eventId), isNull(feedPosts.hiddenAt)));
    return row?.n ?? 0;
  }

  page(eventId: number, limit: number, offset: number): Promise<FeedPostRow[]> {
    return this.db
      .select()
      .from(feedPosts)
      .where(and(eq(feedPosts.eventId, eventId), isNull(feedPosts.hiddenAt)))
      .orderBy(desc(feedPosts.postedAt), desc(feedPosts.id))
      .limit(limit)
      .offset(offset);
  }

  async insert(values: NewFeedPost): Promise<FeedPostRow> {
    const [row] = await this.db.insert(feedPosts).values(values).returning();
    if (!row) throw new Error('inserting a feed post returned nothing');
    return row;
  }

  /** Adds fetched posts or refreshes those seen before; a hidden post stays hidden. */
  async upsert(posts: NewFeedPost[]): Promise<void> {
    if (posts.length === 0) return;
    await this.db
      .insert(feedPosts)
      .values(posts)
      .onConflictDoUpdate({
        target: [feedPosts.eventId, feedPosts.externalId],
        set: {
          authorName: sql`excluded.author_name`,
          authorHandle: sql`excluded.author_handle`,
          authorAvatar: sql`excluded.author_avatar`,
          text: sql`excluded.text`,
          url: sql`excluded.url`,
        },
      });
  }

  async hide(eventId: number, externalId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(feedPosts)
      .set({ hiddenAt: at })
      .where(and(eq(feedPosts.eventId, eventId), eq(feedPosts.externalId, externalId), isNull(feedPosts.hiddenAt)))
      .returning({ id: feedPosts.id });
    return rows.length > 0;
  }

  /** Events whose feed has a hashtag, with their own instance address if they set one. */
  eventsWithHashtag(): Promise<{ event: EventRow; source: FeedSourceRow | null }[]> {
    return this.db
      .select({ event: events, source: feedSources })
      .from(events)
      .leftJoin(feedSources, eq(feedSources.eventId, events.id))
      .where(ne(events.twitterSearch, ''));
  }

  async setInstance(eventId: number, instanceUrl: string | null): Promise<void> {
    await this.db.insert(feedSources).values({ eventId, instanceUrl }).onConflictDoUpdate({ target: feedSources.eventId, set: { instanceUrl } });
  }

  /** Claims this round's fetch of an event for one process: false when another claimed it recently. */
  async claim(eventId: number, now: Date, staleBefore: Date): Promise<boolean> {
    await this.db.insert(feedSources).values({ eventId }).onConflictDoNothing();
    const rows = await this.db
      .update(feedSources)
      .set({ claimedAt: now })
      .where(and(eq(feedSources.eventId, eventId), or(isNull(feedSources.claimedAt), lt(feedSources.claimedAt, staleBefore))))
      .returning({ eventId: feedSources.eventId });
    return rows.length > 0;
  }

  async recordFetch(eventId: number, at: Date, error: string | null): Promise<void> {
    await this.db
      .update(feedSources)
      .set(error === null ? { lastFetchedAt: at, lastError: null } : { lastError: error.slice(0, 500) })
      .where(eq(feedSources.eventId, eventId));
  }

  async source(eventId: number): Promise<FeedSourceRow | null> {
    const [row] = await this.db.select().from(feedSources).where(eq(feedSources.eventId, eventId)).limit(1);
    return row ?? null;
  }
}
