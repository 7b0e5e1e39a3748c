import { sql, type SQL } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/** A timestamp in a JSON sub-select as JavaScript's `toISOString()` writes it (milliseconds, `Z`). */
export function isoUtcSql(column: SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A UTF-16 unit with no partner: JavaScript strings may hold one, PostgreSQL text cannot. */
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A jsonb column whose strings are stored as a text column stores them: an unpaired surrogate, which
 * JSON.stringify escapes (`\udfff`) but PostgreSQL's jsonb refuses (a 500 the contract fuzz found), becomes
 * U+FFFD, as node-pg's UTF-8 encoding makes it in a text column.
 */
export const wellFormedJsonb = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(unpairedSurrogate, '\ufffd') : v)),
});
