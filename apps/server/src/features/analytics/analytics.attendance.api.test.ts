import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { signInAndAgree } from '../../../test/factories';
import { socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';
import type { MeetingRow } from '../meetings';

/**
 * What the figures count as attendance and as sign-ins (decision 0096): a meeting's attended are the registered
 * people who joined its call while it ran, its no-shows the rest once it is over; a sign-in is a code (or
 * password, or link) exchanged for tokens, never a refresh or a socket.
 */

let t: TestServer;
let event: EventRow;
let rooms: SpaceRow;
let owner: Person;
let host: Person;
let alice: Person;
let bob: Person;
let carol: Person;
let meeting: MeetingRow;
const sockets = socketPool();

const slug = 'turnout';
const start = new Date('2026-06-01T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const tok = (who: Person) => mintToken(t, who.user.id);
const figure = async (name: string) => t.api('GET', `/api/events/${slug}/organizer/analytics/${name}/`, { token: await tok(owner) });
const meetingFigure = async () => (await figure('meetings')).body.rows.find((r: { meeting_id: number }) => r.meeting_id === meeting.id);
const join = async (who: Person) => t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: await tok(who), body: { room: meeting.videocallId } });

beforeAll(async () => {
  t = await startTestServer();
  t.clock.set(start);
  event = await makeEvent(t, { slug, timezone: 'UTC', startDate: '2026-06-01', endDate: '2026-06-02' });
  owner = await person(t);
  host = await person(t);
  [alice, bob, carol] = await Promise.all([person(t), person(t), person(t)]);
  await addRole(t, event, owner, 'owner');
  for (const p of [host, alice, bob, carol]) await addRole(t, event, p, 'attendee');
  rooms = await makeSpace(t, event, 'meeting', { slug: 'rooms', name: 'Rooms' });
  meeting = await t.server.services.meetings.create(event.id, rooms.id, {
    slug: 'kickoff', title: 'Kick-off', capacity: 3, startsAt: at(60), endsAt: at(120), hostIds: [host.user.id],
  });
  for (const p of [alice, bob]) {
    const res = await t.api('POST', `/api/events/${slug}/meetings/rooms/meetings/kickoff/register/`, { token: await tok(p), body: { register: true } });
    expect(res.status).toBeLessThan(300);
  }
});
afterAll(async () => {
  sockets.closeAll();
  await t?.close();
});

describe('meetings: registered, attended, no-shows', () => {
  it('counts a registered person who joined the call while the meeting ran, and the no-shows once it is over', async () => {
    // Before the start the call refuses participants: nobody attended, no-shows are not counted yet.
    expect((await join(alice)).status).toBe(403);
    expect(await meetingFigure()).toMatchObject({ registered: 2, attended: 0, no_shows: null, waitlist: 0 });

    t.clock.set(at(70));
    expect((await join(alice)).status).toBe(200);
    await expect.poll(async () => (await meetingFigure())?.attended).toBe(1);
    // Joining again (another tab, a reconnect) is the same attendance.
    expect((await join(alice)).status).toBe(200);
    expect(await meetingFigure()).toMatchObject({ registered: 2, attended: 1, no_shows: null });

    t.clock.set(at(121));
    expect(await meetingFigure()).toMatchObject({ registered: 2, attended: 1, no_shows: 1 });
  });

  it('leaves out hosts, people not registered, and joins outside the meeting\'s time (the database decides)', async () => {
    const meetings = t.server.services.meetings;
    t.clock.set(at(80));
    expect(await meetings.recordAttendance(meeting.videocallId, host.user.id)).toBe(false);
    expect(await meetings.recordAttendance(meeting.videocallId, carol.user.id)).toBe(false);
    t.clock.set(at(30));
    expect(await meetings.recordAttendance(meeting.videocallId, bob.user.id)).toBe(false);
    t.clock.set(at(121));
    expect(await meetings.recordAttendance(meeting.videocallId, bob.user.id)).toBe(false);
    expect(await meetingFigure()).toMatchObject({ registered: 2, attended: 1, no_shows: 1 });
  });
});

describe('sign-ins', () => {
  it('counts a code exchanged for tokens, live and afterwards; a refresh and a socket are not sign-ins', async () => {
    t.clock.set(at(180));
    const ownerToken = await tok(owner);
    const look = async () => ({
      live: (await t.api('GET', `/api/events/${slug}/organizer/analytics/live/`, { token: ownerToken })).body.sign_ins_today as number,
      afterwards: (await t.api('GET', `/api/events/${slug}/organizer/analytics/attendees/`, { token: ownerToken })).body.total.sign_ins as number,
    });
    const before = await look();
    expect(before.live).toBe(before.afterwards);

    const email = 'dana@example.com';
    const first = await signInAndAgree(t, email, slug);
    const signedIn = await look();
    expect(signedIn).toEqual({ live: before.live + 1, afterwards: before.afterwards + 1 });

    const refreshed = await t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: first.refresh } });
    expect(refreshed.status).toBe(200);
    await sockets.login(t, refreshed.body.access, slug);
    expect(await look()).toEqual(signedIn);

    await signInAndAgree(t, email, slug);
    expect(await look()).toEqual({ live: signedIn.live + 1, afterwards: signedIn.afterwards + 1 });
  });
});
