import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { meetingTexts } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import type { EventRow, SpaceRow } from '../identity';
import { type MeetingRow, type NewMeetingInput } from '.';

let t: TestServer;
let smtp: SmtpSink;
let event: EventRow;
let rooms: SpaceRow;
let closed: SpaceRow;
let organiser: Person;
let host: Person;
let cohost: Person;
let alice: Person;
let bob: Person;
let stranger: Person;

const slug = 'meet';
const start = new Date('2026-06-01T09:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
let counter = 0;

async function meeting(space: SpaceRow, fields: Partial<NewMeetingInput> = {}): Promise<MeetingRow> {
  counter += 1;
  return t.server.services.meetings.create(event.id, space.id, {
    slug: `m-${counter}`, title: `Meeting ${counter}`, capacity: 10, startsAt: at(60), endsAt: at(120), hostIds: [host.user.id], ...fields,
  });
}

/** A fresh token at the test clock's now (tests move the clock past an access token's 15 minutes). */
const tok = (who: Person) => mintToken(t, who.user.id);
const base = (space: SpaceRow = rooms) => `/api/events/${slug}/meetings/${space.slug}`;
const register = async (who: Person, m: MeetingRow, body: Record<string, unknown>, space: SpaceRow = rooms) =>
  t.api('POST', `${base(space)}/meetings/${m.slug}/register/`, { token: await tok(who), body });
const list = async (who: Person, query = '') => t.api('GET', `${base()}/list/?limit=12${query}`, { token: await tok(who) });
const join = async (who: Person, m: MeetingRow) => t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: await tok(who), body: { room: m.videocallId } });
const leave = (who: Person) => t.server.services.videocalls.leave(slug, who.user.id);
const ids = (res: { body: { results: { id: number }[] } }) => res.body.results.map((m) => m.id);

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  event = await makeEvent(t, { slug, name: 'Meet Conf' });
  organiser = await person(t);
  host = await person(t, { firstName: 'Hana', lastName: 'Host' });
  cohost = await person(t);
  alice = await person(t, { firstName: 'Alice' });
  bob = await person(t);
  stranger = await person(t);
  for (const p of [host, cohost, alice, bob, stranger]) await addRole(t, event, p, 'attendee');
  await addRole(t, event, organiser, 'moderator');
  rooms = await makeSpace(t, event, 'meeting', { slug: 'rooms', name: 'Meeting rooms', image: '/files/rooms.png' });
  closed = await makeSpace(t, event, 'meeting', { slug: 'backroom', published: false });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

beforeEach(() => {
  t.clock.set(start);
});

describe('GET /api/events/{slug}/meetings/{meetingSlug}/', () => {
  it('answers the meeting space', async () => {
    const res = await t.api('GET', `${base()}/`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ meta: { id: rooms.id, slug: 'rooms', name: 'Meeting rooms', published: true, image: '/files/rooms.png' } });
  });

  it('shows a closed space to organisers only, and refuses unknown spaces and the signed-out', async () => {
    const refused = await t.api('GET', `${base(closed)}/`, { token: alice.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('space_closed');
    expect((await t.api('GET', `${base(closed)}/list/`, { token: alice.token })).status).toBe(403);
    const seen = await t.api('GET', `${base(closed)}/`, { token: organiser.token });
    expect(seen.status).toBe(200);
    expect(seen.body.meta.published).toBe(false);
    expect((await t.api('GET', `/api/events/${slug}/meetings/nope/`, { token: alice.token })).status).toBe(404);
    expect((await t.api('GET', `${base()}/`)).status).toBe(401);
  });
});

describe('registration', () => {
  it('registers, answers the meeting with the seat taken, refuses a second time with "already registered", and unregisters', async () => {
    const m = await meeting(rooms, { capacity: 3, description: '<p>Hi <script>alert(1)</script><a href="javascript:x">x</a></p>' });
    const res = await register(alice, m, { register: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: m.id, slug: m.slug, capacity: 3, capacity_left: 2, participating_users: [alice.user.id], host_user_ids: [host.user.id],
      speaker_count: 1, primary_speaker_id: host.user.id, is_walk_in_meeting: false, is_host_in_meeting: false, waitlist_position: null,
      space: { id: rooms.id, slug: 'rooms', name: 'Meeting rooms', image: '/files/rooms.png' }, videocall_id: m.videocallId,
      starts_at: at(60).toISOString(), ends_at: at(120).toISOString(), enable_host_chat: false,
    });
    expect(res.body.description).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer">x</a></p>');
    expect(res.body.hosts).toEqual([{ id: host.user.id, first_name: 'Hana', last_name: 'Host', mugshot: null, do_not_disturb: false }]);
    const again = await register(alice, m, { register: true });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: meetingTexts.alreadyRegistered, code: 'already_registered' });
    const off = await register(alice, m, { register: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ capacity_left: 3, participating_users: [] });
  });

  it('refuses to unregister someone not registered, and changes nothing', async () => {
    const m = await meeting(rooms);
    await register(alice, m, { register: true });
    const res = await register(bob, m, { register: false });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: meetingTexts.notRegistered, code: 'not_registered' });
    const shown = await list(alice);
    expect(shown.body.results.find((x: { id: number }) => x.id === m.id).participating_users).toEqual([alice.user.id]);
  });

  it('refuses hosts, walk-in meetings, ended meetings, closed spaces, unknown meetings and bad bodies', async () => {
    const m = await meeting(rooms);
    expect((await register(host, m, { register: true })).body.code).toBe('meeting_host');
    const walkIn = await meeting(rooms, { isWalkIn: true });
    const walk = await register(alice, walkIn, { register: true });
    expect(walk.status).toBe(409);
    expect(walk.body.code).toBe('walk_in_meeting');
    const past = await meeting(rooms, { startsAt: at(-120), endsAt: at(-60) });
    expect((await register(alice, past, { register: true })).body).toEqual({ detail: meetingTexts.ended, code: 'meeting_ended' });
    const hidden = await meeting(closed);
    expect((await register(alice, hidden, { register: true }, closed)).status).toBe(403);
    expect((await t.api('POST', `${base()}/meetings/nope/register/`, { token: alice.token, body: { register: true } })).status).toBe(404);
    const bad = await register(alice, m, { register: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.register).toEqual([expect.any(String)]);
    expect((await t.api('POST', `${base()}/meetings/${m.slug}/register/`, { body: { register: true } })).status).toBe(401);
  });

  it('gives exactly 10 of 50 concurrent registrations a seat of a 10-seat meeting', async () => {
    const m = await meeting(rooms, { capacity: 10 });
    const people = await Promise.all(Array.from({ length: 50 }, () => person(t)));
    for (const p of people) await addRole(t, event, p, 'attendee');
    const replies = await Promise.all(people.map((p) => register(p, m, { register: true })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const r of replies.filter((x) => x.status === 409)) expect(r.body).toEqual({ detail: meetingTexts.full, code: 'meeting_full' });
    const shown = (await list(alice)).body.results.find((x: { id: number }) => x.id === m.id);
    expect(shown.participating_users).toHaveLength(10);
    expect(shown.capacity_left).toBe(0);
  });

  it('is refused by the database itself beyond capacity, whoever writes the row', async () => {
    const m = await meeting(rooms, { capacity: 1 });
    const repo = t.server.services.meetings.repo;
    await repo.register(t.server.platform.db, m.id, alice.user.id, start);
    await expect(repo.register(t.server.platform.db, m.id, bob.user.id, start)).rejects.toMatchObject({ cause: { code: '23514' } });
    expect((await repo.byId(m.id))?.seatsTaken).toBe(1);
    await repo.unregister(t.server.platform.db, m.id, alice.user.id);
    expect((await repo.byId(m.id))?.seatsTaken).toBe(0);
  });

  it('keeps hosts off the seats: a 1-seat meeting with two hosts still takes one participant', async () => {
    const m = await meeting(rooms, { capacity: 1, hostIds: [host.user.id, cohost.user.id] });
    expect((await register(alice, m, { register: true })).body).toMatchObject({ capacity_left: 0, speaker_count: 2 });
    expect((await register(bob, m, { register: true })).body.code).toBe('meeting_full');
  });
});

describe("'host not confirmed'", () => {
  it('is_host_confirmed is false until a host has entered the event, and false without hosts', async () => {
    const newcomer = await person(t, { firstName: 'Nina' });
    await addRole(t, event, newcomer, 'attendee');
    const m = await meeting(rooms, { hostIds: [newcomer.user.id] });
    const shown = async () => ((await list(alice)).body.results as { id: number; is_host_confirmed: boolean }[]).find((x) => x.id === m.id);
    expect((await shown())?.is_host_confirmed).toBe(false);
    // Nina opens the event for the first time (which needs the terms agreed).
    expect((await t.api('GET', `/api/events/${slug}/`, { token: await tok(newcomer) })).status).toBe(200);
    expect((await shown())?.is_host_confirmed).toBe(true);
    const hostless = await t.server.services.meetings.create(event.id, rooms.id, {
      slug: 'no-hosts', title: 'No hosts', capacity: 5, startsAt: at(60), endsAt: at(90), hostIds: [],
    });
    expect(((await list(alice)).body.results as { id: number; is_host_confirmed: boolean; host_user_ids: number[] }[]).find((x) => x.id === hostless.id))
      .toMatchObject({ host_user_ids: [], is_host_confirmed: false });
  });
});

describe('the waitlist', () => {
  it('puts people in line when asked, tells their place, promotes the first when a seat frees and mails them', async () => {
    const m = await meeting(rooms, { capacity: 1, title: 'Tiny <b>table</b>' });
    expect((await register(alice, m, { register: true })).status).toBe(200);
    const full = await register(bob, m, { register: true });
    expect(full.status).toBe(409);
    expect(full.body.detail).toBe('meeting full');
    const lined = await register(bob, m, { register: true, waitlist: true });
    expect(lined.status).toBe(200);
    expect(lined.body).toMatchObject({ waitlist_position: 1, waitlist_count: 1, participating_users: [alice.user.id] });
    const second = await register(stranger, m, { register: true, waitlist: true });
    expect(second.body.waitlist_position).toBe(2);
    expect((await register(stranger, m, { register: true, waitlist: true })).body.code).toBe('already_waitlisted');
    expect((await register(alice, m, { register: true, waitlist: true })).body.code).toBe('already_registered');

    smtp.inbox.length = 0;
    const freed = await register(alice, m, { register: false });
    expect(freed.status).toBe(200);
    expect(freed.body).toMatchObject({ participating_users: [bob.user.id], capacity_left: 0, waitlist_count: 1 });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual([bob.user.email]);
    expect(mail?.body).toContain('You have a seat in Tiny <b>table</b>');
    expect(mail?.body).toContain(`/meet/meetings/rooms?meetingId=${m.id}`);
    // The one still waiting is now first in line.
    const mine = (await list(stranger, '&offset=0')).body.results.find((x: { id: number }) => x.id === m.id);
    expect(mine.waitlist_position).toBe(1);
  });

  it('lets a waiting person leave the line with register:false', async () => {
    const m = await meeting(rooms, { capacity: 1 });
    await register(alice, m, { register: true });
    await register(bob, m, { register: true, waitlist: true });
    const left = await register(bob, m, { register: false });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ waitlist_position: null, waitlist_count: 0 });
    smtp.inbox.length = 0;
    expect((await register(alice, m, { register: false })).body.participating_users).toEqual([]);
    expect(smtp.inbox).toHaveLength(0);
  });

  it('registers a waitlist request at once while a seat is free', async () => {
    const m = await meeting(rooms, { capacity: 2 });
    expect((await register(alice, m, { register: true, waitlist: true })).body).toMatchObject({ participating_users: [alice.user.id], waitlist_position: null });
  });
});

describe('the lists', () => {
  let space: SpaceRow;
  let upcoming: MeetingRow[];
  let live: MeetingRow;
  let ended: MeetingRow;
  let endedLong: MeetingRow;
  const listOf = async (who: Person, query = '') => t.api('GET', `/api/events/${slug}/meetings/lists/list/?limit=12${query}`, { token: await tok(who) });

  beforeAll(async () => {
    space = await makeSpace(t, event, 'meeting', { slug: 'lists' });
    upcoming = [];
    for (let i = 0; i < 14; i += 1) upcoming.push(await meeting(space, { startsAt: at(60 + i * 10), endsAt: at(90 + i * 10), hostIds: [cohost.user.id] }));
    live = await meeting(space, { startsAt: at(-30), endsAt: at(30) });
    ended = await meeting(space, { startsAt: at(-90), endsAt: at(-60) });
    endedLong = await meeting(space, { startsAt: at(-300), endsAt: at(-240) });
    await register(alice, upcoming[3]!, { register: true }, space);
    await register(alice, live, { register: true }, space);
  });

  it('pages the upcoming meetings 12 at a time by start, without live or ended ones', async () => {
    const first = await listOf(alice);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(14);
    expect(ids(first)).toEqual(upcoming.slice(0, 12).map((m) => m.id));
    expect(first.body.next).toContain('offset=12');
    const second = await listOf(alice, '&offset=12');
    expect(ids(second)).toEqual(upcoming.slice(12).map((m) => m.id));
    expect(second.body.next).toBeNull();
  });

  it('lists live meetings with &live=1', async () => {
    const res = await listOf(alice, '&live=1');
    expect(res.body.count).toBe(1);
    expect(ids(res)).toEqual([live.id]);
  });

  it("lists a person's own meetings with &my_meetings=1: registered ones coming or live", async () => {
    const res = await listOf(alice, '&my_meetings=1');
    expect(ids(res)).toEqual([live.id, upcoming[3]!.id]);
  });

  it("keeps a host's ended meetings in their own list, newest first after the coming ones", async () => {
    const res = await listOf(host, '&my_meetings=1');
    expect(ids(res)).toEqual([live.id, ended.id, endedLong.id]);
    expect(res.body.count).toBe(3);
  });

  it('drops a meeting from the lists when it ends, on the clock', async () => {
    t.clock.set(at(31));
    expect((await listOf(alice, '&live=1')).body.count).toBe(0);
    expect(ids(await listOf(alice, '&my_meetings=1'))).toEqual([upcoming[3]!.id]);
    expect(ids(await listOf(host, '&my_meetings=1'))).toEqual([live.id, ended.id, endedLong.id]);
  });

  it('answers GET upcoming_meetings/ with the person\'s meetings and the upcoming ones across open spaces, by start', async () => {
    const res = await t.api('GET', `/api/events/${slug}/upcoming_meetings/`, { token: await tok(alice) });
    expect(res.status).toBe(200);
    const shown = ids(res);
    expect(shown).toContain(live.id);
    expect(shown).toContain(upcoming[0]!.id);
    expect(shown).not.toContain(ended.id);
    const starts = res.body.results.map((m: { starts_at: string }) => m.starts_at);
    expect([...starts].sort()).toEqual(starts);
    const hidden = await meeting(closed);
    expect(ids(res)).not.toContain(hidden.id);
    const forOrganiser = await t.api('GET', `/api/events/${slug}/upcoming_meetings/`, { token: await tok(organiser) });
    expect(ids(forOrganiser)).toContain(hidden.id);
  });
});

describe('GET …/meetings/{space}/meetings/{room}/ and who may join the call', () => {
  it('answers the room with the samba fields filled as decision 0032 says', async () => {
    const m = await meeting(rooms, { enableHostChat: true });
    await register(alice, m, { register: true });
    const res = await t.api('GET', `${base()}/meetings/${m.slug}/`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      samba_user_slug: null, samba_hash: null, samba_slug: m.slug, space_id: rooms.id, title: m.title,
      starts_at: m.startsAt.toISOString(), ends_at: m.endsAt.toISOString(), recordings: [], videocall_id: m.videocallId,
      is_host: false, may_enter: true,
    });
    expect(res.body.meeting.enable_host_chat).toBe(true);
    expect((await t.api('GET', `${base()}/meetings/${m.slug}/`, { token: stranger.token })).body).toMatchObject({ may_enter: false, is_host: false });
    expect((await t.api('GET', `${base()}/meetings/${m.slug}/`, { token: host.token })).body).toMatchObject({ may_enter: true, is_host: true });
  });

  it('lets hosts in before the start and participants from the start; refuses strangers with 403', async () => {
    const m = await meeting(rooms);
    await register(alice, m, { register: true });
    const early = await join(alice, m);
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('meeting_not_started');
    expect((await join(host, m)).status).toBe(200);
    t.clock.set(at(61));
    const refused = await join(stranger, m);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ detail: meetingTexts.roomClosed, code: 'meeting_not_participant' });
    const joined = await join(alice, m);
    expect(joined.status).toBe(200);
    expect(joined.body.videocall).toMatchObject({ id: m.videocallId, hosts: [host.user.id], capacity: 11, permanent: true });
    expect((await join(organiser, m)).status).toBe(200);
    t.clock.set(at(121));
    expect((await join(bob, m)).status).toBe(403);
    for (const p of [alice, host, organiser]) await leave(p);
  });

  it('lets everyone in the event into a walk-in meeting while it runs, up to its capacity', async () => {
    const m = await meeting(rooms, { isWalkIn: true, capacity: 1 });
    expect((await join(bob, m)).body.code).toBe('meeting_not_started');
    t.clock.set(at(60));
    expect((await join(bob, m)).status).toBe(200);
    const full = await join(stranger, m);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('meeting_full');
    expect((await join(host, m)).status).toBe(200);
    // Earlier tests leave more than a page of meetings running in this space at this time: look at the last page.
    const { count } = (await list(alice, '&live=1')).body as { count: number };
    const lastPage = await list(alice, `&live=1&offset=${Math.floor((count - 1) / 12) * 12}`);
    const shown = lastPage.body.results.find((x: { id: number }) => x.id === m.id);
    expect(shown).toMatchObject({ participating_users: [bob.user.id], capacity_left: 0, is_host_in_meeting: true });
    for (const p of [bob, host]) await leave(p);
  });

  it('gives every host the host controls, and keeps the admin among the hosts when one leaves', async () => {
    const m = await meeting(rooms, { hostIds: [host.user.id, cohost.user.id] });
    await register(alice, m, { register: true });
    t.clock.set(at(60));
    await join(host, m);
    await join(alice, m);
    await join(cohost, m);
    const calls = t.server.services.videocalls;
    const grant = await calls.spaces.access.require(slug, cohost.user.id);
    // The second host is not the call's admin and may still mute and remove; a participant may not.
    await expect(calls.requireHost(grant, cohost.user.id, m.videocallId, alice.user.id, 'mute')).resolves.toBeUndefined();
    await expect(calls.requireHost(grant, alice.user.id, m.videocallId, cohost.user.id, 'mute')).rejects.toMatchObject({ status: 403 });
    await leave(host);
    const detail = await t.api('GET', `/api/events/${slug}/videocalls/${m.videocallId}/`, { token: await tok(alice) });
    expect(detail.body.admin_id).toBe(cohost.user.id);
    await leave(cohost);
    const after = await t.api('GET', `/api/events/${slug}/videocalls/${m.videocallId}/`, { token: await tok(alice) });
    // No host left in it: the call is not handed to a participant.
    expect(after.body.admin_id).toBe(cohost.user.id);
    await calls.kick(grant, cohost.user.id, m.videocallId, alice.user.id).catch(() => undefined);
    await leave(alice);
  });
});

describe('MeetingsService for other features', () => {
  it('answers isHost, mayEnter and videocallId', async () => {
    const service = t.server.services.meetings;
    const m = await meeting(rooms);
    await register(alice, m, { register: true });
    expect(await service.isHost(m.id, host.user.id)).toBe(true);
    expect(await service.isHost(m.id, alice.user.id)).toBe(false);
    expect(await service.mayEnter(m.id, alice.user.id)).toBe(true);
    expect(await service.mayEnter(m.id, host.user.id)).toBe(true);
    expect(await service.mayEnter(m.id, organiser.user.id)).toBe(true);
    expect(await service.mayEnter(m.id, stranger.user.id)).toBe(false);
    expect(await service.videocallId(m.id)).toBe(m.videocallId);
    expect(await service.videocallId(999_999)).toBeNull();
    const hidden = await meeting(closed);
    expect(await service.mayEnter(hidden.id, host.user.id)).toBe(false);
  });
});

describe('the goodie bag kind meeting', () => {
  it('keeps a meeting with its hosts, and refuses one of a closed space', async () => {
    const m = await meeting(rooms);
    const added = await t.api('POST', `/api/events/${slug}/goodiebag/`, { token: alice.token, body: { item_id: m.id, item_type: 'meeting' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ item_type: 'meeting', type: 'MeetingExpert', item: { id: m.id, slug: m.slug, title: m.title, space: { slug: 'rooms' } } });
    expect(added.body.item.hosts).toEqual([expect.objectContaining({ id: host.user.id })]);
    const hidden = await meeting(closed);
    const refused = await t.api('POST', `/api/events/${slug}/goodiebag/`, { token: alice.token, body: { item_id: hidden.id, item_type: 'meeting' } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
  });
});
