import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, person, type Person } from '../../../test/event-factories';
import { ask, connect, loggedIn, next } from '../../../test/socket-client';
import { eventMembers } from '../identity/events.schema';
import type { EventRow } from '../identity';
import { presenceWindowMs } from '.';

let t: TestServer;
let t2: TestServer;
let event: EventRow;

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
  event = await makeEvent(t, { slug: 'presence' });
});
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

const presence = () => t.server.services.presence;

async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('presence', () => {
  it('marks a person online on login and offline when their last socket goes', async () => {
    const p: Person = await person(t);
    expect(await presence().isOnline(p.user.id)).toBe(false);
    const a = await loggedIn(t.url, p.token, 'presence');
    const b = await loggedIn(t.url, p.token, 'presence');
    expect(await presence().isOnline(p.user.id)).toBe(true);
    expect(await presence().isOnline(p.user.id, event.id)).toBe(true);
    a.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    // Another tab is still open.
    expect(await presence().isOnline(p.user.id)).toBe(true);
    b.disconnect();
    await eventually(async () => !(await presence().isOnline(p.user.id)));
  });

  it('is shared by every server process', async () => {
    const p = await person(t);
    const socket = await loggedIn(t2.url, p.token, 'presence');
    // Asked on the first process about a socket of the second.
    expect(await presence().isOnline(p.user.id)).toBe(true);
    expect(await presence().onlineAmong([p.user.id, 999_999], event.id)).toEqual(new Set([p.user.id]));
    socket.disconnect();
    await eventually(async () => !(await presence().isOnline(p.user.id)));
  });

  it('keeps a person online with user_is_alive and lets a silent connection age out', async () => {
    const p = await person(t);
    const socket = await loggedIn(t.url, p.token, 'presence');
    t.clock.advance(presenceWindowMs - 1000);
    expect(await presence().isOnline(p.user.id)).toBe(true);
    expect(await ask(socket, 'user_is_alive')).toEqual({ ok: true });
    t.clock.advance(presenceWindowMs - 1000);
    expect(await presence().isOnline(p.user.id)).toBe(true);
    const [member] = await t.server.platform.db
      .select({ lastSeenAt: eventMembers.lastSeenAt })
      .from(eventMembers)
      .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, p.user.id)));
    expect(member?.lastSeenAt?.getTime()).toBeGreaterThan(t.clock.now().getTime() - presenceWindowMs);
    // No keepalive for longer than the window (a crashed process's sockets look the same).
    t.clock.advance(2000);
    expect(await presence().isOnline(p.user.id)).toBe(false);
    await presence().sweep();
    expect(await presence().isOnline(p.user.id)).toBe(false);
    socket.disconnect();
  });

  it('writes sockets logging in together, and closing together, in a few statements, not one each', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => person(t)));
    const statements: string[] = [];
    /** Parameters of each write: an array per column, not a parameter per socket and column (decision 0059). */
    const deleteParams: unknown[][] = [];
    const insertParams: unknown[][] = [];
    const pool = t.server.platform.database.pool;
    const query = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof query>) => {
      const text = (typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text).trim().toLowerCase();
      const params = (args[1] ?? (args[0] as { values?: unknown[] }).values) as unknown[];
      if (text.includes('"presence_connections"')) statements.push(text.split(/\s+/).slice(0, 3).join(' '));
      if (text.startsWith('delete from "presence_connections"')) deleteParams.push(params);
      if (text.startsWith('insert into "presence_connections"')) insertParams.push(params);
      return query(...args);
    }) as typeof pool.query;
    try {
      const sockets = await Promise.all(people.map(() => connect(t.url)));
      await Promise.all(
        sockets.map((socket, i) => {
          const authenticated = next(socket, 'authenticated');
          socket.emit('login', { token: people[i]!.token, event_slug: 'presence' });
          return authenticated;
        }),
      );
      expect(await presence().onlineAmong(people.map((p) => p.user.id), event.id)).toEqual(new Set(people.map((p) => p.user.id)));
      const inserts = statements.filter((s) => s.startsWith('insert')).length;
      expect(inserts).toBeGreaterThan(0);
      expect(inserts).toBeLessThan(10);
      // The server's id and four columns as arrays, however many sockets the batch holds.
      const columns = [expect.any(Array), expect.any(Array), expect.any(Array), expect.any(Array)];
      for (const params of insertParams) expect(params).toEqual([expect.any(String), ...columns]);
      expect(insertParams.flatMap((params) => params[1] as string[]).sort()).toEqual(sockets.map((socket) => socket.id).sort());
      const ids = sockets.map((socket) => socket.id);
      for (const socket of sockets) socket.disconnect();
      await eventually(async () => (await presence().onlineAmong(people.map((p) => p.user.id))).size === 0);
      const deletes = statements.filter((s) => s.startsWith('delete')).length;
      expect(deletes).toBeGreaterThan(0);
      expect(deletes).toBeLessThan(10);
      for (const params of deleteParams) expect(params).toEqual([expect.any(Array)]);
      expect(deleteParams.flatMap((params) => params[0] as string[]).sort()).toEqual(ids.sort());
    } finally {
      pool.query = query;
    }
  });

  it('leaves no row for a socket seen and gone in the same batch', async () => {
    const p = await person(t);
    const service = presence();
    const connection = { socketId: `batch-${p.user.id}`, userId: p.user.id, eventId: event.id };
    await Promise.all([service.seen(connection), service.gone(connection.socketId)]);
    expect(await service.isOnline(p.user.id)).toBe(false);
    await service.seen(connection);
    expect(await service.isOnline(p.user.id)).toBe(true);
    await service.gone(connection.socketId);
    expect(await service.isOnline(p.user.id)).toBe(false);
  });
});
