import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../platform/db/database';
import { analyticsHours, analyticsPresence, analyticsWatermarks, pageTime, pageViews } from './analytics.schema';
import { spaceOfPathSql } from './analytics.spaces';

/** Seconds one heartbeat stands for (the client beats every 15 s). */
export const secondsPerBeat = 15;

/** Page views folded per round; a sweep runs rounds until it has caught up (or `maxRounds`). */
const batchSize = 50_000;
const maxRounds = 200;
/** One sweep at a time over the whole database, whichever process runs it. */
const lockKey = 0x616e6c79; // 'anly'

/**
 * Folds the raw rows recorded since the last round into `analytics_hours` (decision 0095): page views with
 * an id above the watermark, and heartbeats not counted yet (`page_time.beats > folded_beats`). Each round
 * is one transaction that moves the watermark with the rollup, so a round that fails folds nothing and the
 * next one takes the same rows: idempotent. A booth's own staff are left out of its figures.
 */
export class AnalyticsRollup {
  constructor(private readonly db: Db) {}

  /** Folds until caught up; answers how many page views and heartbeat rows it folded. */
  async sweep(signal?: AbortSignal): Promise<{ views: number; beats: number }> {
    const done = { views: 0, beats: 0 };
    for (let round = 0; round < maxRounds && !signal?.aborted; round++) {
      const folded = await this.db.transaction((tx) => this.round(tx));
      if (folded === null) break;
      done.views += folded.views;
      done.beats += folded.beats;
      if (folded.views < batchSize) break;
    }
    return done;
  }

  /** One round; null when another process is folding. */
  private async round(tx: Executor): Promise<{ views: number; beats: number } | null> {
    const locked = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${lockKey}) AS locked`);
    if (!locked.rows[0]?.locked) return null;
    await tx.insert(analyticsWatermarks).values({ name: 'page_views', lastId: 0 }).onConflictDoNothing();
    const [mark] = await tx.execute<{ last_id: string }>(sql`SELECT last_id FROM ${analyticsWatermarks} WHERE name = 'page_views'`).then((r) => r.rows);
    const lastId = Number(mark?.last_id ?? 0);

    // What was touched: one row per person, path and hour, from new views and new beats.
    await tx.execute(sql`CREATE TEMP TABLE analytics_touches ON COMMIT DROP AS
      WITH new_views AS (
        SELECT id, event_id, user_id, path, date_trunc('hour', created_at) AS hour
        FROM ${pageViews} WHERE id > ${lastId} ORDER BY id LIMIT ${batchSize}
      ), new_beats AS (
        UPDATE ${pageTime} p SET folded_beats = p.beats
        FROM (SELECT event_id, user_id, path, day, beats - folded_beats AS delta FROM ${pageTime}
              WHERE beats > folded_beats FOR UPDATE) d
        WHERE p.event_id = d.event_id AND p.user_id = d.user_id AND p.path = d.path AND p.day = d.day
        RETURNING p.event_id, p.user_id, p.path, date_trunc('hour', p.last_beat_at) AS hour, d.delta
      ), touched AS (
        SELECT event_id, user_id, path, hour, 1 AS views, 0 AS seconds, id FROM new_views
        UNION ALL
        SELECT event_id, user_id, path, hour, 0, delta * ${secondsPerBeat}, NULL FROM new_beats
      )
      SELECT event_id, user_id, path, hour, sum(views)::int AS views, sum(seconds)::int AS seconds, max(id) AS max_id
      FROM touched GROUP BY event_id, user_id, path, hour`);
    const [counts] = (
      await tx.execute<{ views: string | null; beats: string; max_id: string | null }>(
        sql`SELECT sum(views) AS views, count(*) FILTER (WHERE seconds > 0) AS beats, max(max_id) AS max_id FROM analytics_touches`,
      )
    ).rows;
    const views = Number(counts?.views ?? 0);
    const beats = Number(counts?.beats ?? 0);
    if (views === 0 && beats === 0) return { views, beats };

    // Per space (its staff left out for a booth) and for the whole event (space 0).
    await tx.execute(sql`CREATE TEMP TABLE analytics_scoped ON COMMIT DROP AS
      WITH mapped AS (
        SELECT t.*, (${spaceOfPathSql(sql`t.event_id`, sql`t.path`)}) AS space_id FROM analytics_touches t
      ), scoped AS (
        SELECT event_id, 0 AS space_id, user_id, hour, views, seconds FROM mapped
        UNION ALL
        SELECT m.event_id, m.space_id, m.user_id, m.hour, m.views, m.seconds FROM mapped m
        WHERE m.space_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM booth_staff s WHERE s.booth_id = m.space_id AND s.user_id = m.user_id)
      )
      SELECT event_id, space_id, user_id, hour, sum(views)::int AS views, sum(seconds)::int AS seconds
      FROM scoped GROUP BY event_id, space_id, user_id, hour`);

    await tx.execute(sql`CREATE TEMP TABLE analytics_zones ON COMMIT DROP AS
      SELECT e.id AS event_id, z.zone FROM (SELECT DISTINCT event_id FROM analytics_touches) t
      JOIN events e ON e.id = t.event_id CROSS JOIN LATERAL (${eventZoneSql(sql`e.id`)}) z`);

    // Who is seen for the first time that hour; then whether it is their first hour of the day, of the event.
    await tx.execute(sql`CREATE TEMP TABLE analytics_fresh ON COMMIT DROP AS
      WITH inserted AS (
        INSERT INTO ${analyticsPresence} (event_id, space_id, user_id, hour)
        SELECT event_id, space_id, user_id, hour FROM analytics_scoped
        ON CONFLICT DO NOTHING RETURNING event_id, space_id, user_id, hour
      ) SELECT * FROM inserted`);
    await tx.execute(sql`
      INSERT INTO ${analyticsHours} AS h (event_id, space_id, hour, views, seconds, visitors, day_new, event_new)
      SELECT s.event_id, s.space_id, s.hour, sum(s.views), sum(s.seconds), count(f.user_id),
        count(f.user_id) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM ${analyticsPresence} p WHERE p.event_id = f.event_id AND p.space_id = f.space_id AND p.user_id = f.user_id
            AND p.hour < f.hour AND (p.hour AT TIME ZONE tz.zone)::date = (f.hour AT TIME ZONE tz.zone)::date)),
        count(f.user_id) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM ${analyticsPresence} p WHERE p.event_id = f.event_id AND p.space_id = f.space_id AND p.user_id = f.user_id
            AND p.hour < f.hour))
      FROM analytics_scoped s
      LEFT JOIN analytics_fresh f USING (event_id, space_id, user_id, hour)
      JOIN analytics_zones tz ON tz.event_id = s.event_id
      GROUP BY s.event_id, s.space_id, s.hour
      ON CONFLICT (event_id, space_id, hour) DO UPDATE SET
        views = h.views + excluded.views, seconds = h.seconds + excluded.seconds, visitors = h.visitors + excluded.visitors,
        day_new = h.day_new + excluded.day_new, event_new = h.event_new + excluded.event_new`);
    if (counts?.max_id) await tx.execute(sql`UPDATE ${analyticsWatermarks} SET last_id = ${Number(counts.max_id)} WHERE name = 'page_views'`);
    return { views, beats };
  }
}

/**
 * The event's timezone as PostgreSQL knows it (UTC for one it does not), as a one-row `zone` query. Its own
 * alias (`zone_event`): named `e` as the caller's events, `e.id = e.id` matched every event, and the rollup
 * counted everything once per event in the database.
 */
export const eventZoneSql = (eventId: ReturnType<typeof sql>) =>
  sql`SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_timezone_names n WHERE n.name = zone_event.timezone) THEN zone_event.timezone ELSE 'UTC' END AS zone
      FROM events zone_event WHERE zone_event.id = ${eventId}`;
