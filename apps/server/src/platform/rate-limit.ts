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
}
