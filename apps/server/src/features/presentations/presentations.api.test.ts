import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow, SpaceRow } from '../identity';
import { ask, socketPool } from '../../../test/socket-client';

let t: TestServer;
let event: EventRow;
let stage: SpaceRow;
let closedStage: SpaceRow;
let organiser: Person;
let moderator: Person;
let speaker: Person;
let attendee: Person;
let other: Person;
let live: number;
let video: number;
let hls: number;
let backstage: number;
let chatId: number;
const base = '/api/events/stage-api/presentations';

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'stage-api' });
  organiser = await person(t, { firstName: 'Olga', lastName: 'Organiser' });
  moderator = await person(t, { firstName: 'Mo', lastName: 'Derator' });
  speaker = await person(t, { firstName: 'Sam', lastName: 'Speaker' });
  attendee = await person(t, { firstName: 'Ada', lastName: 'Attendee' });
  other = await person(t, { firstName: 'Otto', lastName: 'Other' });
  await addRole(t, event, organiser, 'moderator');
  for (const p of [moderator, speaker, attendee, other]) await addRole(t, event, p, 'attendee');
  stage = await makeSpace(t, event, 'presentation', { slug: 'main', name: 'Main stage' });
  closedStage = await makeSpace(t, event, 'presentation', { slug: 'closed', name: 'Closed stage', published: false });
  chatId = (await t.server.services.chat.repo.insertChat({ eventId: event.id, spaceId: stage.id, name: 'Main stage' })).id;
  const calls = t.server.services.videocalls;
  backstage = (await calls.createBackstage(event.id, { displayName: 'Backstage', adminId: moderator.user.id, allowed: [speaker.user.id] })).id;
  const service = t.server.services.presentations;
  live = (await service.create(event.id, stage, {
    title: 'Keynote', kind: 'live', videocallId: backstage, moderatorId: moderator.user.id, speakerIds: [speaker.user.id],
    startsAt: new Date('2026-06-01T09:00:00Z'), endsAt: new Date('2026-06-01T10:00:00Z'),
  })).id;
  video = (await service.create(event.id, stage, { title: 'Recorded talk', kind: 'video', url: '/files/talk.webm', startsAt: new Date('2026-06-01T10:00:00Z') })).id;
  hls = (await service.create(event.id, stage, { title: 'Stream', kind: 'hls', url: 'https://cdn.example.com/live.m3u8', startsAt: new Date('2026-06-01T11:00:00Z') })).id;
  await service.create(event.id, closedStage, { title: 'Secret', kind: 'embed', url: 'https://example.com/embed' });
  await service.setCurrent(stage, live);
});

const sockets = socketPool();

afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const get = (who: Person, path = '/main/') => t.api('GET', `${base}${path}`, { token: who.token });

describe('GET /api/events/{slug}/presentations/{presentationSlug}/', () => {
  it('answers the meta, the current presentation with its moderator and the schedule', async () => {
    const res = await get(attendee);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ id: stage.id, slug: 'main', name: 'Main stage', published: true, image: null, chat_id: chatId });
    expect(res.body.current_presentation).toMatchObject({
      id: live, title: 'Keynote', kind: 'live', url: null,
      moderator: { id: moderator.user.id, first_name: 'Mo', last_name: 'Derator' },
      speakers: [{ id: speaker.user.id, first_name: 'Sam' }],
      start_date: '2026-06-01T09:00:00.000Z',
    });
    expect(res.body.presentations.map((p: { title: string }) => p.title)).toEqual(['Keynote', 'Recorded talk', 'Stream']);
    expect(res.body.can_switch).toBe(false);
  });

  it('gives the backstage call to its moderator, speakers and organisers only', async () => {
    expect((await get(attendee)).body.current_presentation.backstage_videocall_id).toBeNull();
    for (const p of [moderator, speaker, organiser]) expect((await get(p)).body.current_presentation.backstage_videocall_id).toBe(backstage);
    expect((await get(moderator)).body.can_switch).toBe(true);
    expect((await get(speaker)).body.can_switch).toBe(false);
  });

  it('keeps an unpublished stage from everyone but organisers (403 space_closed), 404 for unknown, 401 signed out', async () => {
    const refused = await get(attendee, '/closed/');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('space_closed');
    const seen = await get(organiser, '/closed/');
    expect(seen.status).toBe(200);
    expect(seen.body.meta.published).toBe(false);
    expect((await get(attendee, '/nope/')).status).toBe(404);
    expect((await t.api('GET', `${base}/main/`)).status).toBe(401);
  });
});

describe('PUT …/current/', () => {
  const put = (who: Person, presentation_id: number | null, path = '/main/') => t.api('PUT', `${base}${path}current/`, { token: who.token, body: { presentation_id } });

  it('lets the stage\'s moderator and organisers switch, and refuses attendees and speakers (403) changing nothing', async () => {
    for (const p of [attendee, speaker]) {
      const res = await put(p, video);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('not_moderator');
    }
    expect((await get(attendee)).body.current_presentation.id).toBe(live);
    const switched = await put(moderator, video);
    expect(switched.status).toBe(200);
    expect(switched.body.current_presentation).toMatchObject({ id: video, kind: 'video', url: '/files/talk.webm' });
    expect((await get(attendee)).body.current_presentation.id).toBe(video);
    expect((await put(organiser, null)).body.current_presentation).toBeNull();
    expect((await put(organiser, live)).body.current_presentation.id).toBe(live);
  });

  it('refuses a presentation of another stage (404) and a bad body (400)', async () => {
    const foreign = (await t.api('GET', `${base}/closed/`, { token: organiser.token })).body.presentations[0].id as number;
    expect((await put(organiser, foreign)).status).toBe(404);
    const bad = await t.api('PUT', `${base}/main/current/`, { token: organiser.token, body: { presentation_id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.presentation_id).toEqual([expect.any(String)]);
    expect((await put(organiser, live, '/closed/')).status).toBe(404);
  });
});

describe('an uploaded video', () => {
  it('plays from our storage with range requests (206), so seeking works', async () => {
    const data = Buffer.alloc(4096, 7);
    const stored = await t.server.platform.storage.put({ data, contentType: 'video/webm', folder: 'presentations/test', name: 'talk' });
    const service = t.server.services.presentations;
    const p = await service.create(event.id, stage, { title: 'Uploaded', kind: 'video', url: stored.url });
    const page = await get(attendee);
    expect(page.body.presentations.find((x: { id: number }) => x.id === p.id).url).toBe(stored.url);
    const res = await fetch(`${t.url}${stored.url}`, { headers: { range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 1000-1999/4096');
    expect((await res.arrayBuffer()).byteLength).toBe(1000);
  });
});

describe('POST …/watch/', () => {
  it('hands a receive-only token for the live presentation\'s call', async () => {
    const res = await t.api('POST', `${base}/main/watch/`, { token: attendee.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ videocall_id: backstage, jwt: expect.any(String), layer: 'h' });
    // Not a participant's call token: the participants' media join refuses it (tested in the media API test).
  });

  it('answers 409 when the stage shows no live presentation, 403 on a closed stage', async () => {
    await t.api('PUT', `${base}/main/current/`, { token: organiser.token, body: { presentation_id: hls } });
    const res = await t.api('POST', `${base}/main/watch/`, { token: attendee.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('presentation_not_live');
    await t.api('PUT', `${base}/main/current/`, { token: organiser.token, body: { presentation_id: live } });
    expect((await t.api('POST', `${base}/closed/watch/`, { token: attendee.token })).status).toBe(403);
  });
});

describe('the backstage call (issue 24, decision 0069)', () => {
  const calls = '/api/events/stage-api/videocalls';
  const join = (who: Person) => t.api('POST', `${calls}/join/`, { token: who.token, body: { room: backstage } });
  const put = (who: Person, body: unknown) => t.api('PUT', `${calls}/${backstage}/`, { token: who.token, body });
  const leave = (who: Person) => t.server.services.videocalls.leave('stage-api', who.user.id);
  const inCall = async () => ((await t.api('GET', `${calls}/${backstage}/`, { token: organiser.token })).body.users as { id: number }[]).map((u) => u.id);
  const refusedToAttendee = async () => {
    const res = await join(attendee);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ jwt: '', detail: expect.any(String), code: 'backstage_only' });
  };

  it('refuses a plain attendee whatever its state: empty, with its people in it, opened by its admin', async () => {
    await refusedToAttendee();
    expect(await inCall()).toEqual([]);
    expect((await join(speaker)).status).toBe(200);
    await refusedToAttendee();
    expect((await join(moderator)).status).toBe(200);
    expect((await put(moderator, { status: 'open' })).body.status).toBe('open');
    await refusedToAttendee();
    expect((await inCall()).sort()).toEqual([speaker.user.id, moderator.user.id].sort());
    // Nor may the attendee ask to be let in.
    const socket = await sockets.login(t, attendee.token, 'stage-api');
    expect(await ask(socket, 'request_videocall_access', { videocall_id: backstage })).toMatchObject({ ok: false, code: 'backstage_only' });
    expect((await put(moderator, { status: 'request' })).body.status).toBe('request');
    for (const p of [speaker, moderator]) await leave(p);
  });

  it('lets its moderator, the organisers and the speakers in after an attendee tried; the moderator stays its admin and administers it', async () => {
    await refusedToAttendee();
    const organiserIn = await join(organiser);
    expect(organiserIn.status).toBe(200);
    expect(organiserIn.body.videocall.admin_id).toBe(moderator.user.id);
    expect((await join(speaker)).status).toBe(200);
    expect((await join(moderator)).status).toBe(200);
    expect((await put(moderator, { speaker: speaker.user.id })).body.speaker).toBe(speaker.user.id);
    expect((await put(moderator, { status: 'open' })).body.status).toBe('open');
    expect((await put(moderator, { status: 'request' })).body.status).toBe('request');
    // An attendee changes nothing of it.
    for (const body of [{ status: 'open' }, { speaker: null }, { display_name: 'Mine' }]) expect((await put(attendee, body)).status).toBe(403);
    expect((await inCall()).sort()).toEqual([organiser.user.id, speaker.user.id, moderator.user.id].sort());
    for (const p of [organiser, speaker, moderator]) await leave(p);
  });
});

describe('Q&A', () => {
  const ask = (who: Person, text: string, presentation = live) => t.api('POST', `${base}/main/questions/`, { token: who.token, body: { presentation, text } });
  const list = (who: Person, query = '') => t.api('GET', `${base}/main/questions/${query}`, { token: who.token });

  it('attendees ask (validated) and upvote once each; the list is ordered by votes', async () => {
    const first = await ask(attendee, '  What about latency?  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ text: 'What about latency?', votes: 0, answered: false, hidden: false, voted: false, author: { id: attendee.user.id } });
    const second = await ask(other, 'And the cost?');
    const up = await t.api('POST', `${base}/main/questions/${second.body.id}/upvote/`, { token: attendee.token });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ votes: 1, voted: true });
    const again = await t.api('POST', `${base}/main/questions/${second.body.id}/upvote/`, { token: attendee.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_voted');
    const res = await list(other);
    expect(res.body.presentation_id).toBe(live);
    expect(res.body.results.map((q: { text: string; votes: number }) => [q.text, q.votes])).toEqual([
      ['And the cost?', 1],
      ['What about latency?', 0],
    ]);
    expect(res.body.results.find((q: { id: number }) => q.id === second.body.id).voted).toBe(false);
    expect((await list(attendee)).body.results[0].voted).toBe(true);
  });

  it('refuses empty and too long questions (400) and storing nothing', async () => {
    const before = (await list(attendee)).body.results.length;
    const empty = await ask(attendee, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.text).toEqual(['A question cannot be empty.']);
    expect((await ask(attendee, 'x'.repeat(501))).status).toBe(400);
    expect((await ask(attendee, 'Somewhere else?', 999_999)).status).toBe(404);
    expect((await list(attendee)).body.results.length).toBe(before);
  });

  it('lets the moderator mark answered and hide; others get 403; hidden ones leave attendees\' lists', async () => {
    const q = (await ask(other, 'Hide me?')).body.id as number;
    for (const p of [attendee, speaker, other]) {
      const res = await t.api('PATCH', `${base}/main/questions/${q}/`, { token: p.token, body: { answered: true } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('not_moderator');
    }
    const answered = await t.api('PATCH', `${base}/main/questions/${q}/`, { token: moderator.token, body: { answered: true } });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ answered: true, hidden: false });
    const hidden = await t.api('PATCH', `${base}/main/questions/${q}/`, { token: organiser.token, body: { hidden: true } });
    expect(hidden.body.hidden).toBe(true);
    expect((await list(attendee)).body.results.some((r: { id: number }) => r.id === q)).toBe(false);
    const mods = await list(moderator);
    expect(mods.body.can_moderate).toBe(true);
    expect(mods.body.results.find((r: { id: number }) => r.id === q)).toMatchObject({ hidden: true, answered: true });
    expect((await t.api('POST', `${base}/main/questions/${q}/upvote/`, { token: attendee.token })).status).toBe(404);
    expect((await t.api('PATCH', `${base}/main/questions/${q}/`, { token: moderator.token, body: {} })).status).toBe(400);
  });

  it('lists another presentation\'s questions on request, and none on a closed stage for attendees', async () => {
    expect((await list(attendee, `?presentation=${video}`)).body).toEqual({ presentation_id: video, can_moderate: false, results: [] });
    expect((await t.api('GET', `${base}/closed/questions/`, { token: attendee.token })).status).toBe(403);
    expect((await t.api('POST', `${base}/closed/questions/`, { token: attendee.token, body: { presentation: live, text: 'hi' } })).status).toBe(403);
  });

  it('limits how fast one person asks (429 throttled)', async () => {
    const fast = await person(t);
    await addRole(t, event, fast, 'attendee');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await ask(fast, `Question ${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });
});
