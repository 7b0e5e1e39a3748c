import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageMessages, type Presentation } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { ask, next, nextMatching, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

/** The console's stage: owners write a stage's schedule, its order, what it shows and its moderators. */
let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let stage: SpaceRow;
let sue: Person;
let mo: Person;
let stranger: Person;
const sockets = socketPool();

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'console-stage' });
  cast = await organizerCast(t, event);
  [sue, mo, stranger] = await Promise.all([person(t, { firstName: 'Sue' }), person(t, { firstName: 'Mo' }), person(t)]);
  for (const p of [sue, mo]) await addRole(t, event, p, 'attendee');
  stage = await makeSpace(t, event, 'presentation', { slug: 'main', name: 'Main stage' });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const base = '/api/events/console-stage/organizer/stages/main/';
const entries = `${base}presentations/`;
const as = (who: Person) => ({ token: who.token });
const add = (body: Record<string, unknown>, who: Person = cast.owner) => t.api('POST', entries, { ...as(who), body });
/** The spec's stage page, as an attendee sees it. */
const page = async (who: Person = cast.attendee) => (await t.api('GET', '/api/events/console-stage/presentations/main/', as(who))).body;
const titles = async () => ((await page()).presentations as Presentation[]).map((p) => p.title);
const changes = async () => (await t.api('GET', '/api/events/console-stage/organizer/changes/?area=stage', as(cast.owner))).body.results as { action: string; target: string }[];

describe('the schedule', () => {
  it('adds entries of each kind at the end; a live one gets its backstage call with its speakers let in', async () => {
    const live = await add({ title: 'Keynote', kind: 'live', moderator_id: mo.user.id, speaker_ids: [sue.user.id], description: 'Opening words' });
    expect(live.status).toBe(201);
    expect(live.body).toMatchObject({ title: 'Keynote', kind: 'live', url: null, moderator: { id: mo.user.id }, speakers: [{ id: sue.user.id }], backstage_videocall_id: expect.any(Number) });
    const join = await t.api('POST', '/api/events/console-stage/videocalls/join/', { ...as(sue), body: { room: live.body.backstage_videocall_id } });
    expect(join.status).toBe(200);
    await add({ title: 'Film', kind: 'video', url: '/files/film.mp4' });
    await add({ title: 'Lab stream', kind: 'hls', url: 'https://example.org/lab.m3u8' });
    await add({ title: 'Harbour map', kind: 'embed', url: 'https://example.org/map' });
    expect(await titles()).toEqual(['Keynote', 'Film', 'Lab stream', 'Harbour map']);
    expect((await changes())[0]).toMatchObject({ action: 'presentation_created', target: 'Main stage: Harbour map' });
  });

  it('checks each kind\'s address, the times and the people, per field, adding nothing', async () => {
    expect((await add({ title: 'X', kind: 'live', url: 'https://example.org/' })).body).toEqual({ url: [stageMessages.liveHasNoUrl] });
    expect((await add({ title: 'X', kind: 'hls' })).body).toEqual({ url: [stageMessages.urlNeeded] });
    expect((await add({ title: 'X', kind: 'embed', url: 'http://example.org/' })).body).toEqual({ url: [stageMessages.embedHttps] });
    expect((await add({ title: 'X', kind: 'video', url: 'javascript:alert(1)' })).body).toEqual({ url: [stageMessages.streamAddress] });
    expect((await add({ title: 'X', kind: 'embed', url: 'https://example.org/', start_date: '2026-09-01T10:00:00Z', end_date: '2026-09-01T09:00:00Z' })).body).toEqual({ end_date: [stageMessages.endAfterStart] });
    expect((await add({ title: 'X', kind: 'live', speaker_ids: [stranger.user.id] })).body).toEqual({ speaker_ids: [stageMessages.peopleOfEvent] });
    expect((await add({ title: '', kind: 'radio' })).status).toBe(400);
    expect(await titles()).toEqual(['Keynote', 'Film', 'Lab stream', 'Harbour map']);
  });

  it('edits an entry, checking the entry it makes whole; removes one with its Q&A', async () => {
    const [, film, , map] = (await page()).presentations as Presentation[];
    const edited = await t.api('PATCH', `${entries}${film!.id}/`, { ...as(cast.owner), body: { title: 'Film: colours', speaker_ids: [sue.user.id] } });
    expect(edited.body).toMatchObject({ title: 'Film: colours', kind: 'video', url: '/files/film.mp4', speakers: [{ id: sue.user.id }] });
    const wrong = await t.api('PATCH', `${entries}${film!.id}/`, { ...as(cast.owner), body: { kind: 'embed' } });
    expect([wrong.status, wrong.body]).toEqual([400, { url: [stageMessages.embedHttps] }]);
    const toLive = await t.api('PATCH', `${entries}${map!.id}/`, { ...as(cast.owner), body: { kind: 'live', url: null } });
    expect(toLive.body).toMatchObject({ kind: 'live', url: null, backstage_videocall_id: expect.any(Number) });
    await t.api('POST', '/api/events/console-stage/presentations/main/questions/', { ...as(cast.attendee), body: { presentation: map!.id, text: 'Where is the ferry?' } });
    expect((await t.api('DELETE', `${entries}${map!.id}/`, as(cast.owner))).status).toBe(204);
    expect(await titles()).toEqual(['Keynote', 'Film: colours', 'Lab stream']);
    expect((await t.api('GET', `/api/events/console-stage/presentations/main/questions/?presentation=${map!.id}`, as(cast.attendee))).status).toBe(404);
    expect((await t.api('DELETE', `${entries}${map!.id}/`, as(cast.owner))).status).toBe(404);
  });

  it('reorders the whole schedule; a list that is not the schedule is refused', async () => {
    const ids = ((await page()).presentations as Presentation[]).map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await t.api('PUT', `${base}order/`, { ...as(cast.owner), body: { presentation_ids: reversed } });
    expect(res.body.presentations.map((p: Presentation) => p.id)).toEqual(reversed);
    expect(await titles()).toEqual(['Lab stream', 'Film: colours', 'Keynote']);
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [ids[0], ids[0], ids[1]]]) {
      const bad = await t.api('PUT', `${base}order/`, { ...as(cast.owner), body: { presentation_ids: wrong } });
      expect([bad.status, bad.body]).toEqual([400, { presentation_ids: [stageMessages.notInSchedule] }]);
    }
    expect(await titles()).toEqual(['Lab stream', 'Film: colours', 'Keynote']);
  });

  it('changes nothing when the change log cannot record it', async () => {
    expect((await withFailingChangeLog(t, () => add({ title: 'Unlogged', kind: 'embed', url: 'https://example.org/' }))).status).toBe(500);
    expect(await titles()).toEqual(['Lab stream', 'Film: colours', 'Keynote']);
  });
});

describe('what the stage shows', () => {
  it('switches the current presentation; people on the stage hear it and the page shows it', async () => {
    const socket = await sockets.login(t, cast.attendee.token, 'console-stage');
    expect(await ask(socket, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
    const keynote = ((await page()).presentations as Presentation[]).find((p) => p.title === 'Keynote')!;
    const told = next<{ current_presentation: Presentation | null }>(socket, 'updated_presentation_space');
    const res = await t.api('PUT', `${base}current/`, { ...as(cast.owner), body: { presentation_id: keynote.id } });
    expect(res.body.current_presentation_id).toBe(keynote.id);
    expect((await told).current_presentation).toMatchObject({ id: keynote.id, title: 'Keynote', backstage_videocall_id: null });
    expect((await page()).current_presentation).toMatchObject({ id: keynote.id });
    // An edit of the schedule reaches the page too.
    const edited = next<{ current_presentation: Presentation | null }>(socket, 'updated_presentation_space');
    await t.api('PATCH', `${entries}${keynote.id}/`, { ...as(cast.owner), body: { title: 'Keynote: welcome' } });
    expect((await edited).current_presentation).toMatchObject({ title: 'Keynote: welcome' });
    expect((await t.api('PUT', `${base}current/`, { ...as(cast.owner), body: { presentation_id: 999999 } })).status).toBe(404);
  });
});

describe('the stage\'s moderators', () => {
  it('adds a person of the event, who then switches the stage, is labelled Moderator and goes backstage; removing takes it back', async () => {
    const before = await page(cast.attendee);
    expect(before.can_switch).toBe(false);
    // The person's open stage page hears the change at once and reads its rights again.
    const socket = await sockets.login(t, cast.attendee.token, 'console-stage');
    expect(await ask(socket, 'join_presentation_space', { space_id: stage.id })).toEqual({ ok: true });
    const toldAdded = next(socket, 'updated_presentation_space');
    const added = await t.api('POST', `${base}moderators/`, { ...as(cast.owner), body: { user_id: cast.attendee.user.id } });
    expect(added.status).toBe(201);
    await toldAdded;
    expect(added.body.moderators).toEqual([expect.objectContaining({ id: cast.attendee.user.id })]);
    expect((await t.api('POST', `${base}moderators/`, { ...as(cast.owner), body: { user_id: cast.attendee.user.id } })).body).toMatchObject({ code: 'already_moderator' });
    expect((await t.api('POST', `${base}moderators/`, { ...as(cast.owner), body: { user_id: stranger.user.id } })).body).toEqual({ user_id: [stageMessages.peopleOfEvent] });
    expect((await page(cast.attendee)).can_switch).toBe(true);
    const switched = await t.api('PUT', '/api/events/console-stage/presentations/main/current/', { ...as(cast.attendee), body: { presentation_id: null } });
    expect(switched.status).toBe(200);
    const live = ((await page(cast.attendee)).presentations as Presentation[]).find((p) => p.kind === 'live')!;
    expect(live.backstage_videocall_id).toEqual(expect.any(Number));
    expect((await changes())[0]).toMatchObject({ action: 'moderator_added', target: 'Main stage' });

    const toldRemoved = next(socket, 'updated_presentation_space');
    expect((await t.api('DELETE', `${base}moderators/${cast.attendee.user.id}/`, as(cast.owner))).status).toBe(204);
    await toldRemoved;
    expect((await page(cast.attendee)).can_switch).toBe(false);
    expect((await t.api('PUT', '/api/events/console-stage/presentations/main/current/', { ...as(cast.attendee), body: { presentation_id: null } })).status).toBe(403);
    expect((await t.api('DELETE', `${base}moderators/${cast.attendee.user.id}/`, as(cast.owner))).status).toBe(404);
  });

  it('is for owners and administrators only, changing nothing for anyone else', async () => {
    const before = await page();
    const id = (before.presentations as Presentation[])[0]!.id;
    const calls = [
      ['GET', base], ['POST', entries, { title: 'Mine', kind: 'embed', url: 'https://example.org/' }], ['PATCH', `${entries}${id}/`, { title: 'Mine' }], ['DELETE', `${entries}${id}/`],
      ['PUT', `${base}order/`, { presentation_ids: [id] }], ['PUT', `${base}current/`, { presentation_id: id }], ['POST', `${base}moderators/`, { user_id: cast.staff.user.id }],
      ['DELETE', `${base}moderators/${mo.user.id}/`],
    ] as const;
    for (const [method, path, body] of calls) await expectOwnersOnly(cast, (token) => t.api(method, path, { token: token ?? undefined, body }));
    expect(await page()).toEqual(before);
    expect((await t.api('GET', base, as(cast.administrator))).status).toBe(200);
    expect((await t.api('GET', '/api/events/console-stage/organizer/stages/nowhere/', as(cast.owner))).status).toBe(404);
  });
});

describe('a live entry\'s moderator', () => {
  it('is its backstage call\'s admin: a change hands the call over and tells the people in it and both moderators', async () => {
    const live = (await add({ title: 'Panel', kind: 'live', moderator_id: mo.user.id, speaker_ids: [sue.user.id] })).body as Presentation;
    const callId = live.backstage_videocall_id!;
    const call = async () => (await t.api('GET', `/api/events/console-stage/videocalls/${callId}/`, as(cast.owner))).body as { admin_id: number | null };
    expect((await call()).admin_id).toBe(mo.user.id);
    const [sueSocket, moSocket] = await Promise.all([sockets.login(t, sue.token, 'console-stage'), sockets.login(t, mo.token, 'console-stage')]);
    expect((await t.api('POST', '/api/events/console-stage/videocalls/join/', { ...as(sue), body: { room: callId } })).status).toBe(200);
    const sueTold = nextMatching<{ id: number; admin_id: number | null }>(sueSocket, 'updated_videocall', (c) => c.id === callId && c.admin_id === cast.attendee.user.id);
    const moTold = nextMatching<{ id: number; admin_id: number | null }>(moSocket, 'updated_videocall', (c) => c.id === callId && c.admin_id === cast.attendee.user.id);
    const res = await t.api('PATCH', `${entries}${live.id}/`, { ...as(cast.owner), body: { moderator_id: cast.attendee.user.id } });
    expect(res.body).toMatchObject({ moderator: { id: cast.attendee.user.id }, backstage_videocall_id: callId });
    expect((await call()).admin_id).toBe(cast.attendee.user.id);
    await Promise.all([sueTold, moTold]);
    // No moderator: nobody holds the host controls.
    await t.api('PATCH', `${entries}${live.id}/`, { ...as(cast.owner), body: { moderator_id: null } });
    expect((await call()).admin_id).toBeNull();
  });
});
