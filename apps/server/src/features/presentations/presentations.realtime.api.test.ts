import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { ask, next, silence, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

let t: TestServer;
let event: EventRow;
let stage: SpaceRow;
let otherStage: SpaceRow;
let closedStage: SpaceRow;
let organiser: Person;
let moderator: Person;
let ada: Person;
let ben: Person;
let first: number;
let second: number;
const sockets = socketPool();
const slug = 'stage-live';
const base = `/api/events/${slug}/presentations`;
const login = (p: Person) => sockets.login(t, p.token, slug);

beforeAll(async () => {
  t = await startTestServer({ env: { STAGE_ATTENDANCE_ANNOUNCE_MS: '1500' } });
  event = await makeEvent(t, { slug });
  organiser = await person(t, { firstName: 'Olga' });
  moderator = await person(t, { firstName: 'Mo' });
  ada = await person(t, { firstName: 'Ada', lastName: 'Lovelace' });
  ben = await person(t, { firstName: 'Ben' });
  await addRole(t, event, organiser, 'moderator');
  for (const p of [moderator, ada, ben]) await addRole(t, event, p, 'attendee');
  stage = await makeSpace(t, event, 'presentation', { slug: 'main' });
  otherStage = await makeSpace(t, event, 'presentation', { slug: 'side' });
  closedStage = await makeSpace(t, event, 'presentation', { slug: 'closed', published: false });
  const service = t.server.services.presentations;
  first = (await service.create(event.id, stage, { title: 'First', kind: 'embed', url: 'https://example.com/a', moderatorId: moderator.user.id })).id;
  second = (await service.create(event.id, stage, { title: 'Second', kind: 'hls', url: 'https://example.com/b.m3u8' })).id;
  await service.setCurrent(stage, first);
});

afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

const attendeesOfStage = async (who: Person, stageSlug = 'main') =>
  ((await t.api('GET', `/api/events/${slug}/virtual_attendees/?presentation_slug=${stageSlug}`, { token: who.token })).body.results as { first_name: string }[])
    .map((a) => a.first_name)
    .sort();

type Announced = { space_id: number; user: { id: number; first_name: string }; users: { id: number }[]; count: number };
/** Longer than the server's announcement interval: nothing more of this interval can come after it. */
const quietMs = 2500;

describe('joined_presentation_space / left_presentation_space', () => {
  it('tells the people on the page who arrives and leaves, and the sidebar lists them', async () => {
    const org = await login(organiser);
    const ownArrival = next<Announced>(org, 'joined_presentation_space');
    expect(await ask(org, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
    expect((await ownArrival).user.id).toBe(organiser.user.id);
    const adaSocket = await login(ada);
    const joined = next<Announced>(org, 'joined_presentation_space');
    expect(await ask(adaSocket, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
    const adaAsOthersSeeHer = { id: ada.user.id, first_name: 'Ada', last_name: 'Lovelace', mugshot: null, do_not_disturb: false };
    expect(await joined).toEqual({ space_id: stage.id, user: adaAsOthersSeeHer, users: [adaAsOthersSeeHer], count: 1 });
    expect(await attendeesOfStage(ben)).toEqual(['Ada', 'Olga']);
    expect(await attendeesOfStage(ben, 'side')).toEqual([]);

    // A second tab is no second arrival; leaving it is no departure.
    const adaTab = await login(ada);
    const quiet = silence(org, 'joined_presentation_space', quietMs);
    await ask(adaTab, 'join_presentation_space', { space_id: stage.id });
    await quiet;
    const stillQuiet = silence(org, 'left_presentation_space', quietMs);
    await ask(adaTab, 'leave_presentation_space', { space_id: stage.id });
    await stillQuiet;

    const left = next<Announced>(org, 'left_presentation_space');
    adaSocket.disconnect();
    expect((await left).user.id).toBe(ada.user.id);
    expect(await attendeesOfStage(ben)).toEqual(['Olga']);
  });

  it('brings a crowd arriving within one interval to everyone on the page as one message, and its leaving as one more', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => person(t, { firstName: `Crowd${i}` })));
    for (const p of crowd) await addRole(t, event, p, 'attendee');
    const watcher = await login(ben);
    const ownArrival = next<Announced>(watcher, 'joined_presentation_space');
    await ask(watcher, 'join_presentation_space', { space_id: stage.id });
    expect((await ownArrival).user.id).toBe(ben.user.id);
    const sockets = await Promise.all(crowd.map((p) => login(p)));
    const heard = new Map<Socket, Announced[]>([watcher, ...sockets].map((s) => [s, []]));
    for (const [socket, messages] of heard) socket.on('joined_presentation_space', (m: Announced) => messages.push(m));

    await Promise.all(sockets.map((s) => ask(s, 'join_presentation_space', { space_id: stage.id })));
    const crowdIds = crowd.map((p) => p.user.id).sort((a, b) => a - b);
    await next(watcher, 'joined_presentation_space');
    await silence(watcher, 'joined_presentation_space', quietMs);
    for (const [, messages] of heard) {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ space_id: stage.id, count: 12 });
      expect(messages[0]!.users.map((u) => u.id).sort((a, b) => a - b)).toEqual(crowdIds);
      expect(crowdIds).toContain(messages[0]!.user.id);
    }

    const departures: Announced[] = [];
    watcher.on('left_presentation_space', (m: Announced) => departures.push(m));
    for (const s of sockets) s.disconnect();
    await next(watcher, 'left_presentation_space');
    await silence(watcher, 'left_presentation_space', quietMs);
    expect(departures).toHaveLength(1);
    expect(departures[0]!.count).toBe(12);
    expect(departures[0]!.users.map((u) => u.id).sort((a, b) => a - b)).toEqual(crowdIds);
  });

  it('names 25 people at most and counts them all; arriving and leaving within one interval is no news', async () => {
    const crowd = await Promise.all(Array.from({ length: 27 }, (_, i) => person(t, { firstName: `Many${i}` })));
    for (const p of crowd) await addRole(t, event, p, 'attendee');
    const watcher = await login(moderator);
    const ownArrival = next<Announced>(watcher, 'joined_presentation_space');
    await ask(watcher, 'join_presentation_space', { space_id: stage.id });
    await ownArrival;
    const sockets = await Promise.all(crowd.map((p) => login(p)));
    const heard: Announced[] = [];
    watcher.on('joined_presentation_space', (m: Announced) => heard.push(m));
    const departures: Announced[] = [];
    watcher.on('left_presentation_space', (m: Announced) => departures.push(m));
    await Promise.all(sockets.map((s) => ask(s, 'join_presentation_space', { space_id: stage.id })));
    // The last of them changes their mind at once.
    await ask(sockets[26]!, 'leave_presentation_space', { space_id: stage.id });
    await next(watcher, 'joined_presentation_space');
    await silence(watcher, 'joined_presentation_space', quietMs);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.count).toBe(26);
    expect(heard[0]!.users).toHaveLength(25);
    expect(heard[0]!.users.map((u) => u.id)).not.toContain(crowd[26]!.user.id);
    expect(departures).toEqual([]);
  });

  it('keeps attendees off a closed stage and refuses spaces that are no stage', async () => {
    const socket = await login(ada);
    expect(await ask(socket, 'join_presentation_space', { space_id: closedStage.id })).toMatchObject({ ok: false, code: 'space_closed' });
    const map = await makeSpace(t, event, 'map');
    expect(await ask(socket, 'join_presentation_space', { space_id: map.id })).toMatchObject({ ok: false, code: 'not_found' });
    const org = await login(organiser);
    expect(await ask(org, 'join_presentation_space', { space_id: closedStage.id })).toEqual({ ok: true });
  });
});

describe('updated_presentation_space', () => {
  it('switches the current presentation live for everyone on the page, not other stages', async () => {
    const adaSocket = await login(ada);
    const benSocket = await login(ben);
    const elsewhere = await login(organiser);
    await ask(adaSocket, 'join_presentation_space', { space_id: stage.id });
    await ask(benSocket, 'join_presentation_space', { space_id: stage.id });
    await ask(elsewhere, 'join_presentation_space', { space_id: otherStage.id });
    const heardA = next<{ space_id: number; slug: string; current_presentation: { id: number; title: string } | null }>(adaSocket, 'updated_presentation_space');
    const heardB = next<{ current_presentation: { id: number } | null }>(benSocket, 'updated_presentation_space');
    const quiet = silence(elsewhere, 'updated_presentation_space', 500);
    const res = await t.api('PUT', `${base}/main/current/`, { token: moderator.token, body: { presentation_id: second } });
    expect(res.status).toBe(200);
    expect(await heardA).toMatchObject({ space_id: stage.id, slug: 'main', current_presentation: { id: second, title: 'Second', kind: 'hls' } });
    expect((await heardB).current_presentation?.id).toBe(second);
    await quiet;
    const none = next<{ current_presentation: null }>(adaSocket, 'updated_presentation_space');
    await t.api('PUT', `${base}/main/current/`, { token: organiser.token, body: { presentation_id: null } });
    expect((await none).current_presentation).toBeNull();
    // Put the first back and wait until it has been heard: a notice still on its way would reach the next test's page.
    const restored = next<{ current_presentation: { id: number } | null }>(adaSocket, 'updated_presentation_space');
    await t.api('PUT', `${base}/main/current/`, { token: organiser.token, body: { presentation_id: first } });
    expect((await restored).current_presentation?.id).toBe(first);
  });

  it('is not heard after leaving the page, nor by a refused switch', async () => {
    const socket = await login(ada);
    await ask(socket, 'join_presentation_space', { space_id: stage.id });
    const quiet = silence(socket, 'updated_presentation_space', 400);
    expect((await t.api('PUT', `${base}/main/current/`, { token: ben.token, body: { presentation_id: second } })).status).toBe(403);
    await quiet;
    await ask(socket, 'leave_presentation_space', { space_id: stage.id });
    const gone = silence(socket, 'updated_presentation_space', 400);
    await t.api('PUT', `${base}/main/current/`, { token: organiser.token, body: { presentation_id: first } });
    await gone;
  });
});

describe('Q&A events', () => {
  it('brings new questions, votes and moderation to the page', async () => {
    const watcher = await login(ben);
    await ask(watcher, 'join_presentation_space', { space_id: stage.id });
    const asked = next<{ id: number; text: string; votes: number }>(watcher, 'presentation_question_asked');
    const q = await t.api('POST', `${base}/main/questions/`, { token: ada.token, body: { presentation: first, text: 'Live?' } });
    expect(await asked).toMatchObject({ id: q.body.id, text: 'Live?', votes: 0, presentation_id: first });
    const voted = next<{ id: number; votes: number }>(watcher, 'presentation_question_updated');
    await t.api('POST', `${base}/main/questions/${q.body.id}/upvote/`, { token: ben.token });
    expect(await voted).toMatchObject({ id: q.body.id, votes: 1 });
    const answered = next<{ answered: boolean }>(watcher, 'presentation_question_updated');
    await t.api('PATCH', `${base}/main/questions/${q.body.id}/`, { token: moderator.token, body: { answered: true } });
    expect((await answered).answered).toBe(true);
  });
});
