import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { eventMembers } from '../identity/events.schema';
import type { EventRow } from '../identity';
import type { ChatRow } from './chat.repository';

let t: TestServer;
let event: EventRow;
let chat: ChatRow;
let closedChat: ChatRow;
let foreignChat: ChatRow;
let organiser: Person;
let attendee: Person;
let hidden: Person;
let incognito: Person;
let masked: Person;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'chatty' });
  organiser = await person(t, { firstName: 'Olivia', lastName: 'Organiser', mugshot: '/files/o.png' });
  attendee = await person(t, { firstName: 'Alice', lastName: 'Attendee', mugshot: '/files/a.png' });
  hidden = await person(t, { firstName: 'Hidden', lastName: 'Person', mugshot: '/files/h.png', isPublic: false });
  incognito = await person(t, { firstName: 'Ingrid', lastName: 'Real', mugshot: '/files/i.png', incognitoMode: true, aliasName: 'Night Owl' });
  masked = await person(t, { firstName: 'Mark', lastName: 'Real', incognitoMode: true, aliasName: '  ' });
  await addRole(t, event, organiser, 'moderator');
  const hall = await makeSpace(t, event, 'map', { slug: 'hall' });
  const backstage = await makeSpace(t, event, 'map', { slug: 'backstage', published: false });
  const chats = t.server.services.chat;
  chat = await chats.createChat(event.id, hall.id, 'Hall chat');
  closedChat = await chats.createChat(event.id, backstage.id);
  const other = await makeEvent(t, { slug: 'chatty-other' });
  foreignChat = await chats.createChat(other.id, null);
  // 25 messages from alice, then one from each hidden kind of person.
  const base = new Date('2026-06-01T08:00:00Z').getTime();
  for (let i = 1; i <= 25; i++) {
    await chats.repo.insertMessage({ chatId: chat.id, senderId: attendee.user.id, text: `message ${i}`, sentAt: new Date(base + i * 60_000) });
  }
  for (const p of [hidden, incognito, masked, organiser]) {
    await chats.repo.insertMessage({ chatId: chat.id, senderId: p.user.id, text: `from ${p.user.firstName}`, sentAt: new Date(base + 3600_000) });
  }
  await chats.repo.insertMessage({ chatId: closedChat.id, senderId: organiser.user.id, text: 'backstage only', sentAt: new Date(base) });
});

afterAll(async () => {
  await t?.close();
});

const page = (who: Person, chatId: number, query = '') => t.api('GET', `/api/events/chatty/chat/public/${chatId}/${query}`, { token: who.token });

describe('GET /api/events/{slug}/chat/public/{chatId}/', () => {
  it('answers the newest page of 20, newest last, with links to older messages', async () => {
    const res = await page(attendee, chat.id);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(29);
    expect(res.body.results).toHaveLength(20);
    expect(res.body.results.at(-1).text).toBe('from Olivia');
    expect(res.body.results[0].text).toBe('message 10');
    expect(res.body.next).toBe(`/api/events/chatty/chat/public/${chat.id}/?limit=20&offset=20`);
    expect(res.body.previous).toBeNull();
    expect(res.body.results[0]).toEqual({
      id: expect.any(Number), chat_id: chat.id, text: 'message 10', sent_at: '2026-06-01T08:10:00.000Z',
      sender: { id: attendee.user.id, first_name: 'Alice', last_name: 'Attendee', mugshot: '/files/a.png', do_not_disturb: false },
    });
  });

  it('pages backwards with offset counted from the newest', async () => {
    const res = await page(attendee, chat.id, '?limit=20&offset=20');
    expect(res.body.results.map((m: { text: string }) => m.text)).toEqual([...Array(9).keys()].map((i) => `message ${i + 1}`));
    expect(res.body.next).toBeNull();
    expect(res.body.previous).toBe(`/api/events/chatty/chat/public/${chat.id}/?limit=20&offset=0`);
    const middle = await page(attendee, chat.id, '?limit=2&offset=5');
    expect(middle.body.results.map((m: { text: string }) => m.text)).toEqual(['message 23', 'message 24']);
    const past = await page(attendee, chat.id, '?offset=500');
    expect(past.status).toBe(200);
    expect(past.body.results).toEqual([]);
  });

  it('shows non-public people as Anonymous and incognito people by alias, without picture', async () => {
    const res = await page(attendee, chat.id, '?limit=4');
    const senders = res.body.results.map((m: { sender: unknown }) => m.sender);
    expect(senders).toEqual([
      { id: hidden.user.id, first_name: 'Anonymous', last_name: '', mugshot: null, do_not_disturb: false },
      { id: incognito.user.id, first_name: 'Night Owl', last_name: '', mugshot: null, do_not_disturb: false },
      { id: masked.user.id, first_name: 'Anonymous', last_name: '', mugshot: null, do_not_disturb: false },
      { id: organiser.user.id, first_name: 'Olivia', last_name: 'Organiser', mugshot: '/files/o.png', do_not_disturb: false },
    ]);
  });

  it('hides a person who is not public in this event', async () => {
    await t.server.platform.db.update(eventMembers).set({ isPublic: false }).where(eq(eventMembers.userId, organiser.user.id));
    const res = await page(attendee, chat.id, '?limit=1');
    expect(res.body.results[0].sender).toMatchObject({ first_name: 'Anonymous', mugshot: null });
    await t.server.platform.db.update(eventMembers).set({ isPublic: true }).where(eq(eventMembers.userId, organiser.user.id));
  });

  it('refuses the chat of a closed space to attendees (403 space_closed) and shows it to organisers', async () => {
    const refused = await page(attendee, closedChat.id);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('space_closed');
    const seen = await page(organiser, closedChat.id);
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((m: { text: string }) => m.text)).toEqual(['backstage only']);
  });

  it('answers 404 for unknown chats and chats of other events, 400 for bad pagination, 401 without a token', async () => {
    expect((await page(attendee, 999999)).status).toBe(404);
    expect((await page(attendee, foreignChat.id)).status).toBe(404);
    for (const q of ['?limit=0', '?limit=101', '?offset=-1', '?limit=ten', '?offset=1.5']) {
      expect((await page(attendee, chat.id, q)).status, q).toBe(400);
    }
    expect((await t.api('GET', `/api/events/chatty/chat/public/abc/`, { token: attendee.token })).status).toBe(400);
    expect((await t.api('GET', `/api/events/chatty/chat/public/${chat.id}/`)).status).toBe(401);
  });
});
