import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { analyticsSignIns } from './analytics.schema';

/**
 * Counts a sign-in into `analytics_sign_ins` as it happens (decision 0096): for the event it was for, or, when
 * none was named (the console, a removal or reactivation link, the debug password), for every event whose list
 * holds the person, as the figures counted sessions before. Answers the slugs of the events counted.
 */
export async function countSignIn(db: Db, signIn: { userId: number; at: Date; eventSlug: string | null }): Promise<string[]> {
  const which = signIn.eventSlug === null
    ? sql`EXISTS (SELECT 1 FROM event_members m WHERE m.event_id = e.id AND m.user_id = ${signIn.userId})`
    : sql`e.slug = ${signIn.eventSlug}`;
  // The hour as the rollup truncates its rows' times; concurrent sign-ins of one hour meet in the upsert.
  const result = await db.execute<{ slug: string }>(sql`
    WITH counted AS (
      INSERT INTO ${analyticsSignIns} (event_id, hour, n)
      SELECT e.id, date_trunc('hour', ${signIn.at.toISOString()}::timestamptz), 1 FROM events e WHERE ${which}
      ON CONFLICT (event_id, hour) DO UPDATE SET n = ${analyticsSignIns}.n + 1
      RETURNING event_id
    )
    SELECT e.slug FROM counted JOIN events e ON e.id = counted.event_id`);
  return result.rows.map((r) => r.slug);
}
