import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@foyer/contracts';
import type { Db } from './db/database';
import { ManualClock } from './clock';
import { RateLimiter } from './rate-limit';
import { registerRoute } from './http/register';

/** A database that answers the bucket upsert as PostgreSQL would, and counts the round trips. */
function fakeDb(answer: () => { count: number; window_ends_at: Date }) {
  const db = {
    calls: 0,
    async execute() {
      db.calls += 1;
      return { rows: [answer()] };
    },
  };
  return db;
}

describe('RateLimiter first stage', () => {
  it('refuses a flood in the process once the database refused, without asking it again', async () => {
    const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
    const full = new Date(clock.now().getTime() + 60_000);
    const db = fakeDb(() => ({ count: 1, window_ends_at: full }));
    const limiter = new RateLimiter(db as unknown as Db, clock);
    const limit = { max: 10, windowSeconds: 60 };
    expect(await limiter.take('k', limit)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    for (let i = 0; i < 100; i++) expect((await limiter.take('k', limit)).allowed).toBe(false);
    expect(db.calls).toBe(1);
    // Once the bucket has room again, the database is asked (another process may have used it).
    clock.advance(6_000);
    await limiter.take('k', limit);
    expect(db.calls).toBe(2);
  });

  it('fails closed: when the database cannot count, the hit is not let through', async () => {
    const db = { execute: () => Promise.reject(new Error('database down')) };
    const limiter = new RateLimiter(db as unknown as Db, new ManualClock());
    await expect(limiter.take('k', { max: 10, windowSeconds: 60 })).rejects.toThrow('database down');
  });

  it('keeps local buckets without the database', async () => {
    const db = fakeDb(() => {
      throw new Error('not asked');
    });
    const clock = new ManualClock();
    const limiter = new RateLimiter(db as unknown as Db, clock);
    const limit = { max: 2, windowSeconds: 10, store: 'local' as const };
    expect([await limiter.take('k', limit), await limiter.take('k', limit), await limiter.take('k', limit)].map((r) => r.allowed)).toEqual([true, true, false]);
    clock.advance(5_000);
    expect((await limiter.take('k', limit)).allowed).toBe(true);
    expect(db.calls).toBe(0);
  });
});

describe('RateLimiter of the only server process', () => {
  it('counts every declared limit in memory, the database never asked', async () => {
    const db = fakeDb(() => {
      throw new Error('not asked');
    });
    const clock = new ManualClock();
    const limiter = new RateLimiter(db as unknown as Db, clock, true);
    const limit = { max: 10, windowSeconds: 10 };
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await limiter.take('k', limit));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
    expect(answers.at(-1)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.advance(10_000);
    expect((await limiter.take('k', limit)).allowed).toBe(true);
    expect(db.calls).toBe(0);
  });
});

describe('registerRoute', () => {
  const base = { path: '/api/x/', summary: 'x', tags: ['x'], auth: 'user' as const, reply: z.object({}), errors: [] };

  it('refuses to register a route that writes without a declared limit', () => {
    const app = Fastify().decorate('contractRoutes', new Map());
    expect(() => registerRoute(app, defineRoute({ ...base, method: 'POST' }), async () => ({}))).toThrow(/declares no rateLimit/);
    expect(() => registerRoute(app, defineRoute({ ...base, method: 'GET' }), async () => ({}))).not.toThrow();
    expect(() =>
      registerRoute(app, defineRoute({ ...base, path: '/api/y/', method: 'DELETE', rateLimit: { max: 1, windowSeconds: 1 } }), async () => ({})),
    ).not.toThrow();
  });
});
