import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, person, type Person } from '../../../test/event-factories';
import type { EventRow } from '../identity';
import { broadcastMessages, privateMessages } from './private-chat.schema';

let t: TestServer;
let event: EventRow;
let owner: Person;
let alice: Person;
let bob: Person;
let carol: Person;
let inPerson: Person;
let stranger: Person;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'pc' });
  const other = await makeEvent(t, { slug: 'pc-other' });
  owner = await person(t, { firstName: 'Olga', lastName: 'Owner' });
  alice = await person(t, { firstName: 'Alice', lastName: 'A' });
  bob = await person(t, { firstName: 'Bob', lastName: 'B' });
  carol = await person(t, { firstName: 'Carol', lastName: 'C', incognitoMode: true, aliasName: 'Night Owl' });
  inPerson = await person(t, { firstName: 'Ines', lastName: 'Venue', locationType: 'in_person' });
  stranger = await person(t, { firstName: 'Sam', lastName: 'Stranger' });
  await addRole(t, event, owner, 'owner');
  for (const p of [alice, bob, carol, inPerson]) {
    await addRole(t, event, p, 'attendee');
    // Entering marks the list entry used: broadcasts reach people who have entered (as the directory counts).
    expect((await t.api('GET', '/api/events/pc/', { token: p.token })).status).toBe(200);
  }
  await addRole(t, other, stranger, 'attendee');
});
afterAll(async () => {
  await t?.close();
});

const send = (from: Person, body: Record<string, unknown>, slug = 'pc') =>
  t.api('POST', `/api/events/${slug}/chat/messages/send/`, { token: from.token, body: { should_send_email: false, event_slug: slug, ...body } });
const list = (who: Person, query = '') => t.api('GET', `/api/events/pc/chat/${query}`, { token: who.token });
const page = (who: Person, partner: number, query = '') => t.api('GET', `/api/events/pc/chat/${partner}/messages/${query}`, { token: who.token });
const read = (who: Person, partner: number) => t.api('PUT', `/api/events/pc/chat/${partner}/messages/read/`, { token: who.token });

describe('POST /api/events/{slug}/chat/messages/send/', () => {
  it('stores a message and answers it as the sender sees it', async () => {
    const res = await send(alice, { text: '  Hello Bob  ', receiver: bob.user.id, appointment_schedule: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: 'Hello Bob',
      read: false,
      sent_by_current_user: true,
      sent_email: false,
      appointment_schedule: null,
      user_id: bob.user.id,
      is_chat_bot: false,
    });
    expect(typeof res.body.id).toBe('number');
    expect(new Date(res.body.sent_at).toISOString()).toBe(res.body.sent_at);
  });

  it('refuses a chat with oneself (400) and stores nothing', async () => {
    const before = await t.server.platform.db.select({ n: count() }).from(privateMessages);
    const res = await send(alice, { text: 'me', receiver: alice.user.id });
    expect(res.status).toBe(400);
    expect(res.body.receiver).toEqual(['You cannot chat with yourself.']);
    expect((await page(alice, alice.user.id)).status).toBe(400);
    expect(await t.server.platform.db.select({ n: count() }).from(privateMessages)).toEqual(before);
  });

  it('refuses empty, blank and over-long text', async () => {
    for (const text of ['', '   ', 'x'.repeat(2001)]) {
      const res = await send(alice, { text, receiver: bob.user.id });
      expect(res.status).toBe(400);
      expect(res.body.text).toHaveLength(1);
    }
    expect((await send(alice, { receiver: bob.user.id })).status).toBe(400);
  });

  it('refuses a person of another event or nobody at all (404), and a sender from outside (403/404)', async () => {
    const other = await send(alice, { text: 'hi', receiver: stranger.user.id });
    expect(other.status).toBe(404);
    expect(other.body.detail).toBe('This person is not an attendee of this event.');
    expect((await send(alice, { text: 'hi', receiver: 999_999 })).status).toBe(404);
    expect((await page(alice, stranger.user.id)).status).toBe(404);
    // The stranger may not write in an event they are not in (it is invite-free, but a mismatched slug is refused).
    const wrongSlug = await t.api('POST', '/api/events/pc/chat/messages/send/', {
      token: alice.token,
      body: { text: 'hi', receiver: bob.user.id, should_send_email: false, event_slug: 'pc-other' },
    });
    expect(wrongSlug.status).toBe(400);
    expect(wrongSlug.body.event_slug).toBeDefined();
  });

  it('refuses anyone not signed in (401)', async () => {
    const res = await t.api('POST', '/api/events/pc/chat/messages/send/', { body: { text: 'x', receiver: bob.user.id, should_send_email: false, event_slug: 'pc' } });
    expect(res.status).toBe(401);
    expect((await t.api('GET', '/api/events/pc/chat/')).status).toBe(401);
    expect((await t.api('GET', `/api/events/pc/chat/${bob.user.id}/messages/`)).status).toBe(401);
    expect((await t.api('PUT', `/api/events/pc/chat/${bob.user.id}/messages/read/`)).status).toBe(401);
    expect((await t.api('GET', '/api/events/pc/chat/broadcast_messages/')).status).toBe(401);
  });

  it('limits how fast one person sends (429, nothing stored)', async () => {
    const sender = await person(t, { firstName: 'Fast' });
    await addRole(t, event, sender, 'attendee');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await send(sender, { text: `m${i}`, receiver: bob.user.id })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const [stored] = await t.server.platform.db.select({ n: count() }).from(privateMessages).where(eq(privateMessages.senderId, sender.user.id));
    expect(stored?.n).toBe(10);
  });
});

describe('GET /api/events/{slug}/chat/{userId}/messages/', () => {
  it('pages a conversation by 15, newest last, from either side', async () => {
    const dave = await person(t, { firstName: 'Dave' });
    const erin = await person(t, { firstName: 'Erin' });
    await addRole(t, event, dave, 'attendee');
    await addRole(t, event, erin, 'attendee');
    const chat = t.server.services.privateChat;
    for (let i = 1; i <= 20; i++) {
      const [from, to] = i % 2 ? [dave, erin] : [erin, dave];
      await chat.service.repo.insertMessage(event.id, {
        senderId: from.user.id, receiverId: to.user.id, text: `m${i}`, sentAt: new Date(t.clock.now().getTime() + i),
      });
    }
    const first = await page(dave, erin.user.id);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(20);
    expect(first.body.results).toHaveLength(15);
    expect(first.body.results.at(-1)).toMatchObject({ text: 'm20', sent_by_current_user: false, user_id: erin.user.id, read: false });
    expect(first.body.results[0].text).toBe('m6');
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe(`/api/events/pc/chat/${erin.user.id}/messages/?limit=15&offset=15`);
    const second = await page(dave, erin.user.id, '?limit=15&offset=15');
    expect(second.body.results.map((m: { text: string }) => m.text)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    const theirs = await page(erin, dave.user.id, '?limit=1');
    expect(theirs.body.results[0]).toMatchObject({ text: 'm20', sent_by_current_user: true, user_id: dave.user.id });
  });

  it('answers an empty page for people who have not written yet', async () => {
    const res = await page(carol, inPerson.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('chat list, unread counts and marking read', () => {
  it('lists the bot first, then conversations latest first, with unread counts and the total', async () => {
    const zed = await person(t, { firstName: 'Zed' });
    await addRole(t, event, zed, 'attendee');
    await send(alice, { text: 'one', receiver: zed.user.id });
    await send(alice, { text: 'two', receiver: zed.user.id });
    t.clock.advance(1000);
    await send(carol, { text: 'psst', receiver: zed.user.id });
    const res = await list(zed);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.results.map((e: { user_id: number }) => e.user_id)).toEqual([0, carol.user.id, alice.user.id]);
    expect(res.body.results[0]).toMatchObject({ user_id: 0, is_chat_bot: true, user: null });
    expect(res.body.results[1]).toMatchObject({ unread: 1, is_chat_bot: false, user: { first_name: 'Night Owl', last_name: '', mugshot: null } });
    expect(res.body.results[2]).toMatchObject({ unread: 2, user: { first_name: 'Alice', last_name: 'A' } });
    expect(res.body.unread_total).toBe(3 + res.body.results[0].unread);
    // Paging: the bot is the first entry.
    const second = await list(zed, '?limit=2&offset=2');
    expect(second.body.results.map((e: { user_id: number }) => e.user_id)).toEqual([alice.user.id]);

    const marked = await read(zed, alice.user.id);
    expect(marked.status).toBe(200);
    expect(marked.body.unread_total).toBe(1 + res.body.results[0].unread);
    const after = await list(zed);
    expect(after.body.results[2].unread).toBe(0);
    expect((await page(alice, zed.user.id)).body.results.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await read(zed, stranger.user.id)).status).toBe(404);
    expect((await read(zed, zed.user.id)).status).toBe(400);
  });
});

describe('broadcasts', () => {
  const post = (who: Person, body: unknown, query = '') => t.api('POST', `/api/events/pc/chat/broadcast_messages/${query}`, { token: who.token, body });

  it('only event owners list and send them (403 for everyone else, nothing stored)', async () => {
    const before = await t.server.platform.db.select({ n: count() }).from(broadcastMessages);
    const organiser = await person(t);
    await addRole(t, event, organiser, 'moderator');
    for (const who of [alice, organiser, stranger]) {
      expect((await post(who, { text: 'hi all' })).status).toBe(403);
      expect((await t.api('GET', '/api/events/pc/chat/broadcast_messages/', { token: who.token })).status).toBe(403);
    }
    expect(await t.server.platform.db.select({ n: count() }).from(broadcastMessages)).toEqual(before);
  });

  it('stores a broadcast once; recipients find it in the bot conversation, unread until read', async () => {
    const res = await post(owner, { text: 'Keynote starts in 10 minutes', target: 'ALL' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ text: 'Keynote starts in 10 minutes', target: 'ALL', tags: [] });
    expect(res.body.recipients).toBeGreaterThanOrEqual(4);
    const [stored] = await t.server.platform.db.select({ n: count() }).from(broadcastMessages).where(eq(broadcastMessages.text, 'Keynote starts in 10 minutes'));
    expect(stored?.n).toBe(1);

    const bots = await list(bob);
    expect(bots.body.results[0]).toMatchObject({ user_id: 0, is_chat_bot: true, unread: 1 });
    const messages = await page(bob, 0);
    expect(messages.body.results.at(-1)).toMatchObject({ text: 'Keynote starts in 10 minutes', is_chat_bot: true, user_id: 0, read: false, sent_by_current_user: false });
    await read(bob, 0);
    expect((await list(bob)).body.results[0].unread).toBe(0);
    expect((await page(bob, 0)).body.results.at(-1).read).toBe(true);
    // Another recipient still has it unread: the read marker is per person.
    expect((await list(alice)).body.results[0].unread).toBe(1);
    // The sender does not get their own broadcast.
    expect((await list(owner)).body.results[0].unread).toBe(0);
  });

  it('targets APP (in person) or VEP (virtual) users', async () => {
    const app = await post(owner, { text: 'Only at the venue', target: 'APP' });
    expect(app.status).toBe(201);
    expect(app.body.recipients).toBe(1);
    expect((await page(inPerson, 0)).body.results.at(-1).text).toBe('Only at the venue');
    expect((await page(bob, 0)).body.results.map((m: { text: string }) => m.text)).not.toContain('Only at the venue');
    t.clock.advance(61_000);
    const vep = await post(owner, { text: 'Only online', target: 'VEP' });
    expect(vep.status).toBe(201);
    expect((await page(inPerson, 0)).body.results.map((m: { text: string }) => m.text)).not.toContain('Only online');
    expect((await page(bob, 0)).body.results.at(-1).text).toBe('Only online');
  });

  it('targets tags exactly as the directory counts them, and only the tagged people find it', async () => {
    t.clock.advance(61_000);
    const repo = t.server.services.attendees.repo;
    const optics = await repo.insertTag(event.id, { text: 'Optics' });
    await repo.tagMember(event.id, carol.user.id, [optics.id]);
    const count = await t.api('GET', `/api/events/pc/attendees/count/?tags=${optics.id}`, { token: owner.token });
    expect(count.body.count).toBe(1);
    const res = await post(owner, { text: 'Optics meetup at 3', target: 'ALL' }, `?tags=${optics.id}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tags: [[optics.id]], recipients: count.body.count });
    expect((await page(carol, 0)).body.results.at(-1).text).toBe('Optics meetup at 3');
    expect((await page(bob, 0)).body.results.map((m: { text: string }) => m.text)).not.toContain('Optics meetup at 3');
  });

  it('lists 5 per page, newest first, and refuses bad input', async () => {
    t.clock.advance(61_000);
    const res = await t.api('GET', '/api/events/pc/chat/broadcast_messages/', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.results[0].text).toBe('Optics meetup at 3');
    expect(res.body.results.length).toBeLessThanOrEqual(5);
    expect((await post(owner, { text: '' })).status).toBe(400);
    expect((await post(owner, { text: 'x', target: 'SOME' })).status).toBe(400);
    expect((await post(owner, { text: 'x' }, '?tags=a,b')).status).toBe(400);
  });
});
