import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moderationLogCsvColumns, moderationMessages, organizerMessages } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { signIn } from '../../../test/factories';
import { ask, connect, next, nextMatching, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';

let t: TestServer;
let event: EventRow;
let owner: Person;
let moderator: Person;
let staff: Person;
let chatId: number;
const slug = 'moderation-ev';
const base = `/api/events/${slug}/organizer/moderation`;
const sockets = socketPool();
const minute = 60_000;
const start = new Date('2026-06-01T09:00:00Z');

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  [owner, moderator, staff] = await Promise.all([person(t, { firstName: 'Olga' }), person(t, { firstName: 'Mo' }), person(t, { firstName: 'Stef' })]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, moderator, 'moderator');
  await addRole(t, event, staff, 'staff');
  chatId = (await t.server.services.chat.createChat(event.id, null, 'Lobby')).id;
});
beforeEach(() => t.clock.set(start));
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

/** A fresh attendee per test (a ban or silence must not leak into the next test). */
async function attendee(firstName: string): Promise<Person> {
  const p = await person(t, { firstName, lastName: 'Test', email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com` });
  await addRole(t, event, p, 'attendee');
  return p;
}

const inMinutes = (n: number) => new Date(t.clock.now().getTime() + n * minute).toISOString();
const ban = (who: Person, body: object) => t.api('POST', `${base}/bans/`, { token: who.token, body });
const silence = (who: Person, body: object) => t.api('POST', `${base}/silences/`, { token: who.token, body });
const eventApi = (who: Person) => t.api('GET', `/api/events/${slug}/moderation/me/`, { token: who.token });
const post = async (who: Person, text: string) => ask(await sockets.login(t, who.token, slug), 'send_public_message', { chat_id: chatId, text });
const logRows = async () => (await t.api('GET', `${base}/log/?limit=100`, { token: owner.token })).body.results as { at: string; action: string; subject: { id: number } | null; reason: string | null; until: string | null }[];

describe('bans', () => {
  it('bans a person: every event API and the socket login answer 403 `banned` naming the ban, their socket leaves, sign-in is refused; lifting lets them in', async () => {
    const alice = await attendee('Alice');
    const socket = await sockets.login(t, alice.token, slug);
    const told = next<{ reason: string; until: string | null }>(socket, 'moderation_banned');
    const evicted = next<{ code: string; detail: string }>(socket, 'login_failed');
    const until = inMinutes(60);
    const res = await ban(moderator, { user_id: alice.user.id, reason: 'Spam links', until });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user: { id: alice.user.id, first_name: 'Alice', email: alice.user.email }, reason: 'Spam links', until, created_by: { id: moderator.user.id } });
    expect(await told).toEqual({ event_slug: slug, reason: 'Spam links', until });
    const detail = moderationMessages.bannedUntil.replace('{{until}}', until).replace('{{reason}}', 'Spam links');
    expect(await evicted).toEqual({ detail, code: 'banned' });

    expect(await eventApi(alice)).toMatchObject({ status: 403, body: { code: 'banned', detail, reason: 'Spam links', until } });
    expect((await t.api('GET', `/api/events/${slug}/chat/public/${chatId}/`, { token: alice.token })).body.code).toBe('banned');
    const again = await connect(t.url);
    sockets.track(again);
    const refused = next<{ code: string; detail: string }>(again, 'login_failed');
    again.emit('login', { token: alice.token, event_slug: slug });
    expect(await refused).toEqual({ detail, code: 'banned' });
    await expect(signIn(t, alice.user.email, slug)).rejects.toThrow(/obtain answered 403.*banned/);

    expect((await t.api('GET', `${base}/bans/`, { token: moderator.token })).body.results.map((b: { user: { id: number } }) => b.user.id)).toContain(alice.user.id);
    expect((await t.api('DELETE', `${base}/bans/${alice.user.id}/`, { token: moderator.token })).status).toBe(204);
    expect((await eventApi(alice)).status).toBe(200);
    expect((await t.api('DELETE', `${base}/bans/${alice.user.id}/`, { token: moderator.token })).body.detail).toBe(moderationMessages.notBanned);
    const rows = (await logRows()).filter((r) => r.subject?.id === alice.user.id);
    expect(rows.map((r) => r.action)).toEqual(['ban_lifted', 'banned']);
    expect(rows[1]).toMatchObject({ reason: 'Spam links', until });
  });

  it('bans for good, and a timed ban ends by itself', async () => {
    const bea = await attendee('Bea');
    expect((await ban(owner, { user_id: bea.user.id, reason: 'Abuse', until: null, remove_messages: true })).status).toBe(201);
    expect((await eventApi(bea)).body).toMatchObject({ code: 'banned', detail: moderationMessages.bannedForGood.replace('{{reason}}', 'Abuse'), until: null });
    // Long after a timed ban would have ended (within the access token's life).
    t.clock.set(new Date(start.getTime() + 14 * minute));
    expect((await eventApi(bea)).status).toBe(403);

    t.clock.set(start);
    const carl = await attendee('Carl');
    await ban(owner, { user_id: carl.user.id, reason: 'Cool down', until: inMinutes(5) });
    expect((await eventApi(carl)).status).toBe(403);
    t.clock.set(new Date(start.getTime() + 6 * minute));
    expect((await eventApi(carl)).status).toBe(200);
  });

  it('evicts the banned person\'s socket on another server process too', async () => {
    const t2 = await startTestServer({ databaseUrl: t.databaseUrl });
    try {
      t2.clock.set(start);
      const dora = await attendee('Dora');
      const elsewhere = await sockets.login(t2, dora.token, slug);
      const evicted = nextMatching<{ code: string }>(elsewhere, 'login_failed', (p) => p.code === 'banned');
      expect((await ban(moderator, { user_id: dora.user.id, reason: 'Trolling', until: null })).status).toBe(201);
      expect(await evicted).toMatchObject({ code: 'banned' });
      expect((await t2.api('GET', `/api/events/${slug}/moderation/me/`, { token: dora.token })).body.code).toBe('banned');
    } finally {
      await t2.close();
    }
  });

  it('refuses a moderator acting on an owner, anyone acting on themselves, people off the list and moments past; changes nothing', async () => {
    const before = (await logRows()).length;
    expect(await ban(moderator, { user_id: owner.user.id, reason: 'Coup', until: null })).toMatchObject({
      status: 403, body: { code: 'owner_protected', detail: moderationMessages.ownerProtected },
    });
    expect(await silence(moderator, { user_id: owner.user.id, reason: 'Coup', until: inMinutes(10) })).toMatchObject({ status: 403, body: { code: 'owner_protected' } });
    expect(await ban(moderator, { user_id: moderator.user.id, reason: 'Me', until: null })).toMatchObject({ status: 403, body: { code: 'not_yourself' } });
    const stranger = await person(t);
    expect(await ban(owner, { user_id: stranger.user.id, reason: 'Who', until: null })).toMatchObject({ status: 404, body: { detail: moderationMessages.notInEvent } });
    const erin = await attendee('Erin');
    expect(await silence(owner, { user_id: erin.user.id, reason: 'Late', until: inMinutes(-1) })).toMatchObject({ status: 400, body: { until: [moderationMessages.untilInPast] } });
    expect((await silence(owner, { user_id: erin.user.id, reason: 'No end' })).status).toBe(400);
    for (const who of [erin, staff]) {
      expect(await ban(who, { user_id: owner.user.id, reason: 'x', until: null })).toMatchObject({ status: 403, body: { detail: organizerMessages.notEventModeratorToModerate } });
    }
    expect((await eventApi(owner)).status).toBe(200);
    expect((await logRows()).length).toBe(before);
    // An owner may act on another owner.
    const coOwner = await attendee('Cora');
    await addRole(t, event, coOwner, 'owner');
    expect((await silence(owner, { user_id: coOwner.user.id, reason: 'Calm down', until: inMinutes(1) })).status).toBe(201);
  });
});

describe('silences', () => {
  it('silences a person: they read but do not post in public chats, the Q&A or private messages to anyone but moderators, and are told why and until when', async () => {
    const alice = await attendee('Alice');
    const bob = await attendee('Bob');
    const socket = await sockets.login(t, alice.token, slug);
    expect(await ask(socket, 'send_public_message', { chat_id: chatId, text: 'Before' })).toMatchObject({ ok: true });
    const told = next(socket, 'moderation_silenced');
    const until = inMinutes(10);
    const res = await silence(moderator, { user_id: alice.user.id, reason: 'Cool off', until });
    expect(res.status).toBe(201);
    expect(await told).toEqual({ event_slug: slug, reason: 'Cool off', until });
    const detail = moderationMessages.silencedUntil.replace('{{until}}', until).replace('{{reason}}', 'Cool off');

    expect(await ask(socket, 'send_public_message', { chat_id: chatId, text: 'After' })).toEqual({ ok: false, code: 'silenced', detail, reason: 'Cool off', until });
    expect((await t.api('GET', `/api/events/${slug}/chat/public/${chatId}/`, { token: alice.token })).body.results.map((m: { text: string }) => m.text)).toContain('Before');
    const send = (to: Person) =>
      t.api('POST', `/api/events/${slug}/chat/messages/send/`, { token: alice.token, body: { text: 'psst', receiver: to.user.id, should_send_email: false, event_slug: slug } });
    expect(await send(bob)).toMatchObject({ status: 403, body: { code: 'silenced', detail, until } });
    expect((await send(moderator)).status).toBeLessThan(300);

    const stage = await makeSpace(t, event, 'presentation', { slug: `stage-${alice.user.id}` });
    const talk = await t.server.services.presentations.create(event.id, stage, { title: 'Talk', kind: 'embed', url: 'https://example.org/' });
    const question = await t.api('POST', `/api/events/${slug}/presentations/${stage.slug}/questions/`, { token: alice.token, body: { presentation: talk.id, text: 'Why?' } });
    expect(question).toMatchObject({ status: 403, body: { code: 'silenced' } });
    // Whom private messages still reach, so the composers can say so beforehand: the event's owners and moderators.
    const standing = (await eventApi(alice)).body;
    expect(standing).toEqual({ silenced: { reason: 'Cool off', until }, reachable_user_ids: expect.arrayContaining([owner.user.id, moderator.user.id]) });
    expect(standing.reachable_user_ids).not.toContain(bob.user.id);
    expect((await t.api('GET', `${base}/silences/`, { token: moderator.token })).body.results.map((s: { user: { id: number } }) => s.user.id)).toContain(alice.user.id);

    const lifted = next(socket, 'moderation_silence_lifted');
    expect((await t.api('DELETE', `${base}/silences/${alice.user.id}/`, { token: moderator.token })).status).toBe(204);
    await lifted;
    expect(await ask(socket, 'send_public_message', { chat_id: chatId, text: 'Free again' })).toMatchObject({ ok: true });
    expect((await eventApi(alice)).body).toEqual({ silenced: null, reachable_user_ids: [] });
    expect((await logRows()).filter((r) => r.subject?.id === alice.user.id).map((r) => [r.action, r.reason])).toEqual([
      ['silence_lifted', 'Cool off'],
      ['silenced', 'Cool off'],
    ]);
  });

  it('ends by itself at its moment', async () => {
    const fay = await attendee('Fay');
    await silence(owner, { user_id: fay.user.id, reason: 'Ten minutes', until: inMinutes(10) });
    expect(await post(fay, 'Now?')).toMatchObject({ ok: false, code: 'silenced' });
    t.clock.set(new Date(start.getTime() + 11 * minute));
    expect(await post(fay, 'Now!')).toMatchObject({ ok: true });
  });
});

describe('a ban that removes the person\'s messages', () => {
  it('leaves a tombstone for each of their public messages, told to the chat, and logs how many', async () => {
    const ivy = await attendee('Ivy');
    const jon = await attendee('Jon');
    for (const text of ['one', 'two']) expect(await post(ivy, text)).toMatchObject({ ok: true });
    expect(await post(jon, 'mine stays')).toMatchObject({ ok: true });
    const watcher = await sockets.login(t, jon.token, slug);
    expect(await ask(watcher, 'join_chat', { chat_id: chatId })).toMatchObject({ ok: true });
    const told = next(watcher, 'public_chat_message_deleted');
    expect((await ban(moderator, { user_id: ivy.user.id, reason: 'Spam', until: null, remove_messages: true })).status).toBe(201);
    await told;
    const page = (await t.api('GET', `/api/events/${slug}/chat/public/${chatId}/?limit=100`, { token: jon.token })).body.results as { text: string; sender: { id: number }; deleted?: boolean }[];
    expect(page.filter((m) => m.sender.id === ivy.user.id).every((m) => m.deleted === true && m.text === '')).toBe(true);
    expect(page.map((m) => m.text)).toContain('mine stays');
    const row = (await logRows()).find((r) => r.subject?.id === ivy.user.id && r.action === 'banned');
    const stored = await t.server.platform.db.execute(sql`select after from change_log where area = 'moderation' and action = 'banned' and subject_id = ${ivy.user.id}`);
    expect(row).toBeDefined();
    expect((stored.rows[0] as { after: { messages_removed: number } }).after.messages_removed).toBe(2);
  });
});

describe('reports', () => {
  async function messageOf(author: Person, text: string): Promise<number> {
    const before = await post(author, 'earlier');
    expect(before).toMatchObject({ ok: true });
    await post(author, text);
    await post(author, 'later');
    const page = (await t.api('GET', `/api/events/${slug}/chat/public/${chatId}/?limit=100`, { token: author.token })).body.results as { id: number; text: string }[];
    return page.find((m) => m.text === text)!.id;
  }
  const report = (who: Person, body: object) => t.api('POST', `/api/events/${slug}/reports/`, { token: who.token, body });
  const queue = async () => (await t.api('GET', `${base}/reports/`, { token: moderator.token })).body.results as {
    key: string; message: { id: number; text: string } | null; context: { text: string }[]; reports: { id: number; reporter: { id: number }; source: string }[];
  }[];

  it('takes one report per reporter and target, queues them grouped with the message in context; deleting tells the reporter', async () => {
    const alice = await attendee('Alice');
    const bob = await attendee('Bob');
    const cleo = await attendee('Cleo');
    const messageId = await messageOf(alice, 'Buy cheap watches');
    const first = await report(bob, { message_id: messageId, reason: 'Spam' });
    expect(first).toMatchObject({ status: 201, body: { message_id: messageId, user_id: null, reason: 'Spam', state: 'open', action: null } });
    expect(await report(bob, { message_id: messageId, reason: 'Spam again' })).toMatchObject({ status: 409, body: { code: 'already_reported', detail: moderationMessages.alreadyReported } });
    expect((await report(cleo, { message_id: messageId, reason: 'Advertising' })).status).toBe(201);
    expect((await report(bob, { user_id: alice.user.id, reason: 'Spammer' })).status).toBe(201);
    expect((await report(bob, { user_id: alice.user.id, reason: 'Still' })).status).toBe(409);
    expect(await report(alice, { message_id: messageId, reason: 'Me' })).toMatchObject({ status: 403, body: { code: 'not_yourself' } });
    expect(await report(bob, { message_id: 2_000_000, reason: 'Ghost' })).toMatchObject({ status: 404, body: { detail: moderationMessages.noSuchMessage } });
    expect(await report(bob, { reason: 'Nothing' })).toMatchObject({ status: 400, body: { message_id: [moderationMessages.oneTarget] } });
    expect(await report(bob, { reason: 'Both', message_id: messageId, user_id: alice.user.id })).toMatchObject({ status: 400 });

    const groups = await queue();
    const group = groups.find((g) => g.key === `message:${messageId}`)!;
    expect(group.message).toMatchObject({ id: messageId, text: 'Buy cheap watches' });
    expect(group.context.map((m) => m.text)).toEqual(expect.arrayContaining(['earlier', 'Buy cheap watches', 'later']));
    expect(group.reports.map((r) => r.reporter.id)).toEqual([cleo.user.id, bob.user.id]);
    expect(groups.find((g) => g.key === `person:${alice.user.id}`)!.reports).toHaveLength(1);

    const bobSocket = await sockets.login(t, bob.token, slug);
    expect(await ask(bobSocket, 'join_chat', { chat_id: chatId })).toMatchObject({ ok: true });
    const outcome = next<{ report: { state: string; action: string } }>(bobSocket, 'report_resolved');
    const tombstone = next(bobSocket, 'public_chat_message_deleted');
    const settled = await t.api('POST', `${base}/reports/${group.reports[0]!.id}/resolve/`, { token: moderator.token, body: { action: 'delete' } });
    expect(settled).toMatchObject({ status: 200, body: { resolved: 2 } });
    expect((await outcome).report).toMatchObject({ state: 'actioned', action: 'delete' });
    // Removed as a moderator removes it in the chat: a tombstone in place, told to the chat at once.
    expect(await tombstone).toEqual({ chat_id: chatId, message_id: messageId, deleted_by: 'moderator' });
    const page = (await t.api('GET', `/api/events/${slug}/chat/public/${chatId}/?limit=100`, { token: bob.token })).body.results as { id: number }[];
    expect(page.find((m) => m.id === messageId)).toMatchObject({ text: '', deleted: true, deleted_by: 'moderator' });
    expect((await t.api('GET', `/api/events/${slug}/reports/`, { token: bob.token })).body.results[1]).toMatchObject({ message_id: messageId, state: 'actioned', action: 'delete' });
    expect((await queue()).some((g) => g.key === `message:${messageId}`)).toBe(false);
    const log = (await t.api('GET', `${base}/log/?limit=100`, { token: owner.token })).body.results as { action: string; target: string; subject: { id: number }; actor: { id: number } }[];
    expect(log.slice(0, 2).map((r) => r.action)).toEqual(['report_resolved', 'message_deleted']);
    expect(log[1]).toMatchObject({ target: 'Lobby', subject: { id: alice.user.id }, actor: { id: moderator.user.id } });
    const stored = await t.server.platform.db.execute(sql`select before from change_log where area = 'moderation' and action = 'message_deleted' order by id desc limit 1`);
    expect((stored.rows[0] as { before: { text: string } }).before.text).toBe('Buy cheap watches');
  });

  it('silences or bans from the queue, refuses a moderator acting on an owner, and queues roulette reports', async () => {
    const gus = await attendee('Gus');
    const hal = await attendee('Hal');
    expect((await report(hal, { user_id: gus.user.id, reason: 'Rude' })).status).toBe(201);
    const [group] = (await queue()).filter((g) => g.key === `person:${gus.user.id}`);
    const id = group!.reports[0]!.id;
    expect(await t.api('POST', `${base}/reports/${id}/resolve/`, { token: moderator.token, body: { action: 'silence' } })).toMatchObject({ status: 400, body: { until: [moderationMessages.untilNeeded] } });
    expect(await t.api('POST', `${base}/reports/${id}/resolve/`, { token: moderator.token, body: { action: 'delete' } })).toMatchObject({ status: 400, body: { detail: moderationMessages.notAMessageReport } });
    const until = inMinutes(30);
    expect((await t.api('POST', `${base}/reports/${id}/resolve/`, { token: moderator.token, body: { action: 'silence', until, reason: 'Be kind' } })).status).toBe(200);
    expect((await eventApi(gus)).body).toMatchObject({ silenced: { reason: 'Be kind', until } });
    expect((await t.api('POST', `${base}/reports/${id}/resolve/`, { token: moderator.token, body: { action: 'dismiss' } })).status).toBe(404);

    expect((await report(hal, { user_id: owner.user.id, reason: 'Bossy' })).status).toBe(201);
    const ownerReport = (await queue()).find((g) => g.key === `person:${owner.user.id}`)!.reports[0]!.id;
    expect(await t.api('POST', `${base}/reports/${ownerReport}/resolve/`, { token: moderator.token, body: { action: 'ban' } })).toMatchObject({ status: 403, body: { code: 'owner_protected' } });
    expect((await t.api('POST', `${base}/reports/${ownerReport}/resolve/`, { token: moderator.token, body: { action: 'dismiss' } })).body).toEqual({ resolved: 1 });
    expect((await t.api('GET', `/api/events/${slug}/reports/`, { token: hal.token })).body.results[0]).toMatchObject({ user_id: owner.user.id, state: 'dismissed', action: 'dismiss' });

    const roulette = await makeSpace(t, event, 'chat_roulette', { slug: `roulette-${gus.user.id}` });
    await t.server.platform.db.execute(sql`insert into chat_roulette_reports (event_id, space_id, reporter_id, reported_id, reason, created_at)
      values (${event.id}, ${roulette.id}, ${hal.user.id}, ${gus.user.id}, 'Showed something nasty', now())`);
    const fromRoulette = (await queue()).find((g) => g.key === `person:${gus.user.id}`)!;
    expect(fromRoulette.reports).toMatchObject([{ source: 'roulette', reporter: { id: hal.user.id } }]);
    expect((await queue()).find((g) => g.key === `person:${gus.user.id}`)!.reports).toHaveLength(1);
    expect((await t.api('POST', `${base}/reports/${fromRoulette.reports[0]!.id}/resolve/`, { token: owner.token, body: { action: 'ban', reason: 'Roulette abuse' } })).status).toBe(200);
    expect((await eventApi(gus)).body).toMatchObject({ code: 'banned', until: null, reason: 'Roulette abuse' });
  });
});

describe('audit log', () => {
  it('answers owners the rows as JSON and CSV; moderators are refused', async () => {
    const ivy = await attendee('Ivy');
    const until = inMinutes(15);
    await silence(moderator, { user_id: ivy.user.id, reason: 'Shouting, "loudly"', until });
    const [row] = await logRows();
    expect(row).toMatchObject({
      actor: { id: moderator.user.id, email: moderator.user.email }, subject: { id: ivy.user.id, first_name: 'Ivy' },
      action: 'silenced', target: ivy.user.email, reason: 'Shouting, "loudly"', until,
    });
    const csv = await fetch(`${t.url}${base}/log/`, { headers: { authorization: `Bearer ${owner.token}`, accept: 'text/csv' } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe(moderationLogCsvColumns.join(','));
    expect(lines[1]).toBe([row!.at, 'Mo Person', moderator.user.email, 'Ivy Test', ivy.user.email, 'silenced', ivy.user.email, '"Shouting, ""loudly"""', until].join(','));
    expect(await t.api('GET', `${base}/log/`, { token: moderator.token })).toMatchObject({ status: 403, body: { code: 'not_event_owner' } });
  });
});
