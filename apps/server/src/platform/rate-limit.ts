import { sql } from 'drizzle-orm';
import type { RateLimit } from '@foyer/contracts';
import type { Db } from './db/database';
import type { Clock } from './clock';
import { tooManyRequests, type ApiError } from './http/errors';

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

/** Whether a `take` may go on, and when to try again if not. */
export interface TakeResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Buckets this process remembers at most; beyond, full ones and then the least recently used are forgotten. */
const localBucketsMax = 100_000;

/**
 * Counters kept in PostgreSQL, so every server process shares them. A hit is one atomic upsert; when
 * the database cannot answer the caller gets an error, never a silent pass (fail closed).
 *
 * Two kinds: `hit` counts in fixed windows (the sign-in limits); `take` is the token bucket every
 * declared route and event limit uses (docs/decisions/0015-rate-limits.md), with an in-process first
 * stage that refuses a flood without asking the database.
 */
export class RateLimiter {
  /**
   * Token buckets by key, as "theoretical arrival time" in ms: a bucket is full when it lies in the
   * past, and a hit moves it on by `windowSeconds / max`. For `shared` limits this is the newest time
   * the database answered, so a refusal from it is always right (other processes only move it later).
   */
  private readonly local = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /**
     * The only server process on this database (decision 0065): every bucket is counted in memory, as
     * `store: 'local'` ones are; a restart forgets them. The sign-in limits (`hit`) stay in the database.
     */
    private readonly alone = false,
  ) {}

  /**
   * Takes one hit from the bucket `key`: `limit.max` hits at once, one more every
   * `windowSeconds / max` seconds (GCRA). A refused hit takes nothing, so a client that waits its
   * Retry-After gets through.
   */
  async take(key: string, limit: Pick<RateLimit, 'max' | 'windowSeconds' | 'store'>): Promise<TakeResult> {
    const now = this.clock.now().getTime();
    const windowMs = limit.windowSeconds * 1000;
    const stepMs = windowMs / limit.max;
    // How far ahead of now the bucket may run and still let a hit through.
    const slackMs = windowMs - stepMs;
    const refusal = (at: number): TakeResult => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((at - slackMs - now) / 1000)) });

    const known = this.local.get(key);
    // Ahead by more than a window only when the clock went back: start afresh.
    const usable = known !== undefined && known - now <= windowMs ? known : undefined;
    if (usable !== undefined && usable - now > slackMs) return refusal(usable);
    if (limit.store === 'local' || this.alone) {
      this.remember(key, Math.max(usable ?? now, now) + stepMs);
      return { allowed: true, retryAfterSeconds: 0 };
    }

    const nowIso = new Date(now).toISOString();
    const jumpedIso = new Date(now + windowMs).toISOString();
    const latestIso = new Date(now + slackMs).toISOString();
    const base = sql`CASE WHEN c.window_ends_at > ${jumpedIso}::timestamptz THEN ${nowIso}::timestamptz ELSE GREATEST(c.window_ends_at, ${nowIso}::timestamptz) END`;
    const step = sql`${stepMs} * interval '1 millisecond'`;
    // `count` is the number of refusals in a row: 0 when this hit was let through.
    const result = await this.db.execute<{ count: number; window_ends_at: Date | string }>(sql`
      INSERT INTO rate_limit_counters AS c (key, count, window_ends_at)
      VALUES (${key}, 0, ${nowIso}::timestamptz + ${step})
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN ${base} <= ${latestIso}::timestamptz THEN 0 ELSE c.count + 1 END,
        window_ends_at = CASE WHEN ${base} <= ${latestIso}::timestamptz THEN ${base} + ${step} ELSE c.window_ends_at END
      RETURNING count, window_ends_at`);
    const row = result.rows[0];
    if (!row) throw new Error(`rate limit upsert for ${key} returned nothing`);
    const at = new Date(row.window_ends_at).getTime();
    this.remember(key, at);
    return row.count === 0 ? { allowed: true, retryAfterSeconds: 0 } : refusal(at);
  }

  private remember(key: string, at: number): void {
    this.local.delete(key); // re-inserted last: the map stays ordered by last use
    this.local.set(key, at);
    if (this.local.size > localBucketsMax) this.forget(this.clock.now().getTime(), localBucketsMax * 0.9);
  }

  /** Forgets full buckets (in the past), then the least recently used, down to `keep`. */
  private forget(now: number, keep = Infinity): void {
    for (const [key, at] of this.local) if (at <= now) this.local.delete(key);
    for (const key of this.local.keys()) {
      if (this.local.size <= keep) break;
      this.local.delete(key);
    }
  }

  /** Counts a hit against `key` and tells whether it is within `rule`. */
  async hit(key: string, rule: LimitRule): Promise<LimitResult> {
    const [result] = await this.hitMany([{ key, rule }]);
    return result!;
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
    this.local.delete(key);
    await this.db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
  }

  /** Drops counters whose window has passed (and full buckets); called now and then by the server. */
  async sweep(): Promise<void> {
    this.forget(this.clock.now().getTime());
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

/** "in 5 seconds", "in 3 minutes": when to try again, for a refusal's text. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.ceil(minutes / 60)} hours`;
}

/** A refusal of a declared limit: 429 `throttled` with Retry-After and the limit's own text if any. */
export function limitRefusal(limit: Pick<RateLimit, 'detail'>, result: TakeResult): ApiError {
  const detail = limit.detail ?? `Too many requests. Please try again ${waitText(result.retryAfterSeconds)}.`;
  return tooManyRequests(detail, result.retryAfterSeconds);
}

/**
 * Takes a hit from each declared limit of one route or event for one subject (`u:<person>`,
 * `ip:<address>`, `s:<socket>`), in order; answers the first refusal (later limits are then not
 * counted), or null when every limit lets it through. `body` gives the value of a limit's `by` field.
 */
export async function takeDeclared(
  limiter: RateLimiter,
  scope: string,
  subject: string,
  limits: readonly RateLimit[],
  body?: unknown,
): Promise<{ limit: RateLimit; result: TakeResult } | null> {
  const keys = declaredLimitKeys(scope, subject, limits, body);
  for (const [i, limit] of limits.entries()) {
    const result = await limiter.take(keys[i]!, limit);
    if (!result.allowed) return { limit, result };
  }
  return null;
}

/** The counters a request takes from, one per declared limit (a test resets them with `RateLimiter.reset`). */
export function declaredLimitKeys(scope: string, subject: string, limits: readonly RateLimit[], body?: unknown): string[] {
  return limits.map((limit) => `rl:${scope}:${subject}${limit.by ? `:${limit.by}:${byValue(body, limit.by)}` : ''}`);
}

function byValue(body: unknown, field: string): string {
  const value = body && typeof body === 'object' && Object.hasOwn(body, field) ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '-';
}
