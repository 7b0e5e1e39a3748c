import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { makeEvent } from '../../../test/event-factories';
import { fromIp, signInAndAgree } from '../../../test/factories';
import { ask, connect, disconnected, next, silence, socketPool } from '../../../test/socket-client';
import { authSessions } from '../identity/accounts.schema';

let t: TestServer;
/** A second server process on the same database: a logout through one closes sockets on both. */
let t2: TestServer;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  await makeEvent(t, { slug: 'bye' });
});
afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

/** Two sign-ins of one person (two browsers), each with its tokens. */
async function twoSignIns(email: string, ip: string) {
  const laptop = await signInAndAgree(t, email, 'bye', fromIp(ip));
  const phone = await signInAndAgree(t, email, 'bye', fromIp(ip));
  return { laptop, phone };
}

describe('logging out closes the sockets of that sign-in', () => {
  it('disconnects every socket logged in with a token of the sign-in, on every server process, and no other', async () => {
    const { laptop, phone } = await twoSignIns('leaving@example.com', '10.9.0.1');
    const laptopTab = await sockets.login(t, laptop.access, 'bye');
    const laptopOtherTab = await sockets.login(t2, laptop.access, 'bye');
    const phoneTab = await sockets.login(t, phone.access, 'bye');
    const closed = [disconnected(laptopTab), disconnected(laptopOtherTab)];
    const phoneStays = silence(phoneTab, 'disconnect', 800);

    expect((await t.api('POST', '/api/auth/logout/', { body: { refresh: laptop.refresh } })).status).toBe(200);
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    await phoneStays;
    expect(phoneTab.connected).toBe(true);
    expect(await ask(phoneTab, 'subscribe_to_space', { event_slug: 'bye' })).toEqual({ ok: true });

    // The logged-out token cannot log a socket in again.
    const again = await sockets.login(t, phone.access, 'bye');
    const refused = next(again, 'login_failed');
    again.emit('login', { token: laptop.access, event_slug: 'bye' });
    expect(await refused).toMatchObject({ code: 'token_not_valid' });
  });

  it('disconnects the sockets of a sign-in revoked because an old refresh token came back', async () => {
    const { laptop, phone } = await twoSignIns('reused@example.com', '10.9.0.2');
    const laptopTab = await sockets.login(t, laptop.access, 'bye');
    const phoneTab = await sockets.login(t, phone.access, 'bye');
    expect((await t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: laptop.refresh } })).status).toBe(200);
    const closed = disconnected(laptopTab);
    const phoneStays = silence(phoneTab, 'disconnect', 800);
    // The first refresh token again, after the grace window: someone may hold a copy, so the whole sign-in ends.
    t.clock.advance(11_000);
    expect((await t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: laptop.refresh } })).status).toBe(401);
    expect(await closed).toBe('io server disconnect');
    await phoneStays;
  });

  it('leaves sockets alone when the refresh token ends nothing', async () => {
    const { phone } = await twoSignIns('staying@example.com', '10.9.0.3');
    const phoneTab = await sockets.login(t, phone.access, 'bye');
    const stays = silence(phoneTab, 'disconnect', 500);
    expect((await t.api('POST', '/api/auth/logout/', { body: { refresh: 'garbage' } })).status).toBe(401);
    await stays;
  });
});

describe('`reconnected` and logging out', () => {
  it('is not said to the next sign-in: the sockets a logout closes did not drop', async () => {
    const first = await signInAndAgree(t, 'back-again@example.com', 'bye', fromIp('10.9.0.4'));
    const sessionId = (await t.server.platform.tokens.verifyAccess(first.access))?.sessionId ?? '';
    const tab = await sockets.login(t2, first.access, 'bye');
    const closed = disconnected(tab);
    expect((await t.api('POST', '/api/auth/logout/', { body: { refresh: first.refresh } })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const second = await signInAndAgree(t, 'back-again@example.com', 'bye', fromIp('10.9.0.4'));
    const socket = sockets.track(await connect(t2.url));
    const heard: string[] = [];
    for (const event of ['authenticated', 'reconnected']) socket.on(event, () => heard.push(event));
    expect(await ask(socket, 'login', { token: second.access, event_slug: 'bye' })).toEqual({ ok: true });
    expect(heard).toEqual(['authenticated']);
    // That process writes a drop before it reads a login after it: none was written for the logged-out sign-in.
    const [row] = await t.server.platform.db.select({ at: authSessions.socketDroppedAt }).from(authSessions).where(eq(authSessions.id, sessionId));
    expect(row).toEqual({ at: null });
  });
});
