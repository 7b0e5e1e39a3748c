import { and, eq, sql } from 'drizzle-orm';
import { limits } from '@foyer/contracts';
import { dateIn, isTimeZone } from '@foyer/domain';
import type { Db } from '../../platform/db/database';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limit';
import { tooManyRequests } from '../../platform/http/errors';
import type { EventAccess } from '../identity';
import { pageTime, pageViews } from './analytics.schema';
import { normalisePath, normaliseReferrer } from './analytics.paths';

/** Beats closer together than this count once: a client cannot inflate its time by beating faster. */
export const minBeatGapMs = limits.heartbeatMs - 5_000;

/**
 * Rows one person may add per event and day (the event's calendar day): page views, and paths with
 * time on them. Far above a day of real use; they keep a script from growing the tables without end.
 * (How fast one may call is declared with the routes, packages/contracts analytics.ts.)
 */
export const dailyRowLimits = { pageViews: 1000, paths: 500 };

/** The counter of one person's page views in one event on one day (the key changes at midnight). */
export const pageViewDayKey = (eventId: number, userId: number, day: string) => `analytics:page-views:${eventId}:${userId}:${day}`;

/** The calendar day of an instant in the event's timezone (`YYYY-MM-DD`); UTC's for a timezone the runtime does not know. */
export function dayIn(timezone: string, at: Date): string {
  return dateIn(at, isTimeZone(timezone) ? timezone : 'UTC');
}

/** A per-day counter outlives its day (in any timezone) and is then swept. */
const dayWindowSeconds = 2 * 24 * 3600;

/** Page views and time on pages, per person and event (docs/realtime.md, Analytics). */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly access: EventAccess,
    /** Told of each view and beat: who is on which page may have changed (the live figures). */
    private readonly onActivity: (eventSlug: string) => void = () => {},
  ) {}

  async pageView(eventSlug: string, userId: number, path: string, referrer: string | undefined): Promise<number> {
    const { event } = await this.access.require(eventSlug, userId);
    const now = this.clock.now();
    const day = dayIn(event.timezone, now);
    const today = await this.limiter.hit(pageViewDayKey(event.id, userId, day), {
      max: dailyRowLimits.pageViews,
      windowSeconds: dayWindowSeconds,
    });
    if (!today.allowed) throw tooManyRequests('That is enough page views for today.', secondsToMidnight(event.timezone, now));
    const [row] = await this.db
      .insert(pageViews)
      .values({ eventId: event.id, userId, path: normalisePath(path), referrer: normaliseReferrer(referrer), createdAt: now })
      .returning({ id: pageViews.id });
    if (!row) throw new Error('inserting a page view returned nothing');
    this.onActivity(event.slug);
    return row.id;
  }

  /**
   * Adds one beat to the person's time on the path today, unless the previous beat was too recent.
   * A path new today is taken only while the person has fewer than `dailyRowLimits.paths` (else 429,
   * nothing written).
   */
  async heartbeat(eventSlug: string, userId: number, rawPath: string): Promise<void> {
    const { event } = await this.access.require(eventSlug, userId);
    const now = this.clock.now();
    const gapStart = new Date(now.getTime() - minBeatGapMs);
    const day = dayIn(event.timezone, now);
    const path = normalisePath(rawPath);
    const mine = and(eq(pageTime.eventId, event.id), eq(pageTime.userId, userId), eq(pageTime.day, day));
    const written = await this.db.execute(sql`
      INSERT INTO ${pageTime} (event_id, user_id, path, day, beats, last_beat_at)
      SELECT ${event.id}, ${userId}, ${path}, ${day}, 1, ${now.toISOString()}::timestamptz
      WHERE EXISTS (SELECT 1 FROM ${pageTime} WHERE ${mine} AND ${pageTime.path} = ${path})
         OR (SELECT count(*) FROM ${pageTime} WHERE ${mine}) < ${dailyRowLimits.paths}
      ON CONFLICT (event_id, user_id, path, day) DO UPDATE SET
        beats = CASE WHEN ${pageTime.lastBeatAt} <= ${gapStart.toISOString()} THEN ${pageTime.beats} + 1 ELSE ${pageTime.beats} END,
        last_beat_at = CASE WHEN ${pageTime.lastBeatAt} <= ${gapStart.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE ${pageTime.lastBeatAt} END`);
    if (written.rowCount === 0) throw tooManyRequests('Time is kept on enough pages for today.', secondsToMidnight(event.timezone, now));
    this.onActivity(event.slug);
  }
}

/** Seconds until the event's next calendar day begins (at least one). */
function secondsToMidnight(timezone: string, now: Date): number {
  const today = dayIn(timezone, now);
  // Step forward an hour at a time: exact enough for a Retry-After, and right across DST changes.
  let probe = now.getTime();
  while (dayIn(timezone, new Date(probe)) === today) probe += 3600_000;
  return Math.max(1, Math.ceil((probe - now.getTime()) / 1000));
}
