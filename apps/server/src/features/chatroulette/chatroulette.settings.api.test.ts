import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRouletteTexts, embeddedMessages, type ChatRouletteState } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, nextMatching, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

/** A roulette's settings (decision 0091): owners frame a third-party roulette or set the length of our rounds. */
let t: TestServer;
let event: EventRow;
let owner: Person;
let ann: Person;
let ben: Person;
const sockets = socketPool();
const slug = 'roulette-settings';

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug });
  [owner, ann, ben] = await Promise.all([person(t), person(t, { firstName: 'Ann' }), person(t, { firstName: 'Ben' })]);
  await addRole(t, event, owner, 'owner');
  for (const p of [ann, ben]) await addRole(t, event, p, 'attendee');
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const edit = (space: SpaceRow, body: Record<string, unknown>, who: Person = owner) =>
  t.api('PATCH', `/api/events/${slug}/organizer/spaces/${space.id}/`, { token: who.token, body });
const page = async (space: SpaceRow) => (await t.api('GET', `/api/events/${slug}/chatroulette/${space.slug}/`, { token: ann.token })).body;
const join = (s: Socket, space: SpaceRow) => ask(s, 'join_chatroulette', { space_id: space.id, roulette_id: `browser-${space.id}-${s.id ?? ''}`.replace(/[^A-Za-z0-9_-]/g, '') });

describe('the roulette\'s settings in the space editor', () => {
  it('are ours with no limit at first; an owner frames a third-party roulette, the open page hears it, the change log keeps it', async () => {
    const space = await makeSpace(t, event, 'chat_roulette', { slug: 'framed' });
    expect(await page(space)).toMatchObject({ embedded_url: null, round_minutes: 0, waiting: 0 });
    const annSocket = await sockets.login(t, ann.token, slug);
    const told = next<{ space_id: number; slug: string }>(annSocket, 'updated_chatroulette');
    const res = await edit(space, { embedded_url: 'https://roulette.example.org/room' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ embedded_url: 'https://roulette.example.org/room', round_minutes: 0 });
    expect(await told).toEqual({ space_id: space.id, slug: 'framed' });
    expect(await page(space)).toMatchObject({ embedded_url: 'https://roulette.example.org/room' });
    // Ours pairs nobody in a framed roulette.
    expect(await join(annSocket, space)).toMatchObject({ ok: false, code: 'roulette_embedded', detail: chatRouletteTexts.embedded });
    const changes = (await t.api('GET', `/api/events/${slug}/organizer/changes/?area=spaces`, { token: owner.token })).body.results;
    expect(changes[0]).toMatchObject({ action: 'updated', before: { embedded_url: null }, after: { embedded_url: 'https://roulette.example.org/room' } });
    // Back to ours.
    expect((await edit(space, { embedded_url: null })).body).toMatchObject({ embedded_url: null });
    expect(await join(annSocket, space)).toMatchObject({ ok: true, state: 'waiting' });
  });

  it('refuses an address that cannot be framed and a round out of range, field by field, changing nothing', async () => {
    const space = await makeSpace(t, event, 'chat_roulette', { slug: 'checked' });
    const bad = await edit(space, { embedded_url: 'http://roulette.example.org/', round_minutes: 61 });
    expect([bad.status, bad.body]).toEqual([400, { embedded_url: [embeddedMessages.httpsOnly], round_minutes: [chatRouletteTexts.roundMinutes] }]);
    expect((await edit(space, { round_minutes: 1.5 })).body).toEqual({ round_minutes: [chatRouletteTexts.roundMinutes] });
    expect((await edit(space, { round_minutes: 5 }, ann)).status).toBe(403);
    expect(await page(space)).toMatchObject({ embedded_url: null, round_minutes: 0 });
  });
});

describe('a round\'s length', () => {
  it('ends a pair when its round is over: both wait again and their call ends', async () => {
    const space = await makeSpace(t, event, 'chat_roulette', { slug: 'rounds' });
    expect((await edit(space, { round_minutes: 3 })).body).toMatchObject({ round_minutes: 3 });
    const [annSocket, benSocket] = await Promise.all([sockets.login(t, ann.token, slug), sockets.login(t, ben.token, slug)]);
    expect(await join(annSocket, space)).toMatchObject({ state: 'waiting', round_ends_at: null });
    const pairedAt = t.clock.now().getTime();
    const pair = (await join(benSocket, space)) as unknown as ChatRouletteState;
    expect(pair).toMatchObject({ state: 'paired', partner: { id: ann.user.id } });
    expect(new Date(pair.round_ends_at!).getTime()).toBe(pairedAt + 3 * 60_000);

    // Not before its end.
    t.clock.advance(2 * 60_000);
    expect(await t.server.services.chatRoulette.endRounds()).toBe(0);
    t.clock.advance(60_000);
    const annWaits = nextMatching<ChatRouletteState>(annSocket, 'chatroulette_state', (s) => s.state === 'waiting');
    const benWaits = nextMatching<ChatRouletteState>(benSocket, 'chatroulette_state', (s) => s.state === 'waiting');
    expect(await t.server.services.chatRoulette.endRounds()).toBe(1);
    // The two were just together: neither is paired with the other again straight away.
    expect(await Promise.all([annWaits, benWaits])).toEqual([
      expect.objectContaining({ round_ends_at: null, videocall_id: null }), expect.objectContaining({ round_ends_at: null, videocall_id: null }),
    ]);
    const call = (await t.api('GET', `/api/events/${slug}/videocalls/${pair.videocall_id}/`, { token: ann.token })).body;
    expect(call.ended).toBe(true);
  });
});
