import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingTexts, type Meeting } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { expectOwnersOnly, organizerCast, withFailingChangeLog, type OrganizerCast } from '../../../test/organizer-cast';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';

/** The console's meetings: owners list, make, edit and remove a meeting space's meetings; attendees' lists follow. */
let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;
let rooms: SpaceRow;
let hana: Person;
let kai: Person;
let stranger: Person;
const sockets = socketPool();
const hour = 3_600_000;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'console-meet' });
  cast = await organizerCast(t, event);
  [hana, kai, stranger] = await Promise.all([person(t, { firstName: 'Hana', lastName: 'Host' }), person(t, { firstName: 'Kai', lastName: 'Cohost' }), person(t)]);
  for (const p of [hana, kai]) await addRole(t, event, p, 'attendee');
  // Closed: the console writes whatever the space's published state.
  rooms = await makeSpace(t, event, 'meeting', { slug: 'rooms', name: 'Rooms', published: false });
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

const base = '/api/events/console-meet/organizer/meetings/rooms/meetings/';
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * hour).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  slug: 'clinic', title: 'Portfolio clinic', description: '<p>Bring <strong>work</strong><script>alert(1)</script></p>',
  capacity: 2, starts_at: inHours(1), ends_at: inHours(2), host_user_ids: [hana.user.id], ...over,
});
const as = (who: Person) => ({ token: who.token });
const create = (b: unknown, who: Person = cast.owner) => t.api('POST', base, { ...as(who), body: b });
const patch = (slug: string, b: unknown, who: Person = cast.owner) => t.api('PATCH', `${base}${slug}/`, { ...as(who), body: b });
/** The spec's attendee list of the space (upcoming), as the moderator sees it while the space is closed. */
const attendeeList = async (who: Person = cast.moderator) => (await t.api('GET', '/api/events/console-meet/meetings/rooms/list/?limit=50', as(who))).body.results as Meeting[];
const allMeetings = async (who: Person) => (await t.api('GET', '/api/events/console-meet/upcoming_meetings/', as(who))).body.results as Meeting[];
const changes = async () => (await t.api('GET', '/api/events/console-meet/organizer/changes/?area=meetings', as(cast.owner))).body.results as { action: string; target: string }[];

describe('the console makes meetings', () => {
  it('makes a meeting with its hosts, the description sanitised, listed in the spec\'s lists and the change log', async () => {
    const res = await create(body({ host_user_ids: [hana.user.id, kai.user.id], primary_speaker_id: kai.user.id, enable_host_chat: true }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: 'clinic', capacity: 2, host_user_ids: [hana.user.id, kai.user.id].sort((a, b) => a - b), primary_speaker_id: kai.user.id, enable_host_chat: true });
    expect(res.body.description).toBe('<p>Bring <strong>work</strong></p>');
    expect((await attendeeList()).map((m) => m.slug)).toEqual(['clinic']);
    expect((await changes())[0]).toMatchObject({ action: 'meeting_created', target: 'Rooms: Portfolio clinic' });
    const listed = await t.api('GET', base, as(cast.owner));
    expect(listed.body).toMatchObject({ count: 1, results: [{ slug: 'clinic', title: 'Portfolio clinic' }] });
  });

  it('refuses hosts who are not people of the event and bad fields per field, making nothing', async () => {
    const bad = await create(body({ slug: 'smuggled', host_user_ids: [stranger.user.id] }));
    expect([bad.status, bad.body]).toEqual([400, { host_user_ids: [meetingTexts.hostsOfEvent] }]);
    expect((await create(body({ slug: 'later', ends_at: inHours(0.5) }))).body).toEqual({ ends_at: ['The end must be after the start.'] });
    expect((await create(body({ title: 'Again' }))).body).toEqual({ slug: [meetingTexts.slugTaken] });
    expect((await t.api('GET', base, as(cast.owner))).body.count).toBe(1);
  });

  it('makes nothing when the change log cannot record it', async () => {
    expect((await withFailingChangeLog(t, () => create(body({ slug: 'unlogged' })))).status).toBe(500);
    expect((await attendeeList()).map((m) => m.slug)).toEqual(['clinic']);
  });
});

describe('the console edits and removes meetings', () => {
  it('edits fields and hosts; the attendee list, All meetings and the room show it', async () => {
    expect((await t.api('PATCH', `/api/events/console-meet/organizer/spaces/${rooms.id}/`, { ...as(cast.owner), body: { published: true } })).status).toBe(200);
    const res = await patch('clinic', { title: 'Portfolio review', capacity: 3, host_user_ids: [kai.user.id], is_walk_in_meeting: false });
    expect(res.body).toMatchObject({ title: 'Portfolio review', capacity: 3, host_user_ids: [kai.user.id], primary_speaker_id: kai.user.id });
    // What the edit left out keeps its value.
    expect(res.body).toMatchObject({ description: '<p>Bring <strong>work</strong></p>', enable_host_chat: true });
    expect((await attendeeList(cast.attendee))[0]).toMatchObject({ title: 'Portfolio review', capacity: 3 });
    expect((await allMeetings(cast.attendee)).map((m) => m.title)).toContain('Portfolio review');
    expect((await t.api('GET', '/api/events/console-meet/meetings/rooms/meetings/clinic/', as(kai))).body).toMatchObject({ is_host: true, title: 'Portfolio review' });
    expect((await changes())[0]).toMatchObject({ action: 'meeting_updated', target: 'Rooms: Portfolio review' });
  });

  it('refuses a capacity below the seats people hold (409), keeping every seat', async () => {
    for (const p of [cast.attendee, hana]) {
      expect((await t.api('POST', '/api/events/console-meet/meetings/rooms/meetings/clinic/register/', { ...as(p), body: { register: true } })).status).toBe(200);
    }
    const low = await patch('clinic', { capacity: 1 });
    expect([low.status, low.body]).toEqual([409, { detail: meetingTexts.capacityBelowSeats, code: 'capacity_below_seats' }]);
    expect((await attendeeList(cast.attendee))[0]).toMatchObject({ capacity: 3, capacity_left: 1, participating_users: [cast.attendee.user.id, hana.user.id] });
    expect((await patch('clinic', { capacity: 2 })).body).toMatchObject({ capacity: 2, capacity_left: 0 });
  });

  it('tells open pages of the event when a meeting changes or goes', async () => {
    const socket = await sockets.login(t, cast.attendee.token, 'console-meet');
    let told = next(socket, 'updated_meetings');
    const made = await create(body({ slug: 'drop-in', title: 'Drop-in', is_walk_in_meeting: true }));
    expect(await told).toEqual({ event_slug: 'console-meet', space_id: rooms.id, space_slug: 'rooms', meeting_id: made.body.id, meeting_slug: 'drop-in', removed: false });
    told = next(socket, 'updated_meetings');
    await patch('drop-in', { title: 'Drop-in hour' });
    expect(await told).toMatchObject({ meeting_id: made.body.id, removed: false });
    told = next(socket, 'updated_meetings');
    expect((await t.api('DELETE', `${base}drop-in/`, as(cast.owner))).status).toBe(204);
    expect(await told).toMatchObject({ meeting_id: made.body.id, meeting_slug: 'drop-in', removed: true });
    expect((await attendeeList(cast.attendee)).map((m) => m.slug)).toEqual(['clinic']);
    expect((await t.api('GET', '/api/events/console-meet/meetings/rooms/meetings/drop-in/', as(cast.attendee))).status).toBe(404);
    expect((await changes())[0]).toMatchObject({ action: 'meeting_deleted', target: 'Rooms: Drop-in hour' });
    expect((await t.api('DELETE', `${base}drop-in/`, as(cast.owner))).status).toBe(404);
  });

  it('is for owners and administrators only, changing nothing for anyone else', async () => {
    const before = await attendeeList(cast.attendee);
    for (const [method, path, b] of [['GET', base], ['POST', base, body({ slug: 'mine' })], ['PATCH', `${base}clinic/`, { title: 'Mine' }], ['DELETE', `${base}clinic/`]] as const) {
      await expectOwnersOnly(cast, (token) => t.api(method, path, { token: token ?? undefined, body: b }));
    }
    expect(await attendeeList(cast.attendee)).toEqual(before);
    expect((await t.api('GET', base, as(cast.administrator))).status).toBe(200);
    expect((await t.api('GET', '/api/events/console-meet/organizer/meetings/nowhere/meetings/', as(cast.owner))).status).toBe(404);
  });
});
