import { sql } from 'drizzle-orm';
import type { Db } from './db/database';
import type { Clock } from './clock';

export interface LimitRule {
  /** How many hits the window allows. */
  max: number;
  windowSeconds: number;
}

export interface LimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in PostgreSQL, so every server process shares them. A hit is one atomic
 * upsert; when the database cannot answer the caller gets an error, never a silent pass (fail closed).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit against `key` and tells whether it is within `rule`. */
  async hit(key: string, rule: LimitRule): Promise<LimitResult> {
    const now = this.clock.now();
    const windowEnd = new Date(now.getTime() + rule.windowSeconds * 1000);
    const result = await this.db.execute<{ count: number; window_ends_at: Date | string }>(sql`
      INSERT INTO rate_limit_counters AS c (key, count, window_ends_at)
      VALUES (${key}, 1, ${windowEnd.toISOString()})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.window_ends_at <= ${now.toISOString()} THEN 1 ELSE c.count + 1 END,
        window_ends_at = CASE WHEN c.window_ends_at <= ${now.toISOString()} THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
      RETURNING count, window_ends_at`);
    const row = result.rows[0];
    if (!row) throw new Error(`rate limit upsert for ${key} returned nothing`);
    const endsAt = new Date(row.window_ends_at);
    return {
      allowed: row.count <= rule.max,
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
    };
  }

  /** Reads a counter without counting a hit. */
  async peek(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const now = this.clock.now();
    const result = await this.db.execute<{ count: number; window_ends_at: Date | string }>(
      sql`SELECT count, window_ends_at FROM rate_limit_counters WHERE key = ${key}`,
    );
    const row = result.rows[0];
    if (!row || new Date(row.window_ends_at) <= now) return { count: 0, retryAfterSeconds: 0 };
    return { count: row.count, retryAfterSeconds: Math.ceil((new Date(row.window_ends_at).getTime() - now.getTime()) / 1000) };
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
  }

  /** Drops counters whose window has passed; called now and then by the server. */
  async sweep(): Promise<void> {
    await this.db.execute(sql`DELETE FROM rate_limit_counters WHERE window_ends_at < ${this.clock.now().toISOString()}`);
  }

  /**
   * Counts one hit against each of several keys in one round trip; results in the order given. Rows are
   * written in key order, as `release` locks them, so concurrent calls cannot deadlock.
   */
  async hitMany(entries: { key: string; rule: LimitRule }[]): Promise<LimitResult[]> {
    if (entries.length === 0) return [];
    const now = this.clock.now();
    const rows = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(
      ({ key, rule }) => sql`(${key}, 1, ${new Date(now.getTime() + rule.windowSeconds * 1000).toISOString()}::timestamptz)`,
    );
    const result = await this.db.execute<{ key: string; count: number; window_ends_at: Date | string }>(sql`
      INSERT INTO rate_limit_counters AS c (key, count, window_ends_at)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN c.window_ends_at <= ${now.toISOString()} THEN 1 ELSE c.count + 1 END,
        window_ends_at = CASE WHEN c.window_ends_at <= ${now.toISOString()} THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
      RETURNING key, count, window_ends_at`);
    const byKey = new Map(result.rows.map((row) => [row.key, row]));
    return entries.map(({ key, rule }) => {
      const row = byKey.get(key);
      if (!row) throw new Error(`rate limit upsert for ${key} returned nothing`);
      const endsAt = new Date(row.window_ends_at);
      return {
        allowed: row.count <= rule.max,
        count: row.count,
        retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
      };
    });
  }

  /**
   * Takes back one hit from each live counter (never below zero): for a hit that turned out not to
   * count, such as an attempt that succeeded or a mail that could not be sent.
   */
  async release(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const now = this.clock.now().toISOString();
    const list = sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
    // Rows locked in key order first (as `hitMany` writes them), so concurrent calls cannot deadlock.
    await this.db.execute(sql`
      UPDATE rate_limit_counters AS c SET count = c.count - 1
      FROM (SELECT key FROM rate_limit_counters WHERE key IN (${list}) ORDER BY key FOR UPDATE) AS locked
      WHERE c.key = locked.key AND c.count > 0 AND c.window_ends_at > ${now}`);
  }
}
