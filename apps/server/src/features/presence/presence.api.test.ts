import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent, person, type Person } from '../../../test/event-factories';
import { ask, loggedIn } from '../../../test/socket-client';
import { eventMembers } from '../events/events.schema';
import type { EventRow } from '../events';
import { createPresenceService, presenceWindowMs } from '.';

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

const presence = () => createPresenceService(t.server.platform);

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
});
