import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meetingTexts, type Meeting } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import type { EventRow } from '../identity';

/** Organisers create and edit meetings in a meeting space (owners and organisers only; validated; description sanitised). */
let t: TestServer;
let event: EventRow;
let owner: Person;
let organiser: Person;
let staff: Person;
let hana: Person;
let kai: Person;
let alice: Person;
let outsider: Person;
const base = '/api/events/org-meet/meetings/rooms/meetings';
const hour = 3_600_000;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'org-meet' });
  [owner, organiser, staff, hana, kai, alice, outsider] = await Promise.all([
    person(t), person(t), person(t), person(t, { firstName: 'Hana', lastName: 'Host' }), person(t, { firstName: 'Kai', lastName: 'Cohost' }), person(t), person(t),
  ]);
  await addRole(t, event, owner, 'owner');
  await addRole(t, event, organiser, 'moderator');
  await addRole(t, event, staff, 'staff');
  for (const p of [hana, kai, alice]) await addRole(t, event, p, 'attendee');
  await makeSpace(t, event, 'meeting', { slug: 'rooms', name: 'Rooms' });
});

afterAll(async () => {
  await t?.close();
});

const inHours = (h: number) => new Date(t.clock.now().getTime() + h * hour).toISOString();
const body = (over: Record<string, unknown> = {}) => ({
  slug: 'clinic', title: 'Portfolio clinic', description: '<p>Bring <strong>work</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
  capacity: 2, starts_at: inHours(1), ends_at: inHours(2), host_user_ids: [hana.user.id], ...over,
});
const create = (who: Person | null, b: unknown) => t.api('POST', `${base}/`, { ...(who ? { token: who.token } : {}), body: b });
const patch = (who: Person, slug: string, b: unknown) => t.api('PATCH', `${base}/${slug}/`, { token: who.token, body: b });
const upcoming = async () => (await t.api('GET', '/api/events/org-meet/meetings/rooms/list/?limit=50', { token: alice.token })).body.results as Meeting[];
const room = (who: Person, slug: string) => t.api('GET', `${base}/${slug}/`, { token: who.token });

describe('creating a meeting', () => {
  it('is for owners and organisers: attendees, staff, would-be hosts and the signed-out are refused and nothing is made', async () => {
    for (const who of [alice, staff, hana]) {
      const res = await create(who, body());
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: meetingTexts.organisersOnly, code: 'organisers_only' });
    }
    expect((await create(null, body())).status).toBe(401);
    expect(await upcoming()).toEqual([]);
  });

  it('refuses invalid meetings with field errors, changing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'title'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ ends_at: inHours(0.5) }, 'ends_at'],
      [{ capacity: -1 }, 'capacity'],
      [{ host_user_ids: [] }, 'host_user_ids'],
      [{ host_user_ids: [outsider.user.id] }, 'host_user_ids'],
      [{ primary_speaker_id: alice.user.id }, 'primary_speaker_id'],
      [{ starts_at: 'tomorrow' }, 'starts_at'],
      [{ surprise: true }, ''],
    ];
    for (const [over, field] of cases) {
      const res = await create(organiser, body(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      if (field) expect(Object.keys(res.body), JSON.stringify(over)).toContain(field);
    }
    expect((await create(organiser, body({ host_user_ids: [outsider.user.id] }))).body).toEqual({ host_user_ids: [meetingTexts.hostsOfEvent] });
    expect((await create(organiser, body({ ends_at: inHours(1) }))).body).toEqual({ ends_at: ['The end must be after the start.'] });
    expect(await upcoming()).toEqual([]);
  });

  it('makes the meeting with its call: listed, the description sanitised, its hosts host the room; a second with the same slug is refused', async () => {
    const res = await create(organiser, body({ host_user_ids: [hana.user.id, kai.user.id], primary_speaker_id: kai.user.id, enable_host_chat: true }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'clinic', title: 'Portfolio clinic', capacity: 2, capacity_left: 2, host_user_ids: [hana.user.id, kai.user.id].sort((a, b) => a - b), primary_speaker_id: kai.user.id,
      enable_host_chat: true, is_walk_in_meeting: false,
    });
    expect(res.body.description).toContain('<strong>work</strong>');
    expect(res.body.description).not.toMatch(/script|onerror|alert/);
    expect((await upcoming()).map((m) => m.slug)).toEqual(['clinic']);
    expect((await room(hana, 'clinic')).body).toMatchObject({ is_host: true, may_enter: true, title: 'Portfolio clinic' });
    expect((await room(alice, 'clinic')).body).toMatchObject({ is_host: false, may_enter: false });
    const again = await create(owner, body({ title: 'Another' }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ slug: [meetingTexts.slugTaken] });
  });
});

describe('editing a meeting', () => {
  it('is for owners and organisers; others are refused and nothing changes', async () => {
    for (const who of [alice, staff, hana]) expect((await patch(who, 'clinic', { title: 'Hijacked' })).status).toBe(403);
    expect((await room(hana, 'clinic')).body.title).toBe('Portfolio clinic');
    expect((await patch(organiser, 'nowhere', { title: 'x' })).status).toBe(404);
  });

  it('changes title, times, hosts and description; renames the call and moves its host controls', async () => {
    const res = await patch(owner, 'clinic', {
      title: 'Portfolio review', description: '<p onclick="x()">New <em>text</em></p>', host_user_ids: [kai.user.id], starts_at: inHours(3), ends_at: inHours(4),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Portfolio review', host_user_ids: [kai.user.id], primary_speaker_id: kai.user.id, starts_at: inHours(3) });
    expect(res.body.description).toBe('<p>New <em>text</em></p>');
    expect((await room(hana, 'clinic')).body).toMatchObject({ is_host: false });
    const kaisRoom = (await room(kai, 'clinic')).body;
    expect(kaisRoom).toMatchObject({ is_host: true, title: 'Portfolio review' });
    const call = await t.api('GET', `/api/events/org-meet/videocalls/${kaisRoom.videocall_id}/`, { token: kai.token });
    expect(call.body).toMatchObject({ display_name: 'Portfolio review', admin_id: kai.user.id });
  });

  it('keeps the capacity at or above the seats taken, and the end after the stored start', async () => {
    expect((await t.api('POST', `${base}/clinic/register/`, { token: alice.token, body: { register: true } })).status).toBe(200);
    const low = await patch(organiser, 'clinic', { capacity: 0 });
    expect(low.status).toBe(409);
    expect(low.body).toEqual({ detail: meetingTexts.capacityBelowSeats, code: 'capacity_below_seats' });
    const early = await patch(organiser, 'clinic', { ends_at: inHours(2) });
    expect(early.body).toEqual({ ends_at: ['The end must be after the start.'] });
    const grown = await patch(organiser, 'clinic', { capacity: 5 });
    expect(grown.body).toMatchObject({ capacity: 5, capacity_left: 4, participating_users: [alice.user.id] });
    expect((await room(alice, 'clinic')).body.meeting).toMatchObject({ ends_at: inHours(4), capacity: 5 });
  });
});
