import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import { broadcastReads, privateConversations, privateMessageDigests } from './private-chat.schema';

let t: TestServer;
let ana: Person;
let ben: Person;
let cleo: Person;
let owner: Person;

beforeAll(async () => {
  t = await startTestServer();
  const event = await makeEvent(t, { slug: 'pc-erase' });
  [ana, ben, cleo, owner] = await Promise.all([person(t, { firstName: 'Ana' }), person(t, { firstName: 'Ben' }), person(t, { firstName: 'Cleo' }), person(t)]);
  for (const p of [ana, ben, cleo]) await addRole(t, event, p, 'attendee');
  await addRole(t, event, owner, 'owner');
});
afterAll(async () => {
  await t?.close();
});

const send = (from: Person, to: Person, text: string) =>
  t.api('POST', '/api/events/pc-erase/chat/messages/send/', { token: from.token, body: { text, receiver: to.user.id, should_send_email: true, event_slug: 'pc-erase' } });

describe('account removal and private chat', () => {
  it('keeps a conversation for the person still here and erases one nobody else remains in', async () => {
    await send(ana, ben, 'Hi Ben');
    await send(ben, ana, 'Hi Ana');
    await send(ana, cleo, 'Hi Cleo');
    await send(cleo, ana, 'Bye Ana');
    expect((await t.api('POST', '/api/events/pc-erase/chat/broadcast_messages/', { token: owner.token, body: { text: 'Hello all' } })).status).toBe(201);
    expect((await t.api('PUT', '/api/events/pc-erase/chat/0/messages/read/', { token: ana.token })).status).toBe(200);

    // Cleo leaves first: her conversation with Ana stays, as Ana is still here.
    expect((await t.api('POST', '/api/remove-user-account/', { token: cleo.token })).status).toBe(200);
    const anaList = await t.api('GET', '/api/events/pc-erase/chat/', { token: ana.token });
    expect(anaList.body.results.map((e: { user_id: number }) => e.user_id)).toContain(cleo.user.id);
    const withCleo = anaList.body.results.find((e: { user_id: number }) => e.user_id === cleo.user.id);
    expect(withCleo.user.first_name).not.toBe('Cleo');

    // Then Ana: the conversation with Cleo has nobody left and goes; Ben keeps his.
    expect((await t.api('POST', '/api/remove-user-account/', { token: ana.token })).status).toBe(200);
    const db = t.server.platform.db;
    const left = await db
      .select()
      .from(privateConversations)
      .where(or(eq(privateConversations.lowUserId, ana.user.id), eq(privateConversations.highUserId, ana.user.id)));
    expect(left).toHaveLength(1);
    expect([left[0]!.lowUserId, left[0]!.highUserId]).toContain(ben.user.id);
    const benView = await t.api('GET', '/api/events/pc-erase/chat/', { token: ben.token });
    expect(benView.body.results.find((e: { user_id: number }) => e.user_id === ana.user.id)).toBeTruthy();
    expect(await db.select().from(broadcastReads).where(eq(broadcastReads.userId, ana.user.id))).toEqual([]);
    expect(
      await db.select().from(privateMessageDigests).where(or(eq(privateMessageDigests.receiverId, ana.user.id), eq(privateMessageDigests.senderId, ana.user.id))),
    ).toEqual([]);
    // Nobody can write to a removed person.
    expect((await send(ben, ana, 'Still there?')).status).toBe(404);
  });
});
