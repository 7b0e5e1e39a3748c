import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { withFailingChangeLog } from '../../../test/organizer-cast';
import { ask, next, nextMatching, silence, socketPool } from '../../../test/socket-client';
import { changeLog } from '../identity/change-log.schema';
import type { EventRow } from '../identity';
import type { ChatRow } from './chat.repository';
import { publicMessages } from './chat.schema';

let t: TestServer;
let event: EventRow;
let hallChat: ChatRow;
let foyerChat: ChatRow;
let foreignChat: ChatRow;
let owner: Person;
let moderator: Person;
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
const sockets = socketPool();
const slug = 'rules';
const base = `/api/events/${slug}/organizer/moderation`;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  [owner, moderator, alice, bob, carol, dave] = await Promise.all(
    ['Olga', 'Mo', 'Alice', 'Bob', 'Carol', 'Dave'].map((firstName) => person(t, { firstName, lastName: 'R' })),
  ) as [Person, Person, Person, Person, Person, Person];
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, moderator, 'moderator');
  for (const p of [alice, bob, carol, dave]) await addRole(t, event, p, 'attendee');
  const hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Hall' });
  const foyer = await makeSpace(t, event, 'map', { slug: 'foyer', name: 'Foyer' });
  hallChat = await t.server.services.chat.openChatOfSpace(hall);
  foyerChat = await t.server.services.chat.openChatOfSpace(foyer);
  foreignChat = await t.server.services.chat.createChat((await makeEvent(t, { slug: 'rules-other' })).id, null, 'Elsewhere');
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const login = async (p: Person, chat: ChatRow = hallChat): Promise<Socket> => {
  const socket = await sockets.login(t, p.token, slug);
  expect(await ask(socket, 'join_chat', { chat_id: chat.id })).toEqual({ ok: true });
  return socket;
};
const send = (socket: Socket, text: string, chat: ChatRow = hallChat) => ask(socket, 'send_public_message', { chat_id: chat.id, text });
const setSlowMode = (seconds: unknown, who: Person = moderator, chat: Pick<ChatRow, 'id'> = hallChat) =>
  t.api('PUT', `${base}/chats/${chat.id}/slow-mode/`, { token: who.token, body: { seconds } });
const setWords = (words: unknown, who: Person = moderator) => t.api('PUT', `${base}/word-list/`, { token: who.token, body: { words } });
const readChat = (who: Person, chat: ChatRow = hallChat) => t.api('GET', `/api/events/${slug}/chat/public/${chat.id}/`, { token: who.token });
const auditRows = (action: string) =>
  t.server.platform.db.select().from(changeLog).where(and(eq(changeLog.eventId, event.id), eq(changeLog.area, 'moderation'), eq(changeLog.action, action)));
const sentBy = async (p: Person, chat: ChatRow = hallChat) =>
  (await t.server.platform.db.select().from(publicMessages).where(and(eq(publicMessages.senderId, p.user.id), eq(publicMessages.chatId, chat.id)))).map((m) => m.text);

describe('slow mode', () => {
  it('lists the event\'s public chats with their slow mode, off at first', async () => {
    const res = await t.api('GET', `${base}/chats/`, { token: moderator.token });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: foyerChat.id, name: 'Foyer', space: expect.objectContaining({ slug: 'foyer', type: 'map' }), slow_mode_seconds: 0 },
      { id: hallChat.id, name: 'Hall', space: expect.objectContaining({ slug: 'hall', type: 'map' }), slow_mode_seconds: 0 },
    ]);
    expect((await readChat(alice)).body.slow_mode_seconds).toBe(0);
  });

  it('is set by a moderator: the chat read carries it, the chat\'s room hears it, the audit log keeps it', async () => {
    const watcher = await login(bob);
    const heard = next(watcher, 'updated_chat_slow_mode');
    const res = await setSlowMode(30);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: hallChat.id, name: 'Hall', slow_mode_seconds: 30 });
    expect(await heard).toEqual({ chat_id: hallChat.id, slow_mode_seconds: 30 });
    expect((await readChat(alice)).body.slow_mode_seconds).toBe(30);
    expect(await auditRows('slow_mode_set')).toEqual([
      expect.objectContaining({ actorId: moderator.user.id, target: 'Hall', before: { seconds: 0 }, after: { seconds: 30 } }),
    ]);
    // The same value again changes nothing and is not logged twice.
    expect((await setSlowMode(30)).status).toBe(200);
    expect(await auditRows('slow_mode_set')).toHaveLength(1);
  });

  it('lets a person post once per window, telling them when they may post again', async () => {
    const socket = await login(alice);
    expect(await send(socket, 'first')).toEqual({ ok: true });
    const refused = await send(socket, 'too soon');
    expect(refused).toEqual({ ok: false, code: 'slow_mode', retry_after: 30, detail: expect.stringContaining('one message every 30 seconds') });
    t.clock.advance(29_000);
    expect(await send(socket, 'still too soon')).toMatchObject({ ok: false, code: 'slow_mode', retry_after: 1 });
    t.clock.advance(1_000);
    expect(await send(socket, 'second')).toEqual({ ok: true });
    expect(await sentBy(alice)).toEqual(['first', 'second']);
    // Each chat has its own window.
    expect(await send(socket, 'elsewhere', foyerChat)).toEqual({ ok: true });
  });

  it('lets only one of two posts sent at once through, from two tabs of the same person', async () => {
    const [tab1, tab2] = [await login(carol), await login(carol)];
    const answers = await Promise.all([send(tab1, 'tab one'), send(tab2, 'tab two'), send(tab1, 'tab one again'), send(tab2, 'tab two again')]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok && a.code === 'slow_mode')).toHaveLength(3);
    expect(await sentBy(carol)).toHaveLength(1);
  });

  it('does not hold back owners and moderators', async () => {
    for (const p of [owner, moderator]) {
      const socket = await login(p);
      expect(await send(socket, 'one')).toEqual({ ok: true });
      expect(await send(socket, 'two')).toEqual({ ok: true });
    }
  });

  it('is off again at 0', async () => {
    expect((await setSlowMode(0)).body.slow_mode_seconds).toBe(0);
    const socket = await login(dave);
    expect(await send(socket, 'a')).toEqual({ ok: true });
    expect(await send(socket, 'b')).toEqual({ ok: true });
  });

  it('refuses a window that is not whole seconds from 0 to an hour, and a chat of another event', async () => {
    for (const seconds of [-1, 3601, 1.5, '10', null]) {
      const res = await setSlowMode(seconds);
      expect(res.status, String(seconds)).toBe(400);
      expect(res.body.seconds).toEqual([expect.stringContaining('from 0 (off) to 3600')]);
    }
    expect((await setSlowMode(10, moderator, foreignChat)).status).toBe(404);
    expect((await setSlowMode(10, moderator, { id: 999_999 })).status).toBe(404);
  });

  it('changes nothing when its audit row cannot be written', async () => {
    const res = await withFailingChangeLog(t, () => setSlowMode(45));
    expect(res.status).toBe(500);
    expect((await readChat(alice)).body.slow_mode_seconds).toBe(0);
  });
});

describe('the word list', () => {
  it('is empty at first, and is replaced whole: each entry once, lower case, sorted, logged', async () => {
    expect((await t.api('GET', `${base}/word-list/`, { token: moderator.token })).body).toEqual({ words: [], updated_at: null });
    const res = await setWords(['Spam', ' spam ', 'Đồ ngu', 'café']);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ words: ['café', 'đồ ngu', 'spam'], updated_at: expect.any(String) });
    expect((await t.api('GET', `${base}/word-list/`, { token: owner.token })).body).toEqual(res.body);
    expect(await auditRows('word_list_set')).toEqual([
      expect.objectContaining({ actorId: moderator.user.id, before: { words: [] }, after: { words: ['café', 'đồ ngu', 'spam'] } }),
    ]);
  });

  it('refuses empty and overlong entries and too many of them', async () => {
    expect((await setWords(['  '])).status).toBe(400);
    expect((await setWords(['x'.repeat(101)])).status).toBe(400);
    expect((await setWords(Array.from({ length: 501 }, (_, i) => `w${i}`))).status).toBe(400);
    expect((await setWords('spam')).status).toBe(400);
  });
});

describe('held messages', () => {
  let author: Socket;
  let reader: Socket;
  /** The console's chat rules page of the moderator: it watches the held queue. */
  let queuePage: Socket;
  let heldId: number;

  beforeAll(async () => {
    author = await login(alice, foyerChat);
    reader = await login(bob, foyerChat);
    queuePage = await sockets.login(t, moderator.token, slug);
    expect(await ask(queuePage, 'watch_held_messages', {})).toEqual({ ok: true });
  });

  it('lets only owners and moderators watch the queue', async () => {
    expect(await ask(reader, 'watch_held_messages', {})).toMatchObject({ ok: false, code: 'not_event_moderator' });
    const ownerPage = await sockets.login(t, owner.token, slug);
    expect(await ask(ownerPage, 'watch_held_messages', {})).toEqual({ ok: true });
    expect(await ask(ownerPage, 'unwatch_held_messages', {})).toEqual({ ok: true });
  });

  it('holds a message with a listed word: the author is told, nobody else sees it, moderators find it in the queue', async () => {
    const quiet = silence(reader, 'received_public_message');
    const queued = next<{ id: number; text: string }>(queuePage, 'held_message_added');
    const unheard = silence(reader, 'held_message_added');
    const ack = await send(author, 'Buy SPAM here!', foyerChat);
    expect(ack).toEqual({ ok: true, held: true, detail: expect.stringContaining('held for review') });
    await quiet;
    await unheard;
    expect((await readChat(bob, foyerChat)).body.results.map((m: { text: string }) => m.text)).not.toContain('Buy SPAM here!');
    expect((await readChat(alice, foyerChat)).body.results.map((m: { text: string }) => m.text)).not.toContain('Buy SPAM here!');
    const queue = await t.api('GET', `${base}/held/`, { token: moderator.token });
    expect(queue.status).toBe(200);
    expect(queue.body.results).toEqual([
      {
        id: expect.any(Number), chat: { id: foyerChat.id, name: 'Foyer' }, text: 'Buy SPAM here!', words: ['spam'], sent_at: expect.any(String),
        sender: expect.objectContaining({ id: alice.user.id, first_name: 'Alice' }),
      },
    ]);
    heldId = queue.body.results[0].id;
    // The watching page heard the queue's entry itself, live.
    expect(await queued).toEqual(queue.body.results[0]);
    expect(await auditRows('message_held')).toEqual([
      expect.objectContaining({ actorId: alice.user.id, subjectId: alice.user.id, target: 'Foyer', after: { message_id: heldId, text: 'Buy SPAM here!', words: ['spam'] } }),
    ]);
  });

  it('matches whole words only, accents and tones included', async () => {
    const socket = await login(dave, foyerChat);
    for (const text of ['spammers everywhere', 'a cafe', 'đồ ngủ ngon']) expect(await send(socket, text, foyerChat), text).toEqual({ ok: true });
    expect(await send(socket, 'ĐỒ NGU', foyerChat)).toMatchObject({ ok: true, held: true });
    expect(await send(socket, 'un CAFÉ', foyerChat)).toMatchObject({ ok: true, held: true });
    expect((await t.api('GET', `${base}/held/`, { token: moderator.token })).body.results.map((m: { words: string[] }) => m.words)).toEqual([['spam'], ['đồ ngu'], ['café']]);
  });

  it('never holds what a moderator or an owner writes', async () => {
    const socket = await login(moderator, foyerChat);
    expect(await send(socket, 'no spam please', foyerChat)).toEqual({ ok: true });
  });

  it('releases a held message to its chat as if just sent: the room hears it and the read shows it', async () => {
    const heard = nextMatching<{ text: string }>(reader, 'received_public_message', (m) => m.text === 'Buy SPAM here!');
    const settled = next(queuePage, 'held_message_settled');
    const res = await t.api('POST', `${base}/held/${heldId}/release/`, { token: moderator.token });
    expect(res.status).toBe(200);
    expect(await settled).toEqual({ id: heldId, outcome: 'released' });
    expect(res.body).toMatchObject({ chat_id: foyerChat.id, text: 'Buy SPAM here!', sender: { id: alice.user.id } });
    expect(await heard).toEqual(res.body);
    expect((await readChat(bob, foyerChat)).body.results.at(-1)).toEqual(res.body);
    expect(await auditRows('held_message_released')).toEqual([
      expect.objectContaining({
        actorId: moderator.user.id, subjectId: alice.user.id, target: `Foyer: ${alice.user.email}`,
        before: { message_id: heldId, text: 'Buy SPAM here!', words: ['spam'] }, after: { message_id: res.body.id },
      }),
    ]);
    // Released once: the second release finds nothing.
    expect((await t.api('POST', `${base}/held/${heldId}/release/`, { token: moderator.token })).status).toBe(404);
  });

  it('rejects a held message: gone from the queue, never shown, logged', async () => {
    const [first] = (await t.api('GET', `${base}/held/`, { token: owner.token })).body.results;
    const quiet = silence(reader, 'received_public_message');
    const settled = next(queuePage, 'held_message_settled');
    const res = await t.api('POST', `${base}/held/${first.id}/reject/`, { token: owner.token });
    expect(res.status).toBe(204);
    expect(await settled).toEqual({ id: first.id, outcome: 'rejected' });
    await quiet;
    expect((await t.api('GET', `${base}/held/`, { token: owner.token })).body.results.map((m: { id: number }) => m.id)).not.toContain(first.id);
    expect((await readChat(bob, foyerChat)).body.results.map((m: { text: string }) => m.text)).not.toContain(first.text);
    expect(await auditRows('held_message_rejected')).toEqual([
      expect.objectContaining({ actorId: owner.user.id, subjectId: dave.user.id, before: { message_id: first.id, text: 'ĐỒ NGU', words: ['đồ ngu'] } }),
    ]);
    expect((await t.api('POST', `${base}/held/${first.id}/reject/`, { token: owner.token })).status).toBe(404);
  });

  it('does not let an attendee read or work the queue, nor the rules', async () => {
    const [left] = (await t.api('GET', `${base}/held/`, { token: moderator.token })).body.results;
    for (const [method, path] of [
      ['GET', `${base}/held/`], ['POST', `${base}/held/${left.id}/release/`], ['POST', `${base}/held/${left.id}/reject/`], ['GET', `${base}/word-list/`], ['GET', `${base}/chats/`],
    ] as const) {
      const res = await t.api(method, path, { token: alice.token });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'not_event_moderator']);
    }
    expect((await setWords([], alice)).status).toBe(403);
    expect((await setSlowMode(5, alice)).status).toBe(403);
    expect((await t.api('GET', `${base}/held/`, { token: moderator.token })).body.results).toHaveLength(1);
  });

  it('counts a held message for slow mode like any post', async () => {
    await setSlowMode(60, moderator, foyerChat);
    const socket = await login(carol, foyerChat);
    expect(await send(socket, 'spam', foyerChat)).toMatchObject({ ok: true, held: true });
    expect(await send(socket, 'hello', foyerChat)).toMatchObject({ ok: false, code: 'slow_mode' });
    const n = await t.server.platform.db.execute(sql`select count(*)::int as n from held_messages where sender_id = ${carol.user.id}`);
    expect(n.rows[0]).toEqual({ n: 1 });
  });
});
