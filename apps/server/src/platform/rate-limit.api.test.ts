import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { clientErrorBodyLimit, clientErrorFieldLimits, clientEventLimits } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../test/event-factories';
import { ask, connect, next, socketPool } from '../../test/socket-client';
import { RateLimiter } from './rate-limit';

let t: TestServer;
let organiser: Person;
let spaceId: number;
let eventId: number;
const sockets = socketPool();
const track = <S extends Socket>(s: S) => sockets.track(s);

beforeAll(async () => {
  t = await startTestServer();
  organiser = await person(t);
  const event = await makeEvent(t, { slug: 'limits' });
  eventId = event.id;
  await addRole(t, event, organiser, 'moderator');
  spaceId = (await makeSpace(t, event, 'map', { slug: 'hall' })).id;
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const counters = async (prefix: string) =>
  (await t.server.platform.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rate_limit_counters WHERE key LIKE ${`${prefix}%`}`)).rows[0]!.n;

describe('RateLimiter.take: a token bucket shared by every process', () => {
  it('lets `max` through at once, then one per window / max; a refusal takes nothing', async () => {
    const limiter = t.server.platform.rateLimiter;
    const limit = { max: 3, windowSeconds: 30 };
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await limiter.take('test:bucket', limit));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfterSeconds).toBe(10);
    t.clock.advance(10_000);
    expect((await limiter.take('test:bucket', limit)).allowed).toBe(true);
    expect((await limiter.take('test:bucket', limit)).allowed).toBe(false);
  });

  it('counts in PostgreSQL: another process (another limiter on the same database) sees the same bucket', async () => {
    const here = t.server.platform.rateLimiter;
    const there = new RateLimiter(t.server.platform.db, t.clock);
    const limit = { max: 2, windowSeconds: 60 };
    expect((await here.take('test:shared', limit)).allowed).toBe(true);
    expect((await there.take('test:shared', limit)).allowed).toBe(true);
    expect((await here.take('test:shared', limit)).allowed).toBe(false);
    expect((await there.take('test:shared', limit)).allowed).toBe(false);
  });

  it('keeps `local` buckets in the process only, out of the database', async () => {
    const here = t.server.platform.rateLimiter;
    const there = new RateLimiter(t.server.platform.db, t.clock);
    const limit = { max: 1, windowSeconds: 60, store: 'local' as const };
    expect((await here.take('test:local', limit)).allowed).toBe(true);
    expect((await here.take('test:local', limit)).allowed).toBe(false);
    expect((await there.take('test:local', limit)).allowed).toBe(true);
    expect(await counters('test:local')).toBe(0);
  });

  it('starts afresh when the clock went back', async () => {
    const limiter = t.server.platform.rateLimiter;
    const limit = { max: 1, windowSeconds: 60 };
    expect((await limiter.take('test:clock', limit)).allowed).toBe(true);
    expect((await limiter.take('test:clock', limit)).allowed).toBe(false);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 3600_000));
    try {
      expect((await limiter.take('test:clock', limit)).allowed).toBe(true);
    } finally {
      t.clock.set(now);
    }
  });
});

describe('routes that write', () => {
  it('answer 429 throttled with Retry-After beyond their declared limit, per person, writing nothing', async () => {
    const patch = (who: Person, published: boolean) =>
      t.api('PATCH', `/api/events/limits/spaces/${spaceId}/`, { token: who.token, body: { published } });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await patch(organiser, i % 2 === 1)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // The 31st asked to close the space; it stayed open.
    const refused = await patch(organiser, false);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/Too many requests\. Please try again in \d+ seconds?\./), code: 'throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBe(2);
    const [space] = (await t.server.platform.db.execute<{ published: boolean }>(sql`SELECT published FROM spaces WHERE id = ${spaceId}`)).rows;
    expect(space!.published).toBe(true);
    // Another organiser is not affected; the first gets through again after Retry-After.
    const other = await person(t);
    await addRole(t, { id: eventId }, other, 'moderator');
    expect((await patch(other, true)).status).toBe(200);
    t.clock.advance(2_000);
    expect((await patch(organiser, true)).status).toBe(200);
  });

  it('name their limit in the OpenAPI description', async () => {
    const doc = (await t.api('GET', '/api/docs/json')).body as { paths: Record<string, Record<string, { description?: string }>> };
    const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, op]) => ({ route: `${method} ${path}`, description: op.description ?? '' })),
    );
    expect(writes.length).toBeGreaterThan(10);
    for (const { route, description } of writes) expect(description, route).toMatch(/^Rate limit: /);
    expect(doc.paths['/api/events/{eventSlug}/analytics/heartbeat/']!.post!.description).toContain('2 per 30 s per person and tab; 16 per minute per person');
    expect(doc.paths['/api/client-errors/']!.post!.description).toContain('20 per minute per IP address');
  });
});

describe('POST /api/client-errors/ (no sign-in)', () => {
  const report = (ip: string, body: Record<string, unknown>) =>
    t.api('POST', '/api/client-errors/', { body, headers: { 'x-forwarded-for': ip } });

  it('is limited per IP address: a flood is refused, another address is not', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++) statuses.push((await report('203.0.113.7', { message: `boom ${i}`, url: '/demo' })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429]);
    const refused = await report('203.0.113.7', { message: 'again', url: '/demo' });
    expect(refused.body.code).toBe('throttled');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report('203.0.113.8', { message: 'elsewhere', url: '/demo' })).status).toBe(202);
  });

  it('cuts every field of a report to size before logging it', async () => {
    const warn = vi.spyOn(t.server.platform.logger, 'warn');
    try {
      const res = await report('203.0.113.9', {
        message: 'm'.repeat(5000),
        stack: 's'.repeat(30_000),
        url: `/demo/${'u'.repeat(3000)}`,
        user_agent: 'a'.repeat(2000),
        release: 'r'.repeat(500),
        event_slug: 'e'.repeat(500),
        extra: 'x'.repeat(5000),
      });
      expect(res.status).toBe(202);
      const call = warn.mock.calls.find((c) => c[1] === 'client error reported');
      const logged = (call![0] as { clientError: Record<string, string>; truncated: string[] });
      for (const [field, max] of Object.entries(clientErrorFieldLimits)) {
        expect(logged.clientError[field]!.length, field).toBeLessThanOrEqual(max + 1);
      }
      expect(logged.clientError).not.toHaveProperty('extra');
      expect(logged.truncated.sort()).toEqual(Object.keys(clientErrorFieldLimits).sort());
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses a body over its limit with 413', async () => {
    const res = await report('203.0.113.10', { message: 'big', url: '/demo', stack: 's'.repeat(clientErrorBodyLimit) });
    expect(res.status).toBe(413);
  });
});

describe('socket events', () => {
  it('a flood of one event is refused with event_error throttled and the ack, other events go on', async () => {
    const socket = track(await connect(t.url));
    const authenticated = next(socket, 'authenticated');
    socket.emit('login', { token: organiser.token, event_slug: 'limits' });
    await authenticated;
    const max = clientEventLimits.subscribe_to_space.max;
    const acks = [];
    for (let i = 0; i < max + 2; i++) acks.push(await ask(socket, 'subscribe_to_space', { event_slug: 'limits', space_id: spaceId }));
    expect(acks.filter((a) => a.ok)).toHaveLength(max);
    expect(acks.at(-1)).toMatchObject({ ok: false, code: 'throttled' });
    const error = next(socket, 'event_error');
    socket.emit('subscribe_to_space', { event_slug: 'limits' });
    expect(await error).toMatchObject({ event: 'subscribe_to_space', code: 'throttled', detail: expect.stringContaining('Too many') });
    expect(await ask(socket, 'join_chat', { chat_id: 99999 })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('limits user_is_alive per socket: a flood writes the presence row no more often', async () => {
    const socket = track(await connect(t.url));
    const authenticated = next(socket, 'authenticated');
    socket.emit('login', { token: organiser.token, event_slug: 'limits' });
    await authenticated;
    const acks = [];
    for (let i = 0; i < 5; i++) acks.push(await ask(socket, 'user_is_alive', {}));
    expect(acks.map((a) => a.ok)).toEqual([true, true, true, false, false]);
    // Another socket (another tab) of the same person has its own allowance.
    const tab = track(await connect(t.url));
    const second = next(tab, 'authenticated');
    tab.emit('login', { token: organiser.token, event_slug: 'limits' });
    await second;
    expect(await ask(tab, 'user_is_alive', {})).toEqual({ ok: true });
  });

  it('limits logins per socket with login_failed throttled', async () => {
    const socket = track(await connect(t.url));
    const answers = [];
    for (let i = 0; i < clientEventLimits.login.max; i++) answers.push(await ask(socket, 'login', { token: 'garbage', event_slug: 'limits' }));
    expect(answers.every((a) => !a.ok && a.code === 'token_not_valid')).toBe(true);
    const failed = next(socket, 'login_failed');
    expect(await ask(socket, 'login', { token: organiser.token, event_slug: 'limits' })).toMatchObject({ ok: false, code: 'throttled' });
    expect(await failed).toMatchObject({ code: 'throttled' });
  });
});
