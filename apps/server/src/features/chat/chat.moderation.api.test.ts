import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { chatModerationMessages as texts } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { next, silence, socketPool } from '../../../test/socket-client';
import { changeLog } from '../identity/change-log.schema';
import type { EventRow } from '../identity';
import type { ChatRow } from './chat.repository';
import { publicMessages } from './chat.schema';

let t: TestServer;
let event: EventRow;
let chat: ChatRow;
let otherChat: ChatRow;
let owner: Person;
let moderator: Person;
let alice: Person;
let bob: Person;
/** A moderator of another event: an attendee here. */
let moderatorElsewhere: Person;
const sockets = socketPool();
const slug = 'moderated';
const base = (chatId: number) => `/api/events/${slug}/chat/public/${chatId}`;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  [owner, moderator, alice, bob, moderatorElsewhere] = await Promise.all([
    person(t, { firstName: 'Olga', lastName: 'Owner' }),
    person(t, { firstName: 'Max', lastName: 'Moderator' }),
    person(t, { firstName: 'Alice', lastName: 'A' }),
    person(t, { firstName: 'Bob', lastName: 'B' }),
    person(t, { firstName: 'Mia', lastName: 'Elsewhere' }),
  ]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, moderator, 'moderator');
  await addRole(t, event, alice, 'attendee');
  await addRole(t, event, bob, 'attendee');
  const elsewhere = await makeEvent(t);
  await addRole(t, elsewhere, moderatorElsewhere, 'moderator');
  const hall = await makeSpace(t, event, 'map', { slug: 'hall', name: 'Main hall' });
  chat = await t.server.services.chat.createChat(event.id, hall.id, 'Main hall');
  otherChat = await t.server.services.chat.createChat(event.id, null, 'Side chat');
});

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

/** A message alice (or someone) sends, stored as the socket would store it. */
const post = async (who: Person, text: string, chatId = chat.id) => {
  const sent = await t.server.services.chat.send(slug, who.user.id, chatId, text);
  if ('held' in sent) throw new Error('the message was held for review');
  return sent.message.id;
};
const read = (who: Person, chatId = chat.id) => t.api('GET', `${base(chatId)}/`, { token: who.token });
const messageIn = async (who: Person, id: number) => (await read(who)).body.results.find((m: { id: number }) => m.id === id);
const act = (who: Person | null, method: string, path: string, body?: unknown) =>
  t.api(method, `${base(chat.id)}/${path}`, { token: who?.token, ...(body === undefined ? {} : { body }) });
const moderationLog = () =>
  t.server.platform.db.select().from(changeLog).where(and(eq(changeLog.eventId, event.id), eq(changeLog.area, 'moderation'))).orderBy(changeLog.id);
/** Everything a refused act could have changed. */
const snapshot = async () => ({
  messages: await t.server.platform.db.select().from(publicMessages).orderBy(publicMessages.id),
  log: (await t.server.platform.db.execute(sql`select count(*)::int as n from change_log`)).rows,
});
/** Bob's socket in the chat's room. */
const listener = async () => {
  const socket = await sockets.login(t, bob.token, slug);
  const ack = await new Promise((resolve) => socket.emit('join_chat', { chat_id: chat.id }, resolve));
  expect(ack).toEqual({ ok: true });
  return socket;
};

describe('deleting a message', () => {
  it('lets the author delete their own: a tombstone for everyone, not logged', async () => {
    const id = await post(alice, 'oops, wrong chat');
    const before = await moderationLog();
    const res = await act(alice, 'DELETE', `messages/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, text: '', deleted: true, deleted_by: 'author', sender: { id: alice.user.id } });
    expect(await messageIn(bob, id)).toMatchObject({ id, text: '', deleted: true, deleted_by: 'author' });
    expect(await moderationLog()).toEqual(before);
    // The text is gone from the database too.
    const [row] = await t.server.platform.db.select().from(publicMessages).where(eq(publicMessages.id, id));
    expect(row!.text).toBe('');
  });

  it('keeps the spec\'s fields exactly on a message nobody removed', async () => {
    const id = await post(alice, 'plain');
    expect(Object.keys(await messageIn(bob, id)).sort()).toEqual(['chat_id', 'id', 'sender', 'sent_at', 'text']);
  });

  it('lets a moderator delete anyone\'s, logs the text and tells the chat at once', async () => {
    const id = await post(alice, 'something rude');
    const socket = await listener();
    const told = next(socket, 'public_chat_message_deleted');
    const res = await act(moderator, 'DELETE', `messages/${id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, text: '', deleted: true, deleted_by: 'moderator' });
    expect(await told).toEqual({ chat_id: chat.id, message_id: id, deleted_by: 'moderator' });
    for (const reader of [bob, alice, moderator]) expect(await messageIn(reader, id)).toMatchObject({ text: '', deleted: true, deleted_by: 'moderator' });
    const entry = (await moderationLog()).at(-1)!;
    expect(entry).toMatchObject({
      actorId: moderator.user.id, subjectId: alice.user.id, action: 'message_deleted', target: 'Main hall',
      before: { message_id: id, text: 'something rude' }, after: { deleted_by: 'moderator' },
    });
    // Once removed, it cannot be removed again.
    const again = await act(owner, 'DELETE', `messages/${id}/`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: texts.alreadyRemoved, code: 'message_removed' });
  });

  it('lets an owner delete anyone\'s', async () => {
    const id = await post(bob, 'off topic');
    expect((await act(owner, 'DELETE', `messages/${id}/`)).body).toMatchObject({ deleted: true, deleted_by: 'moderator' });
  });

  it('refuses anyone else, unknown messages and messages of another chat, changing nothing', async () => {
    const id = await post(alice, 'mine to keep');
    const elsewhere = await post(alice, 'in the side chat', otherChat.id);
    const before = await snapshot();
    for (const who of [bob, moderatorElsewhere]) {
      const res = await act(who, 'DELETE', `messages/${id}/`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: texts.notAuthorOrModerator, code: 'not_message_author' });
    }
    expect((await act(null, 'DELETE', `messages/${id}/`)).status).toBe(401);
    expect((await act(moderator, 'DELETE', 'messages/999999/')).status).toBe(404);
    expect((await act(moderator, 'DELETE', `messages/${elsewhere}/`)).status).toBe(404);
    expect((await t.api('DELETE', `${base(999999)}/messages/${id}/`, { token: moderator.token })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(await messageIn(bob, id)).toMatchObject({ text: 'mine to keep' });
  });
});

describe('hiding and restoring', () => {
  it('hides a message from everyone but moderators, then shows it again', async () => {
    const id = await post(alice, 'borderline');
    const socket = await listener();
    const hidden = next(socket, 'public_chat_message_hidden');
    const res = await act(owner, 'POST', `messages/${id}/hide/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, text: 'borderline', hidden: true });
    expect(await hidden).toEqual({ chat_id: chat.id, message_id: id });
    expect(await messageIn(bob, id)).toMatchObject({ text: '', deleted: true, deleted_by: 'moderator' });
    expect(await messageIn(bob, id)).not.toHaveProperty('hidden');
    expect(await messageIn(moderator, id)).toMatchObject({ text: 'borderline', hidden: true });
    expect((await read(moderator)).body.can_moderate).toBe(true);
    expect((await read(bob)).body.can_moderate).toBe(false);
    expect((await act(moderator, 'POST', `messages/${id}/hide/`)).status).toBe(409);

    const restored = next<Record<string, unknown>>(socket, 'public_chat_message_restored');
    const back = await act(moderator, 'POST', `messages/${id}/restore/`);
    expect(back.status).toBe(200);
    expect(await restored).toMatchObject({ id, chat_id: chat.id, text: 'borderline' });
    expect(Object.keys(await messageIn(bob, id)).sort()).toEqual(['chat_id', 'id', 'sender', 'sent_at', 'text']);
    expect((await act(moderator, 'POST', `messages/${id}/restore/`)).status).toBe(409);
    const actions = (await moderationLog()).slice(-2).map((e) => [e.action, e.subjectId, e.before]);
    expect(actions).toEqual([
      ['message_hidden', alice.user.id, { message_id: id, text: 'borderline' }],
      ['message_restored', alice.user.id, { hidden: true }],
    ]);
  });

  it('refuses attendees, the author and other events\' moderators', async () => {
    const id = await post(alice, 'stays visible');
    const before = await snapshot();
    for (const who of [alice, bob, moderatorElsewhere]) {
      for (const path of [`messages/${id}/hide/`, `messages/${id}/restore/`]) {
        const res = await act(who, 'POST', path);
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ detail: texts.notModerator, code: 'not_event_moderator' });
      }
    }
    expect((await act(moderator, 'POST', 'messages/999999/hide/')).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('pinning', () => {
  it('pins one message per chat, on top for everyone, live', async () => {
    const first = await post(alice, 'Welcome! Talks start at ten.');
    const second = await post(bob, 'Lunch is at noon.');
    const socket = await listener();
    const pinned = next<{ chat_id: number; message: { id: number } }>(socket, 'public_chat_pinned');
    const res = await act(moderator, 'POST', 'pin/', { message_id: first });
    expect(res.status).toBe(200);
    expect(res.body.pinned).toMatchObject({ id: first, text: 'Welcome! Talks start at ten.' });
    expect(await pinned).toMatchObject({ chat_id: chat.id, message: { id: first } });
    expect((await read(bob)).body.pinned).toMatchObject({ id: first });

    expect((await act(owner, 'POST', 'pin/', { message_id: second })).status).toBe(200);
    expect((await read(alice)).body.pinned).toMatchObject({ id: second });
    const rows = await t.server.platform.db.execute(sql`select id from public_messages where chat_id = ${chat.id} and pinned_at is not null`);
    expect(rows.rows).toEqual([{ id: second }]);

    expect((await act(moderator, 'DELETE', 'pin/', { message_id: first })).status).toBe(409);
    const unpinned = next(socket, 'public_chat_unpinned');
    expect((await act(moderator, 'DELETE', 'pin/', { message_id: second })).body).toEqual({ pinned: null });
    expect(await unpinned).toEqual({ chat_id: chat.id });
    expect((await read(bob)).body.pinned).toBeNull();
    const nothing = await act(moderator, 'DELETE', 'pin/');
    expect(nothing.status).toBe(409);
    expect(nothing.body.detail).toBe(texts.nothingPinned);
    expect((await moderationLog()).slice(-3).map((e) => e.action)).toEqual(['message_pinned', 'message_pinned', 'message_unpinned']);
  });

  it('unpins whatever is pinned when no message is named', async () => {
    const id = await post(alice, 'pinned for a moment');
    await act(moderator, 'POST', 'pin/', { message_id: id });
    expect((await act(moderator, 'DELETE', 'pin/')).status).toBe(200);
    expect((await read(bob)).body.pinned).toBeNull();
  });

  it('settles two pins at once in the database: one message stays pinned', async () => {
    const [a, b] = await Promise.all([post(alice, 'race a'), post(bob, 'race b')]);
    const results = await Promise.all([act(moderator, 'POST', 'pin/', { message_id: a }), act(owner, 'POST', 'pin/', { message_id: b })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.server.platform.db.execute(sql`select id from public_messages where chat_id = ${chat.id} and pinned_at is not null`);
    expect(rows.rows).toHaveLength(1);
    await act(moderator, 'DELETE', 'pin/');
  });

  it('refuses to pin a removed or hidden message, and unpins one that is deleted', async () => {
    const hidden = await post(alice, 'hidden one');
    await act(moderator, 'POST', `messages/${hidden}/hide/`);
    expect((await act(moderator, 'POST', 'pin/', { message_id: hidden })).body.detail).toBe(texts.cannotPinRemoved);
    const id = await post(alice, 'pinned then deleted');
    await act(moderator, 'POST', 'pin/', { message_id: id });
    const socket = await listener();
    const unpinned = next(socket, 'public_chat_unpinned');
    await act(alice, 'DELETE', `messages/${id}/`);
    await unpinned;
    expect((await read(bob)).body.pinned).toBeNull();
  });

  it('refuses attendees and other events\' moderators, changing nothing', async () => {
    const id = await post(alice, 'not to be pinned');
    const before = await snapshot();
    for (const who of [alice, bob, moderatorElsewhere]) {
      expect((await act(who, 'POST', 'pin/', { message_id: id })).status).toBe(403);
      expect((await act(who, 'DELETE', 'pin/')).status).toBe(403);
    }
    expect((await act(moderator, 'POST', 'pin/', { message_id: 999999 })).status).toBe(404);
    expect((await act(moderator, 'POST', 'pin/', {})).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('clearing a chat', () => {
  it('refuses a wrong name, attendees and other events\' moderators, changing nothing', async () => {
    await post(alice, 'still here');
    const before = await snapshot();
    const wrong = await act(moderator, 'POST', 'clear/', { confirm: 'Main' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ detail: texts.confirmName, code: 'confirm_mismatch' });
    for (const who of [alice, bob, moderatorElsewhere]) expect((await act(who, 'POST', 'clear/', { confirm: 'Main hall' })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('removes every message once the chat\'s name is typed, and tells the chat', async () => {
    const kept = await post(alice, 'in the side chat', otherChat.id);
    const socket = await listener();
    const cleared = next(socket, 'public_chat_cleared');
    const quiet = silence(socket, 'public_chat_message_deleted');
    expect((await read(bob)).body.name).toBe('Main hall');
    const res = await act(owner, 'POST', 'clear/', { confirm: 'Main hall' });
    expect(res.status).toBe(200);
    expect(res.body.removed).toBeGreaterThan(0);
    expect(await cleared).toEqual({ chat_id: chat.id });
    await quiet;
    const page = (await read(bob)).body;
    expect(page.results.every((m: { text: string; deleted?: boolean }) => m.text === '' && m.deleted === true)).toBe(true);
    expect(page.pinned).toBeNull();
    expect((await read(bob, otherChat.id)).body.results.find((m: { id: number }) => m.id === kept)).toMatchObject({ text: 'in the side chat' });
    expect((await moderationLog()).at(-1)).toMatchObject({ action: 'chat_cleared', target: 'Main hall', actorId: owner.user.id, before: { messages: res.body.removed } });
  });
});
