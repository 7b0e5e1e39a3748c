import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, socketPool } from '../../../test/socket-client';

/**
 * Spec 1: chat messages from the presentation's moderator are labelled Moderator. The stage contributes the
 * label through the chat's generic `chatSenderLabels` hook: `sender_label: 'moderator'` on the stage's chat,
 * live and in its pages; nobody else is labelled, and the same person in another space's chat is not.
 */
let t: TestServer;
let moderator: Person;
let ada: Person;
let stageChat: number;
let mapChat: number;
const sockets = socketPool();
const slug = 'stage-chat';
const login = (p: Person) => sockets.login(t, p.token, slug);

beforeAll(async () => {
  t = await startTestServer();
  const event = await makeEvent(t, { slug });
  moderator = await person(t, { firstName: 'Mo' });
  ada = await person(t, { firstName: 'Ada' });
  for (const p of [moderator, ada]) await addRole(t, event, p, 'attendee');
  const stage = await makeSpace(t, event, 'presentation', { slug: 'main' });
  const map = await makeSpace(t, event, 'map', { slug: 'hall' });
  const chats = t.server.services.chat;
  stageChat = (await chats.createChat(event.id, stage.id)).id;
  mapChat = (await chats.createChat(event.id, map.id)).id;
  const service = t.server.services.presentations;
  const talk = await service.create(event.id, stage, { title: 'Talk', kind: 'embed', url: 'https://example.com/a', moderatorId: moderator.user.id });
  await service.setCurrent(stage, talk.id);
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

const send = async (who: Person, chatId: number, text: string) => {
  const socket = await login(who);
  expect(await ask(socket, 'join_chat', { chat_id: chatId })).toEqual({ ok: true });
  const received = next<{ text: string; sender_label?: string }>(socket, 'received_public_message');
  expect(await ask(socket, 'send_public_message', { chat_id: chatId, text })).toEqual({ ok: true });
  return received;
};

describe('the Moderator label in a stage\'s public chat', () => {
  it('labels the moderator\'s messages live and in the chat\'s pages, and nobody else\'s', async () => {
    expect(await send(moderator, stageChat, 'Welcome')).toMatchObject({ text: 'Welcome', sender_label: 'moderator' });
    expect(await send(ada, stageChat, 'Hello')).not.toHaveProperty('sender_label');
    const page = await t.api('GET', `/api/events/${slug}/chat/public/${stageChat}/`, { token: ada.token });
    expect(page.status).toBe(200);
    expect(page.body.results.map((m: { text: string; sender_label?: string }) => [m.text, m.sender_label])).toEqual([
      ['Welcome', 'moderator'],
      ['Hello', undefined],
    ]);
  });

  it('does not label the same person in the chat of a space they moderate nothing in', async () => {
    expect(await send(moderator, mapChat, 'On the map')).not.toHaveProperty('sender_label');
    const page = await t.api('GET', `/api/events/${slug}/chat/public/${mapChat}/`, { token: moderator.token });
    expect(page.body.results[0]).toMatchObject({ text: 'On the map' });
    expect(page.body.results[0]).not.toHaveProperty('sender_label');
  });
});
