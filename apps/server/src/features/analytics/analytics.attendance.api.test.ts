import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { codeIn, lastMailTo, signInAndAgree } from '../../../test/factories';
import { socketPool } from '../../../test/socket-client';
import type { EventRow, SpaceRow } from '../identity';
import { authSessions, users } from '../identity/accounts.schema';
import type { MeetingRow } from '../meetings';

/**
 * What the figures count as attendance and as sign-ins (decision 0096): a meeting's attended are the registered
 * people who joined its call while it ran, its no-shows the rest once it is over; a sign-in is a code (or
 * password, or link) exchanged for tokens, never a refresh or a socket, counted for the event it was for when it happens.
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
  const email = 'dana@example.com';
  const other = 'turnout-next';
  let next: EventRow;
  /** Both figures of an event: live today and afterwards (a fresh owner's token each time: sessions get deleted here). */
  const look = async (eventSlug = slug) => {
    const token = await tok(owner);
    return {
      live: (await t.api('GET', `/api/events/${eventSlug}/organizer/analytics/live/`, { token })).body.sign_ins_today as number,
      afterwards: (await t.api('GET', `/api/events/${eventSlug}/organizer/analytics/attendees/`, { token })).body.total.sign_ins as number,
    };
  };
  const plus = (figures: { live: number; afterwards: number }, n: number) => ({ live: figures.live + n, afterwards: figures.afterwards + n });

  it('counts a code exchanged for tokens, live and afterwards; a refresh and a socket are not sign-ins', async () => {
    t.clock.set(at(180));
    const before = await look();
    expect(before.live).toBe(before.afterwards);

    const first = await signInAndAgree(t, email, slug);
    const signedIn = await look();
    expect(signedIn).toEqual(plus(before, 1));

    const refreshed = await t.api('POST', '/api/auth/jwt/refresh/', { body: { refresh: first.refresh } });
    expect(refreshed.status).toBe(200);
    await sockets.login(t, refreshed.body.access, slug);
    expect(await look()).toEqual(signedIn);

    await signInAndAgree(t, email, slug);
    expect(await look()).toEqual(plus(signedIn, 1));
  });

  it('counts a sign-in for the event it was for, not for another event whose list holds the person too', async () => {
    next = await makeEvent(t, { slug: other, timezone: 'UTC', startDate: '2026-06-01', endDate: '2026-06-02' });
    await addRole(t, next, owner, 'owner');
    const [dana] = await t.server.platform.db.select().from(users).where(eq(users.email, email));
    await addRole(t, next, { user: dana!, token: '' }, 'attendee');
    const [here, there] = [await look(), await look(other)];
    expect(there).toEqual({ live: 0, afterwards: 0 });

    await signInAndAgree(t, email, slug);
    expect([await look(), await look(other)]).toEqual([plus(here, 1), there]);
  });

  it('counts a sign-in naming no event (the console) for every event whose list holds the person', async () => {
    const erin = await person(t);
    for (const ev of [event, next]) await addRole(t, ev, erin, 'attendee');
    const [here, there] = [await look(), await look(other)];
    const { email: erinsEmail } = erin.user;
    expect((await t.api('POST', '/api/auth/callback/', { body: { email: erinsEmail, type: 'code' } })).status).toBe(200);
    const obtained = await t.api('POST', '/api/auth/obtain/', { body: { email: erinsEmail, code: codeIn(await lastMailTo(t, erinsEmail)) } });
    expect(obtained.status).toBe(200);
    expect([await look(), await look(other)]).toEqual([plus(here, 1), plus(there, 1)]);
  });

  it('keeps the figures when the sessions are gone (swept months later, or the account removed)', async () => {
    const [here, there] = [await look(), await look(other)];
    expect(Math.min(here.afterwards, there.afterwards)).toBeGreaterThan(0);
    await t.server.platform.db.delete(authSessions);
    expect([await look(), await look(other)]).toEqual([here, there]);
  });
});
