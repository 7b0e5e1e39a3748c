import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMessageMaxLength } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { statementsDuring } from '../../../test/query-counter';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, connect, next, silence, socketPool } from '../../../test/socket-client';
import type { ChatRow } from './chat.repository';
import { chats } from './chat.schema';
import { eq } from 'drizzle-orm';

let t: TestServer;
let t2: TestServer;
let chat: ChatRow;
let closedChat: ChatRow;
let foreignChat: ChatRow;
let organiser: Person;
let alice: Person;
let bob: Person;
/** Sends in the tests of the process's chat memory, so the others keep their share of the send limit. */
let carol: Person;
const sockets = socketPool();
const login = (server: TestServer, p: Person, slug = 'talk') => sockets.login(server, p.token, slug);

beforeAll(async () => {
  // Its tests count the statements of a send: no background sweep of this process lands among them.
  t = await startTestServer({ backgroundSweeps: false });
  t2 = await startTestServer({ databaseUrl: t.databaseUrl });
  const event = await makeEvent(t, { slug: 'talk' });
  organiser = await person(t, { firstName: 'Olivia', lastName: 'Organiser' });
  alice = await person(t, { firstName: 'Alice', lastName: 'A' });
  bob = await person(t, { firstName: 'Bob', lastName: 'B' });
  carol = await person(t, { firstName: 'Carol', lastName: 'C' });
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, carol, 'attendee');
  const hall = await makeSpace(t, event, 'map', { slug: 'hall' });
  const backstage = await makeSpace(t, event, 'map', { slug: 'backstage', published: false });
  const chats = t.server.services.chat;
  chat = await chats.createChat(event.id, hall.id);
  closedChat = await chats.createChat(event.id, backstage.id);
  const other = await makeEvent(t, { slug: 'talk-other' });
  foreignChat = await chats.createChat(other.id, null);
});

afterAll(async () => {
  sockets.closeAll();
  await t2?.close();
  await t?.close();
});

describe('public chat over the socket', () => {
  it('delivers a message to everyone in the chat, the sender included, and stores it', async () => {
    const a = await login(t, alice);
    const b = await login(t, bob);
    expect(await ask(a, 'join_chat', { chat_id: chat.id })).toEqual({ ok: true });
    expect(await ask(b, 'join_chat', { chat_id: chat.id })).toEqual({ ok: true });
    const toAlice = next(a, 'received_public_message');
    const toBob = next(b, 'received_public_message');
    expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: '  Hello <b>everyone</b>  ' })).toEqual({ ok: true });
    const expected = {
      id: expect.any(Number), chat_id: chat.id, text: 'Hello <b>everyone</b>', sent_at: expect.any(String),
      sender: { id: alice.user.id, first_name: 'Alice', last_name: 'A', mugshot: null, do_not_disturb: false },
    };
    expect(await toAlice).toEqual(expected);
    expect(await toBob).toEqual(expected);
    const stored = await t.api('GET', `/api/events/talk/chat/public/${chat.id}/`, { token: bob.token });
    expect(stored.body.results.at(-1)).toEqual({ ...expected, id: (await toBob as { id: number }).id });
  });

  it('stores and answers a message in one statement once its chat is known in the process', async () => {
    const a = await login(t, carol);
    await ask(a, 'join_chat', { chat_id: chat.id });
    const own = next(a, 'received_public_message');
    const all = await statementsDuring(t, async () => {
      expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: 'one statement' })).toEqual({ ok: true });
      expect(await own).toMatchObject({ text: 'one statement', sender: { first_name: 'Carol' } });
    });
    // The declared rate limit counts in the database here (FOYER_PROCESSES=many): not the message's own work.
    const sent = all.filter((text) => !text.includes('rate_limit_counters'));
    // The chat and its space come from memory (the first test looked them up); the insert answers the sender.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/INSERT INTO "public_messages"/);
  });

  it('refuses a message as soon as its space is closed, and takes it again once opened', async () => {
    const a = await login(t, carol);
    expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: 'before' })).toEqual({ ok: true });
    const close = (published: boolean) =>
      t.api('PATCH', `/api/events/talk/spaces/${chat.spaceId}/`, { token: organiser.token, body: { published } });
    expect((await close(false)).status).toBe(200);
    try {
      // The organiser's answer comes once this process's cached chats no longer predate the change.
      expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: 'while closed' })).toMatchObject({ ok: false, code: 'space_closed' });
    } finally {
      expect((await close(true)).status).toBe(200);
    }
    const again = await login(t, carol);
    expect(await ask(again, 'send_public_message', { chat_id: chat.id, text: 'after' })).toEqual({ ok: true });
  });

  it('answers not_found for a chat removed after it was looked up', async () => {
    const event = await makeEvent(t, { slug: 'talk-gone' });
    await addRole(t, event, carol, 'attendee');
    const gone = await t.server.services.chat.createChat(event.id, null);
    const a = await login(t, carol, 'talk-gone');
    expect(await ask(a, 'send_public_message', { chat_id: gone.id, text: 'first' })).toEqual({ ok: true });
    await t.server.platform.db.delete(chats).where(eq(chats.id, gone.id));
    expect(await ask(a, 'send_public_message', { chat_id: gone.id, text: 'second' })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('reaches the sending socket even before it joined, and stops after leave_chat', async () => {
    const a = await login(t, alice);
    const b = await login(t, bob);
    await ask(b, 'join_chat', { chat_id: chat.id });
    const own = next(a, 'received_public_message');
    await ask(a, 'send_public_message', { chat_id: chat.id, text: 'not joined' });
    expect(await own).toMatchObject({ text: 'not joined' });
    expect(await ask(b, 'leave_chat', { chat_id: chat.id })).toEqual({ ok: true });
    const quiet = silence(b, 'received_public_message', 400);
    await ask(a, 'send_public_message', { chat_id: chat.id, text: 'after leaving' });
    await quiet;
  });

  it('refuses empty and oversized text, unknown and foreign chats', async () => {
    const a = await login(t, alice);
    const refused = next(a, 'event_error');
    expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: '   ' })).toMatchObject({ ok: false, code: 'invalid_payload' });
    expect(await refused).toMatchObject({ event: 'send_public_message', code: 'invalid_payload' });
    const long = 'x'.repeat(publicMessageMaxLength + 1);
    expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: long })).toMatchObject({ ok: false, code: 'invalid_payload' });
    expect(await ask(a, 'send_public_message', { chat_id: chat.id })).toMatchObject({ ok: false, code: 'invalid_payload' });
    expect(await ask(a, 'join_chat', { chat_id: 999999 })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await ask(a, 'join_chat', { chat_id: foreignChat.id })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await ask(a, 'send_public_message', { chat_id: foreignChat.id, text: 'hi' })).toMatchObject({ ok: false, code: 'not_found' });
    expect(await ask(a, 'join_chat', { chat_id: 'one' })).toMatchObject({ ok: false, code: 'invalid_payload' });
  });

  it('keeps attendees out of the chat of a closed space and lets organisers in', async () => {
    const a = await login(t, alice);
    expect(await ask(a, 'join_chat', { chat_id: closedChat.id })).toMatchObject({ ok: false, code: 'space_closed' });
    expect(await ask(a, 'send_public_message', { chat_id: closedChat.id, text: 'hi' })).toMatchObject({ ok: false, code: 'space_closed' });
    const o = await login(t, organiser);
    expect(await ask(o, 'join_chat', { chat_id: closedChat.id })).toEqual({ ok: true });
    expect(await ask(o, 'send_public_message', { chat_id: closedChat.id, text: 'crew only' })).toEqual({ ok: true });
  });

  it('refuses before login', async () => {
    const s = sockets.track(await connect(t.url));
    expect(await ask(s, 'join_chat', { chat_id: chat.id })).toMatchObject({ ok: false, code: 'not_logged_in' });
  });

  it('limits how fast one person sends', async () => {
    const b = await login(t, bob);
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await ask(b, 'send_public_message', { chat_id: chat.id, text: `burst ${i}` }));
    expect(answers.filter((a) => a.ok)).toHaveLength(10);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: 'throttled' });
    t.clock.advance(11_000);
    // The window passed (the socket's session stays logged in).
    expect(await ask(b, 'send_public_message', { chat_id: chat.id, text: 'later' })).toEqual({ ok: true });
  });
});

describe('two server processes on one database', () => {
  it('carries a message from a client of one process to a client of the other', async () => {
    const onFirst = await login(t, alice);
    const onSecond = await login(t2, organiser);
    await ask(onFirst, 'join_chat', { chat_id: chat.id });
    await ask(onSecond, 'join_chat', { chat_id: chat.id });
    const heard = next(onFirst, 'received_public_message');
    const own = next(onSecond, 'received_public_message');
    expect(await ask(onSecond, 'send_public_message', { chat_id: chat.id, text: 'from the other process' })).toEqual({ ok: true });
    expect(await heard).toMatchObject({ text: 'from the other process', sender: { id: organiser.user.id, first_name: 'Olivia' } });
    expect(await own).toMatchObject({ text: 'from the other process' });
  });
});

describe('the only server process on its database (FOYER_PROCESSES=single)', () => {
  it('counts the send limit in memory and broadcasts without the adapter: a message is one statement', async () => {
    const alone = await startTestServer({ databaseUrl: t.databaseUrl, env: { FOYER_PROCESSES: 'single' }, backgroundSweeps: false });
    try {
      // The in-memory adapter of Socket.IO, not the PostgreSQL one (which NOTIFYs every broadcast).
      expect(alone.server.platform.realtime.io.of('/').adapter.constructor.name).toBe('Adapter');
      const a = await login(alone, bob);
      await ask(a, 'join_chat', { chat_id: chat.id });
      const own = next(a, 'received_public_message');
      const sent = await statementsDuring(alone, async () => {
        expect(await ask(a, 'send_public_message', { chat_id: chat.id, text: 'alone' })).toEqual({ ok: true });
        expect(await own).toMatchObject({ text: 'alone' });
      });
      expect(sent).toEqual([expect.stringMatching(/INSERT INTO "public_messages"/)]);
    } finally {
      sockets.closeAll();
      await alone.close();
    }
  });
});

