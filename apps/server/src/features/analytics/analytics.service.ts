import { sql } from 'drizzle-orm';
import { limits } from '@foyer/contracts';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import { tooManyRequests } from '../../platform/http/errors';
import { EventAccess } from '../events';
import { pageTime, pageViews } from './analytics.schema';

/** Beats closer together than this count once: a client cannot inflate its time by beating faster. */
export const minBeatGapMs = limits.heartbeatMs - 5_000;

/** Page views per person and minute; a person clicking around fast stays far below it. */
const pageViewLimit = { max: 120, windowSeconds: 60 };

/** The calendar day of an instant in the event's timezone (`YYYY-MM-DD`). */
export function dayIn(timezone: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** Page views and time on pages, per person and event (docs/realtime.md, Analytics). */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly access: EventAccess = new EventAccess(db, clock),
  ) {}

  async pageView(eventSlug: string, userId: number, path: string, referrer: string | undefined): Promise<number> {
    const { event } = await this.access.require(eventSlug, userId);
    const limit = await this.limiter.hit(`analytics:page-view:${userId}`, pageViewLimit);
    if (!limit.allowed) throw tooManyRequests('Too many page views. Try again in a minute.', limit.retryAfterSeconds);
    const [row] = await this.db
      .insert(pageViews)
      .values({ eventId: event.id, userId, path, referrer: referrer ?? null, createdAt: this.clock.now() })
      .returning({ id: pageViews.id });
    if (!row) throw new Error('inserting a page view returned nothing');
    return row.id;
  }

  /** Adds one beat to the person's time on the path today, unless the previous beat was too recent. */
  async heartbeat(eventSlug: string, userId: number, path: string): Promise<void> {
    const { event } = await this.access.require(eventSlug, userId);
    const now = this.clock.now();
    const gapStart = new Date(now.getTime() - minBeatGapMs);
    await this.db
      .insert(pageTime)
      .values({ eventId: event.id, userId, path, day: dayIn(event.timezone, now), beats: 1, lastBeatAt: now })
      .onConflictDoUpdate({
        target: [pageTime.eventId, pageTime.userId, pageTime.path, pageTime.day],
        set: {
          beats: sql`CASE WHEN ${pageTime.lastBeatAt} <= ${gapStart.toISOString()} THEN ${pageTime.beats} + 1 ELSE ${pageTime.beats} END`,
          lastBeatAt: sql`CASE WHEN ${pageTime.lastBeatAt} <= ${gapStart.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE ${pageTime.lastBeatAt} END`,
        },
      });
  }
}
