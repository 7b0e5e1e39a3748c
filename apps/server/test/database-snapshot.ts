import { sql } from 'drizzle-orm';
import type { TestServer } from './harness';

/**
 * Tables a refused request may still write, and why: the rate limiter counts every request (decision 0015),
 * and a signed-in request marks its session as seen.
 */
const countedAnyway = new Set(['rate_limit_counters', 'auth_sessions', '__drizzle_migrations']);

/**
 * Every table of the database (listed from the schema, not by hand), each as its row count and a digest of
 * its rows: two snapshots differ exactly where a row was added, removed or changed.
 */
export async function databaseSnapshot(t: TestServer): Promise<Map<string, string>> {
  const db = t.server.platform.db;
  const tables = (await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).rows
    .map((row) => row.name)
    .filter((name) => !countedAnyway.has(name));
  const digest = tables
    .map((name) => `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`)
    .join(' union all ');
  const rows = (await db.execute<{ name: string; digest: string }>(sql.raw(digest))).rows;
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two snapshots. */
export function snapshotDifference(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name));
}
