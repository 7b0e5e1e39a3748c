import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, eventsService, makeEvent, mintToken, person, type Person } from '../../../test/event-factories';
import { signIn, signInAndAgree, fromIp } from '../../../test/factories';
import { statementsDuring } from '../../../test/query-counter';
import { ask, connect, next, silence, socketPool } from '../../../test/socket-client';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { EventRow } from '../identity';

let t: TestServer;
/** A second server process on the same database: what changes through `t` must reach it within a second. */
let t2: TestServer;
const sockets = socketPool();

beforeAll(async () => {
  // Paused sweeps: a sweep's statement must not land in a count of what a read sends.
  t = await startTestServer({ backgroundSweeps: false });
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, backgroundSweeps: false });
});
afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

const writes = (statements: string[]) => statements.filter((s) => /^\s*(insert|update|delete)\b/i.test(s));
const accessOf = (server: TestServer, slug: string, token: string) => server.api('GET', `/api/events/${slug}/access/`, { token });

/** Polls until `probe` holds, for at most `limitMs`. */
async function until(probe: () => Promise<boolean>, limitMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`${what} within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A change made through one process must be seen by the other within one second. */
const seenWithinASecond = (probe: () => Promise<boolean>) =>
  until(probe, 1000 + 500, 'the other process did not see the change'); // the one second, and a margin for this busy machine

async function memberRow(event: EventRow, p: Person) {
  const [row] = await t.server.platform.db
    .select()
    .from(eventMembers)
    .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, p.user.id)));
  return row;
}

describe('a cheap authenticated request', () => {
  it('checks the sign-in, finds the event and the role and decides in one round trip, then in none', async () => {
    const event = await makeEvent(t);
    const p = await person(t);
    await addRole(t, event, p, 'staff');
    await t.server.platform.db.update(eventMembers).set({ joinedAt: t.clock.now() }).where(eq(eventMembers.userId, p.user.id));

    let res: { body: unknown } = { body: null };
    const replies: unknown[] = [];
    const cold = await statementsDuring(t, async () => replies.push((await accessOf(t, event.slug, p.token)).body));
    expect(cold, cold.join("\n")).toHaveLength(1);
    expect(cold[0]).toMatch(/from "auth_sessions".*join "users".*join "events".*join "event_members"/is);

    const warm = await statementsDuring(t, async () => {
      for (let i = 0; i < 5; i++) replies.push((await accessOf(t, event.slug, p.token)).body);
    });
    expect(warm).toEqual([]);
    expect(replies).toEqual(Array(6).fill({ access: true, role: 'staff' }));

    // Another sign-in of the same person: only the sign-in is new.
    const phone = await mintToken(t, p.user.id);
    expect(await statementsDuring(t, async () => (res = await accessOf(t, event.slug, phone)))).toHaveLength(1);
    expect(res.body).toEqual({ access: true, role: 'staff' });
  });

  it('records the first visit once: an open event makes the person an attendee, later reads write nothing', async () => {
    const event = await makeEvent(t);
    const p = await person(t);
    const first = await statementsDuring(t, () => accessOf(t, event.slug, p.token));
    expect(writes(first)).toHaveLength(1);
    expect(await memberRow(event, p)).toMatchObject({ role: 'attendee', joinedAt: t.clock.now() });

    const again = await mintToken(t, p.user.id);
    const later = await statementsDuring(t, async () => {
      await accessOf(t, event.slug, p.token);
      await accessOf(t, event.slug, again);
      await t.api('GET', `/api/events/${event.slug}/`, { token: again });
      await t2.api('GET', `/api/events/${event.slug}/access/`, { token: again });
    });
    expect(writes(later)).toEqual([]);
  });

  it('marks a guest-list entry as used at the first visit only', async () => {
    const event = await makeEvent(t, { inviteOnly: true });
    const guest = await person(t);
    await addRole(t, event, guest, 'attendee');
    expect((await memberRow(event, guest))?.joinedAt).toBeNull();
    const firstAt = t.clock.now();
    expect(writes(await statementsDuring(t, () => accessOf(t, event.slug, guest.token)))).toHaveLength(1);
    t.clock.advance(60_000);
    expect(writes(await statementsDuring(t, () => accessOf(t, event.slug, guest.token)))).toEqual([]);
    expect((await memberRow(event, guest))?.joinedAt).toEqual(firstAt);
  });
});

describe('two server processes see a change within one second', () => {
  it('a logout', async () => {
    const event = await makeEvent(t);
    const tokens = await signInAndAgree(t, 'two.processes@example.com', event.slug, fromIp('10.12.0.1'));
    for (let i = 0; i < 2; i++) expect((await accessOf(t2, event.slug, tokens.access)).status).toBe(200);
    expect((await t.api('POST', '/api/auth/logout/', { body: { refresh: tokens.refresh } })).status).toBe(200);
    expect((await accessOf(t, event.slug, tokens.access)).status).toBe(401);
    await seenWithinASecond(async () => (await accessOf(t2, event.slug, tokens.access)).status === 401);
  });

  it('a role change', async () => {
    const event = await makeEvent(t);
    const p = await person(t);
    await addRole(t, event, p, 'moderator');
    for (let i = 0; i < 2; i++) expect((await accessOf(t2, event.slug, p.token)).body).toEqual({ access: true, role: 'moderator' });
    await eventsService(t).setMember(event.id, p.user.id, 'attendee');
    expect((await accessOf(t, event.slug, p.token)).body).toEqual({ access: true, role: 'attendee' });
    await seenWithinASecond(async () => (await accessOf(t2, event.slug, p.token)).body.role === 'attendee');
  });

  it('an unpublished event', async () => {
    const event = await makeEvent(t);
    const p = await person(t);
    for (let i = 0; i < 2; i++) expect((await accessOf(t2, event.slug, p.token)).status).toBe(200);
    await eventsService(t).setPublished(event.id, false);
    expect((await accessOf(t, event.slug, p.token)).body.code).toBe('not_published');
    await seenWithinASecond(async () => (await accessOf(t2, event.slug, p.token)).body.code === 'not_published');
  });

  it('an invite-list removal, a sign-in revoked and an account removed by hand in the database', async () => {
    const event = await makeEvent(t, { inviteOnly: true });
    const [guest, revoked, removed] = [await person(t), await person(t), await person(t)];
    for (const p of [guest, revoked, removed]) {
      await addRole(t, event, p, 'attendee');
      for (let i = 0; i < 2; i++) expect((await accessOf(t2, event.slug, p.token)).status).toBe(200);
    }
    const db = t.server.platform.db;
    await db.delete(eventMembers).where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, guest.user.id)));
    await db.execute(sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${revoked.user.id}`);
    await db.update(users).set({ isActive: false }).where(eq(users.id, removed.user.id));
    await seenWithinASecond(async () => (await accessOf(t2, event.slug, guest.token)).body.code === 'inviteonly');
    await seenWithinASecond(async () => (await accessOf(t2, event.slug, revoked.token)).status === 401);
    await seenWithinASecond(async () => (await accessOf(t2, event.slug, removed.token)).status === 401);
  });

  it('trusts no cache while the notifications connection is down, and caches again once it is back', async () => {
    const event = await makeEvent(t);
    const p = await person(t);
    for (let i = 0; i < 2; i++) expect((await accessOf(t2, event.slug, p.token)).status).toBe(200);
    const notifications = t2.server.platform.notifications;
    await t.server.platform.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'foyer-notifications' AND datname = current_database()`,
    );
    // Both processes lost their listener; while t2 hears nothing it must not answer from memory.
    await seenWithinASecond(async () => !notifications.listening);
    await t.server.platform.db.execute(sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${p.user.id}`);
    expect((await accessOf(t2, event.slug, p.token)).status).toBe(401);

    const other = await person(t);
    // Listening again waits a second before it reconnects: not a change to be seen within one.
    await until(async () => notifications.listening, 10_000, 'the notifications connection did not come back');
    expect((await accessOf(t2, event.slug, other.token)).status).toBe(200);
    const warm = await statementsDuring(t2, () => accessOf(t2, event.slug, other.token));
    expect(warm).toEqual([]);
  });
});

describe('live sockets when access changes (on every process)', () => {
  it('an invite-list removal takes the person out of the event: their socket hears the chat no more', async () => {
    const event = await makeEvent(t, { inviteOnly: true });
    const organiser = await person(t, { firstName: 'Olivia' });
    const alice = await person(t, { firstName: 'Alice' });
    await addRole(t, event, organiser, 'moderator');
    await addRole(t, event, alice, 'attendee');
    const chat = await t.server.services.chat.createChat(event.id, null);

    const aliceSocket = await sockets.login(t2, alice.token, event.slug);
    const olivia = await sockets.login(t, organiser.token, event.slug);
    expect(await ask(aliceSocket, 'join_chat', { chat_id: chat.id })).toEqual({ ok: true });
    expect(await ask(olivia, 'join_chat', { chat_id: chat.id })).toEqual({ ok: true });

    const told = next(aliceSocket, 'login_failed');
    const oliviaStays = silence(olivia, 'login_failed', 600);
    expect(await eventsService(t).removeMember(event.id, alice.user.id)).toBe(true);
    expect(await told).toEqual({ detail: expect.any(String), code: 'inviteonly' });
    await oliviaStays;

    const aliceHearsNothing = silence(aliceSocket, 'received_public_message', 600);
    const oliviaHears = next(olivia, 'received_public_message');
    expect(await ask(olivia, 'send_public_message', { chat_id: chat.id, text: 'after the list changed' })).toEqual({ ok: true });
    expect(await oliviaHears).toMatchObject({ text: 'after the list changed' });
    await aliceHearsNothing;
    expect(await ask(aliceSocket, 'join_chat', { chat_id: chat.id })).toMatchObject({ ok: false, code: 'not_logged_in' });
    const refused = next(aliceSocket, 'login_failed');
    aliceSocket.emit('login', { token: alice.token, event_slug: event.slug });
    expect(await refused).toMatchObject({ code: 'inviteonly' });
  });

  it('a role change tells the socket to log in again, and the new login carries the new role', async () => {
    const event = await makeEvent(t);
    const bob = await person(t);
    await addRole(t, event, bob, 'moderator');
    const socket = await sockets.login(t2, bob.token, event.slug);
    const told = next(socket, 'login_failed');
    await eventsService(t).setMember(event.id, bob.user.id, 'attendee');
    expect(await told).toEqual({ detail: expect.any(String), code: 'role_changed' });
    const back = next(socket, 'authenticated');
    socket.emit('login', { token: bob.token, event_slug: event.slug });
    expect(await back).toEqual({ user_id: bob.user.id, event_slug: event.slug });
  });

  it('unpublishing an event sends its attendees out and keeps its organisers', async () => {
    const event = await makeEvent(t);
    const attendee = await person(t);
    const organiser = await person(t);
    await addRole(t, event, organiser, 'moderator');
    const attendeeSocket = await sockets.login(t2, attendee.token, event.slug);
    const organiserSocket = await sockets.login(t2, organiser.token, event.slug);
    const told = next(attendeeSocket, 'login_failed');
    const organiserStays = silence(organiserSocket, 'login_failed', 600);
    await eventsService(t).setPublished(event.id, false);
    expect(await told).toMatchObject({ code: 'not_published' });
    await organiserStays;
    expect(await ask(organiserSocket, 'subscribe_to_space', { event_slug: event.slug })).toEqual({ ok: true });
  });
});

describe('terms not agreed yet', () => {
  it('event APIs and the socket login refuse a new account until it agrees; current_user says so', async () => {
    const event = await makeEvent(t);
    const email = 'not.yet.agreed@example.com';
    const tokens = await signIn(t, email, event.slug, fromIp('10.12.0.2'));
    expect(tokens.activation_key).toBeDefined();

    const refused = await t.api('GET', `/api/events/${event.slug}/`, { token: tokens.access });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/terms/), code: 'terms_not_agreed' });
    expect((await t.api('GET', `/api/events/${event.slug}/navigation/`, { token: tokens.access })).body.code).toBe('terms_not_agreed');
    const me = await t.api('GET', `/api/auth/current_user/?event_slug=${event.slug}`, { token: tokens.access });
    expect(me.body).toMatchObject({ terms_agreed: false, event_role: 'attendee' });

    const socket = sockets.track(await connect(t.url));
    const failed = next(socket, 'login_failed');
    socket.emit('login', { token: tokens.access, event_slug: event.slug });
    expect(await failed).toEqual({ detail: expect.stringMatching(/terms/), code: 'terms_not_agreed' });

    const activated = await t.api('PUT', `/api/profiles/activate/?event_slug=${event.slug}`, {
      body: { activation_key: tokens.activation_key, user: { terms_agreed: true } },
    });
    expect(activated.status).toBe(200);
    expect((await t.api('GET', `/api/events/${event.slug}/`, { token: tokens.access })).status).toBe(200);
    expect((await t2.api('GET', `/api/events/${event.slug}/`, { token: tokens.access })).status).toBe(200);
    const authenticated = next(socket, 'authenticated');
    socket.emit('login', { token: tokens.access, event_slug: event.slug });
    await authenticated;
  });
});
