import { sql, type SQL } from 'drizzle-orm';

/** A timestamp in a JSON sub-select as JavaScript's `toISOString()` writes it (milliseconds, `Z`). */
export function isoUtcSql(column: SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
