import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';

let t: TestServer;
let t2: TestServer;
let event: EventRow;
let owner: Person;
const pool = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  // A second server process on the same database: messages cross through the PostgreSQL adapter.
  t2 = await startTestServer({ databaseUrl: t.databaseUrl, clock: t.clock });
  event = await makeEvent(t, { slug: 'pcrt' });
  await makeEvent(t, { slug: 'pcrt-other' });
  owner = await person(t, { firstName: 'Olga' });
  await addRole(t, event, owner, 'owner');
});
afterEach(() => pool.closeAll());
afterAll(async () => {
  await t2?.close();
  await t?.close();
});

async function attendee(name: string, fields: Record<string, unknown> = {}): Promise<Person> {
  const p = await person(t, { firstName: name, ...fields });
  await addRole(t, event, p, 'attendee');
  return p;
}

const send = (from: Person, receiver: Person, text: string) =>
  t.api('POST', '/api/events/pcrt/chat/messages/send/', { token: from.token, body: { text, receiver: receiver.user.id, should_send_email: false, event_slug: 'pcrt' } });

describe('received_private_message', () => {
  it('reaches the receiver and the sender\'s other tabs on both processes, and nobody else', async () => {
    const alice = await attendee('Alice');
    const bob = await attendee('Bob');
    const eve = await attendee('Eve');
    const aliceTab = await pool.login(t2, alice.token, 'pcrt');
    const bobHere = await pool.login(t, bob.token, 'pcrt');
    const bobThere = await pool.login(t2, bob.token, 'pcrt');
    const bobOtherEvent = await pool.login(t, bob.token, 'pcrt-other');
    const eveTab = await pool.login(t2, eve.token, 'pcrt');

    const gotHere = next<Record<string, unknown>>(bobHere, 'received_private_message');
    const gotThere = next<Record<string, unknown>>(bobThere, 'received_private_message');
    const countThere = next<{ count: number }>(bobThere, 'updated_unread_messages_count');
    const ownTab = next<Record<string, unknown>>(aliceTab, 'received_private_message');
    const eveHears = silence(eveTab, 'received_private_message', 600);
    const otherEventHears = silence(bobOtherEvent, 'received_private_message', 600);

    const res = await send(alice, bob, 'Coffee at the booth?');
    expect(res.status).toBe(201);
    const expected = { id: res.body.id, text: 'Coffee at the booth?', sent_by_current_user: false, user_id: alice.user.id, read: false, is_chat_bot: false };
    expect(await gotHere).toMatchObject(expected);
    expect(await gotThere).toMatchObject(expected);
    expect(await countThere).toEqual({ count: 1 });
    expect(await ownTab).toMatchObject({ id: res.body.id, sent_by_current_user: true, user_id: bob.user.id });
    await eveHears;
    await otherEventHears;
  });

  it('tells every tab of the reader the new unread total when a conversation is marked read', async () => {
    const alice = await attendee('Alice');
    const bob = await attendee('Bob');
    await send(alice, bob, 'one');
    await send(alice, bob, 'two');
    const bobTab = await pool.login(t2, bob.token, 'pcrt');
    const total = next<{ count: number }>(bobTab, 'updated_unread_messages_count');
    const res = await t.api('PUT', `/api/events/pcrt/chat/${alice.user.id}/messages/read/`, { token: bob.token });
    expect(res.body).toEqual({ unread_total: 0 });
    expect(await total).toEqual({ count: 0 });
  });
});

describe('broadcast fan-out', () => {
  it('one broadcast to everyone reaches every attendee\'s sockets on both processes, not the sender\'s', async () => {
    const bob = await attendee('Bob');
    const ann = await attendee('Ann');
    const bobTab = await pool.login(t, bob.token, 'pcrt');
    const annTab = await pool.login(t2, ann.token, 'pcrt');
    const ownerTab = await pool.login(t2, owner.token, 'pcrt');
    const toBob = next<Record<string, unknown>>(bobTab, 'received_private_message');
    const toAnn = next<Record<string, unknown>>(annTab, 'received_private_message');
    const ownerHears = silence(ownerTab, 'received_private_message', 600);
    const res = await t.api('POST', '/api/events/pcrt/chat/broadcast_messages/', { token: owner.token, body: { text: 'Doors open', target: 'ALL' } });
    expect(res.status).toBe(201);
    const expected = { id: res.body.id, text: 'Doors open', user_id: 0, is_chat_bot: true, read: false };
    expect(await toBob).toMatchObject(expected);
    expect(await toAnn).toMatchObject(expected);
    await ownerHears;
  });

  it('a targeted broadcast reaches only the people it targets', async () => {
    t.clock.advance(60_000);
    const online = await attendee('Vera', { locationType: 'virtual' });
    const venue = await attendee('Ines', { locationType: 'in_person' });
    const onlineTab = await pool.login(t2, online.token, 'pcrt');
    const venueTab = await pool.login(t, venue.token, 'pcrt');
    const toVenue = next<Record<string, unknown>>(venueTab, 'received_private_message');
    const onlineHears = silence(onlineTab, 'received_private_message', 600);
    const res = await t.api('POST', '/api/events/pcrt/chat/broadcast_messages/', { token: owner.token, body: { text: 'Lunch in hall B', target: 'APP' } });
    expect(res.status).toBe(201);
    expect(await toVenue).toMatchObject({ text: 'Lunch in hall B', is_chat_bot: true });
    await onlineHears;
  });
});
