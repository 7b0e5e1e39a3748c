import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Attendee } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { Socket } from 'socket.io-client';
import { users } from '../identity/accounts.schema';
import { eventMembers } from '../identity/events.schema';
import type { EventRow } from '../identity';

let t: TestServer;
let t2: TestServer;
let event: EventRow;
let watcher: Person;
let alice: Person;
let other: Person;
const sockets = socketPool();

/** The next `attendee_updated` about that person (others may arrive first). */
function updateOf(socket: Socket, userId: number, check: (a: Attendee) => boolean = () => true, ms = 5000): Promise<Attendee> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('attendee_updated', on);
      reject(new Error(`no attendee_updated for ${userId} within ${ms} ms`));
    }, ms);
    const on = (a: Attendee) => {
      if (a.id !== userId || !check(a)) return;
      clearTimeout(timer);
      socket.off('attendee_updated', on);
      resolve(a);
    };
    socket.on('attendee_updated', on);
  });
}

async function member(fields: Parameters<typeof person>[1] = {}): Promise<Person> {
  const p = await person(t, fields);
  await addRole(t, event, p, 'attendee');
  expect((await t.api('GET', '/api/events/live/attendee_tags/', { token: p.token })).status).toBe(200);
  return p;
}

beforeAll(async () => {
  t = await startTestServer();
  // A second server process on the same database.
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
  event = await makeEvent(t, { slug: 'live' });
  watcher = await member({ firstName: 'Walt', lastName: 'Watcher' });
  alice = await member({ firstName: 'Alice', lastName: 'Able', jobtitle: 'Engineer' });
  other = await member({ firstName: 'Otto', lastName: 'Other' });
});
afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

describe('subscribe_to_attendees', () => {
  it('tells a subscriber on another process when a person comes online and goes offline', async () => {
    const w = await sockets.login(t, watcher.token, 'live');
    expect(await ask(w, 'subscribe_to_attendees', { user_ids: [alice.user.id] })).toEqual({ ok: true });
    const online = updateOf(w, alice.user.id, (a) => a.is_online);
    // Alice opens the app on the second process.
    const a = await sockets.login(t2, alice.token, 'live');
    expect(await online).toMatchObject({ id: alice.user.id, first_name: 'Alice', is_online: true });
    const offline = updateOf(w, alice.user.id, (x) => !x.is_online);
    a.disconnect();
    expect(await offline).toMatchObject({ id: alice.user.id, is_online: false });
  });

  it('sends profile and do-not-disturb changes, whatever code writes the users row', async () => {
    const w = await sockets.login(t2, watcher.token, 'live');
    await ask(w, 'subscribe_to_attendees', { user_ids: [alice.user.id] });
    const changed = updateOf(w, alice.user.id, (a) => a.do_not_disturb && a.jobtitle === 'Architect');
    await t.server.platform.db.update(users).set({ doNotDisturb: true, jobtitle: 'Architect' }).where(eq(users.id, alice.user.id));
    expect(await changed).toMatchObject({ do_not_disturb: true, jobtitle: 'Architect' });
  });

  it('sends privacy_status_updated and an Anonymous attendee when a person turns private in the event', async () => {
    const w = await sockets.login(t, watcher.token, 'live');
    await ask(w, 'subscribe_to_attendees', { user_ids: [alice.user.id] });
    const own = await sockets.login(t2, alice.token, 'live');
    const privacy = next(w, 'privacy_status_updated');
    const ownPrivacy = next(own, 'privacy_status_updated');
    const anonymous = updateOf(w, alice.user.id, (a) => !a.is_public);
    await t.server.platform.db
      .update(eventMembers)
      .set({ isPublic: false })
      .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, alice.user.id)));
    expect(await privacy).toEqual({ user_id: alice.user.id, event_slug: 'live', is_public: false });
    expect(await ownPrivacy).toEqual({ user_id: alice.user.id, event_slug: 'live', is_public: false });
    expect(await anonymous).toMatchObject({ first_name: 'Anonymous', jobtitle: '', mugshot: null });
    await t.server.platform.db
      .update(eventMembers)
      .set({ isPublic: true })
      .where(and(eq(eventMembers.eventId, event.id), eq(eventMembers.userId, alice.user.id)));
  });

  it('stops after unsubscribe_to_attendees and never tells non-subscribers', async () => {
    const w = await sockets.login(t, watcher.token, 'live');
    const bystander = await sockets.login(t2, other.token, 'live');
    await ask(w, 'subscribe_to_attendees', { user_ids: [alice.user.id] });
    expect(await ask(w, 'unsubscribe_to_attendees', { user_ids: [alice.user.id] })).toEqual({ ok: true });
    const quiet = Promise.all([silence(w, 'attendee_updated', 800), silence(bystander, 'attendee_updated', 800)]);
    await t.server.platform.db.update(users).set({ company: 'Elsewhere' }).where(eq(users.id, alice.user.id));
    await quiet;
  });

  it('refuses a malformed or oversized subscription', async () => {
    const w = await sockets.login(t, watcher.token, 'live');
    expect(await ask(w, 'subscribe_to_attendees', { user_ids: ['x'] })).toMatchObject({ ok: false });
    expect(await ask(w, 'subscribe_to_attendees', { user_ids: Array.from({ length: 201 }, (_, i) => i + 1) })).toMatchObject({ ok: false });
  });
});
