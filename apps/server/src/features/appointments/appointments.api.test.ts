import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { next, socketPool } from '../../../test/socket-client';
import type { EventRow } from '../identity';
import { appointmentTexts } from '@foyer/contracts';

let smtp: SmtpSink;
let t: TestServer;
let event: EventRow;
let alice: Person;
let bob: Person;
let carol: Person;
let dave: Person;
const pool = socketPool();

const slug = 'meet';
const base = `/api/events/${slug}/appointment_schedules`;
// The clock starts at 2026-06-01T09:00Z (11:00 in Amsterdam); the event runs 1–3 June there.
const at = (day: number, h: number, m = 0, s = 0) => new Date(Date.UTC(2026, 5, day, h, m, s)).toISOString();

/** A fresh token: some tests move the clock past an access token's 15 minutes. */
const as = async (p: Person) => ({ token: await mintToken(t, p.user.id) });
const get = async (p: Person, path: string) => t.api('GET', `${base}${path}`, await as(p));
const post = async (p: Person, path: string, body?: unknown) => t.api('POST', `${base}${path}`, { ...(await as(p)), body });
const request = (from: Person, to: Person, fields: Record<string, unknown> = {}) =>
  post(from, '/', { subject: 'Coffee', start_date: at(2, 8), end_date: at(2, 8, 30), receiver: to.user.id, ...fields });
const messages = async (p: Person, other: Person) =>
  (await t.api('GET', `/api/events/${slug}/chat/${other.user.id}/messages/`, await as(p))).body.results as { text: string; appointment_schedule: number | null; sent_by_current_user: boolean }[];

async function attendee(firstName: string): Promise<Person> {
  const p = await person(t, { firstName, lastName: 'Tester', jobtitle: `${firstName}'s job`, company: 'Acme', email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@example.com` });
  await addRole(t, event, p, 'attendee');
  return p;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await startTestServer({ env: { SMTP_URL: smtp.url } });
  event = await makeEvent(t, { slug, name: 'Meet Days', timezone: 'Europe/Amsterdam', language: 'nl', enableMeetingScheduling: true });
  [alice, bob, carol, dave] = [await attendee('Alice'), await attendee('Bob'), await attendee('Carol'), await attendee('Dave')];
});
beforeEach(() => {
  smtp.inbox.length = 0;
  t.clock.set(new Date('2026-06-01T09:00:00Z'));
});
afterAll(async () => {
  pool.closeAll();
  await t?.close();
  await smtp?.close();
});

describe('requesting an appointment', () => {
  it('answers the new PENDING schedule, posts the request card into the chat and mails the offline receiver in the event language', async () => {
    const res = await request(alice, bob, { subject: 'Talk about robots', location_type: 'IN_PERSON', location: 'Booth 12' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subject: 'Talk about robots', location: 'Booth 12', location_type: 'IN_PERSON', status: 'PENDING',
      start_date: '2026-06-02T08:00:00.000Z', end_date: '2026-06-02T08:30:00.000Z',
      sender: alice.user.id, receiver: bob.user.id, previous_schedule: null, twilio_name: null,
      sender_info: { id: alice.user.id, first_name: 'Alice', last_name: 'Tester', jobtitle: "Alice's job", company: 'Acme' },
      receiver_info: { id: bob.user.id, first_name: 'Bob' },
    });
    expect(typeof res.body.id).toBe('number');
    expect((await messages(bob, alice)).at(-1)).toMatchObject({ text: 'PENDING', appointment_schedule: res.body.id, sent_by_current_user: false });
    const mails = await smtp.waitFor(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([bob.user.email]);
    expect(mails[0]!.body).toContain('Alice Tester wil graag met je afspreken: Talk about robots');
    expect(mails[0]!.body).toContain('Booth 12');
    // The two parties read it; nobody else does.
    expect((await get(bob, `/${res.body.id}/`)).body).toMatchObject({ id: res.body.id, status: 'PENDING' });
    expect((await get(carol, `/${res.body.id}/`)).status).toBe(403);
    expect((await get(carol, '/999999/')).status).toBe(404);
    await post(alice, `/${res.body.id}/cancel/`);
  });

  it('refuses invalid requests with field errors, changing nothing', async () => {
    expect((await request(alice, bob, { location_type: 'IN_PERSON', location: '' })).body).toEqual({ location: ['Required'] });
    expect((await request(alice, alice)).body).toEqual({ receiver: ['You cannot request an appointment with yourself.'] });
    const stranger = await person(t);
    expect((await request(alice, stranger)).body).toEqual({ receiver: ['This person is not an attendee of this event.'] });
    expect((await request(alice, bob, { start_date: at(1, 8), end_date: at(1, 8, 30) })).body).toEqual({ start_date: ['The appointment must start in the future.'] });
    expect((await request(alice, bob, { start_date: at(3, 21, 45), end_date: at(3, 22, 15) })).body).toEqual({ end_date: ['Dates cannot be after the event end.'] });
    t.clock.set(new Date('2026-06-02T12:00:00Z'));
    expect((await request(alice, bob, { start_date: at(1, 12), end_date: at(1, 12, 30) })).body).toEqual({ start_date: ['Dates cannot be before today.'] });
    expect((await request(alice, bob, { end_date: at(2, 7) })).status).toBe(400);
    expect((await t.api('POST', `${base}/`, { body: { subject: 'x', start_date: at(2, 14), end_date: at(2, 15), receiver: bob.user.id } })).status).toBe(401);
    expect((await get(alice, '/?filter=upcoming')).body.count).toBe(0);
    expect((await messages(bob, alice)).filter((m) => m.text !== 'PENDING' && m.text !== 'CANCELLED')).toEqual([]);
  });

  it('is refused while the event does not schedule meetings, and for an unknown event', async () => {
    const off = await makeEvent(t, { slug: 'no-meet', enableMeetingScheduling: false });
    await addRole(t, off, alice, 'attendee');
    await addRole(t, off, bob, 'attendee');
    const res = await t.api('POST', '/api/events/no-meet/appointment_schedules/', {
      ...(await as(alice)), body: { subject: 'x', start_date: at(2, 8), end_date: at(2, 9), receiver: bob.user.id },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Meeting scheduling is not enabled for this event.', code: 'meeting_scheduling_disabled' });
    expect((await t.api('GET', '/api/events/no-meet/appointment_schedules/?filter=upcoming', await as(alice))).status).toBe(403);
    expect((await t.api('GET', '/api/events/nowhere/appointment_schedules/?filter=upcoming', await as(alice))).status).toBe(404);
  });
});

describe('answering', () => {
  it('lets only the receiver accept; accepting a virtual one makes a call only the two may join, and tells the offline sender', async () => {
    const id = (await request(alice, bob, { start_date: at(2, 9), end_date: at(2, 9, 30) })).body.id;
    smtp.inbox.length = 0;
    for (const who of [alice, carol]) {
      const res = await post(who, `/${id}/accept/`);
      expect(res.status).toBe(403);
      expect(res.body.detail).toMatch(/receiv|not a party/);
    }
    const res = await post(bob, `/${id}/accept/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'ACCEPTED' });
    expect(res.body.twilio_name).toMatch(/^\d+$/);
    expect((await messages(alice, bob)).at(-1)).toMatchObject({ text: 'ACCEPTED', appointment_schedule: id, sent_by_current_user: false });
    const mails = await smtp.waitFor(1);
    expect(mails.map((m) => m.to)).toEqual([[alice.user.email]]);
    expect(mails[0]!.body).toContain('Bob Tester heeft je afspraak geaccepteerd: Coffee');
    // A second answer is a conflict, not a second change.
    expect((await post(bob, `/${id}/accept/`)).status).toBe(409);
    expect((await post(bob, `/${id}/deny/`)).status).toBe(409);

    const join = async (p: Person) => t.api('POST', `/api/events/${slug}/videocalls/join/`, { ...(await as(p)), body: { room: Number(res.body.twilio_name) } });
    // At its start (the call opens 5 minutes before), only the two get in.
    const before = t.clock.now();
    t.clock.set(new Date(at(2, 9)));
    try {
      expect((await join(carol)).status).toBe(403);
      expect((await join(alice)).status).toBe(200);
      expect((await join(bob)).status).toBe(200);
      await t.api('POST', `/api/events/${slug}/videocalls/leave/`, await as(alice)).catch(() => undefined);
    } finally {
      t.clock.set(before);
    }
  });

  it('lets the receiver deny; an online sender gets the chat message and no mail', async () => {
    const id = (await request(alice, bob, { start_date: at(2, 10), end_date: at(2, 10, 30) })).body.id;
    const socket = await pool.login(t, await mintToken(t, alice.user.id), slug);
    smtp.inbox.length = 0;
    expect((await post(alice, `/${id}/deny/`)).status).toBe(403);
    const arrived = next<{ text: string; appointment_schedule: number }>(socket, 'received_private_message');
    const res = await post(bob, `/${id}/deny/`);
    expect(res.status).toBe(200);
    // The chat's own realtime event reaches the sender's open app.
    expect(await arrived).toMatchObject({ text: 'DENIED', appointment_schedule: id });
    expect(res.body).toMatchObject({ status: 'DENIED', twilio_name: null });
    expect((await messages(alice, bob)).at(-1)).toMatchObject({ text: 'DENIED', appointment_schedule: id });
    expect(await smtp.waitFor(1)).toEqual([]);
    pool.closeAll();
    // Denied frees the time: it can be asked for again.
    expect((await request(carol, bob, { start_date: at(2, 10), end_date: at(2, 10, 30) })).status).toBe(201);
  });

  it('lets only the sender reschedule: a new PENDING linked to the earlier one, which is UPDATED', async () => {
    const first = (await request(alice, bob, { start_date: at(2, 11), end_date: at(2, 11, 30), location_type: 'IN_PERSON', location: 'Bar' })).body;
    const body = { subject: 'Coffee later', start_date: at(2, 11, 15), end_date: at(2, 11, 45), receiver: bob.user.id, location_type: 'VIRTUAL' };
    expect((await post(bob, `/${first.id}/reschedule/`, body)).status).toBe(403);
    expect((await post(carol, `/${first.id}/reschedule/`, body)).status).toBe(403);
    const res = await post(alice, `/${first.id}/reschedule/`, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING', previous_schedule: first.id, subject: 'Coffee later', location: '' });
    expect((await get(alice, `/${first.id}/`)).body.status).toBe('UPDATED');
    // The earlier one is no longer in the lists, nor answerable.
    expect((await get(bob, '/?filter=upcoming')).body.results.map((r: { id: number }) => r.id)).not.toContain(first.id);
    expect((await post(bob, `/${first.id}/accept/`)).status).toBe(409);
    expect((await post(alice, `/${res.body.id}/cancel/`)).status).toBe(200);
  });

  it('lets the sender cancel a pending one and either party an accepted one; the receiver cannot cancel a pending one', async () => {
    const pending = (await request(alice, bob, { start_date: at(2, 12), end_date: at(2, 12, 30) })).body.id;
    expect((await post(bob, `/${pending}/cancel/`)).status).toBe(403);
    expect((await post(alice, `/${pending}/cancel/`)).body.status).toBe('CANCELLED');
    expect((await messages(bob, alice)).at(-1)).toMatchObject({ text: 'CANCELLED', appointment_schedule: pending });

    const accepted = (await request(alice, bob, { start_date: at(2, 12), end_date: at(2, 12, 30) })).body.id;
    await post(bob, `/${accepted}/accept/`);
    expect((await post(carol, `/${accepted}/cancel/`)).status).toBe(403);
    expect((await post(bob, `/${accepted}/cancel/`)).body).toMatchObject({ status: 'CANCELLED', twilio_name: null });
  });

  it('refuses every action once the appointment has started', async () => {
    const id = (await request(alice, bob, { start_date: at(1, 10), end_date: at(1, 10, 30) })).body.id;
    const accepted = (await request(alice, bob, { start_date: at(1, 11), end_date: at(1, 11, 30) })).body.id;
    await post(bob, `/${accepted}/accept/`);
    t.clock.set(new Date(at(1, 11)));
    for (const [who, path] of [[bob, `/${id}/accept/`], [bob, `/${id}/deny/`], [alice, `/${id}/cancel/`], [alice, `/${accepted}/cancel/`], [bob, `/${accepted}/cancel/`]] as const) {
      const res = await post(who, path);
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('This appointment has already started; it can no longer be changed.');
    }
    const res = await post(alice, `/${id}/reschedule/`, { subject: 'x', start_date: at(2, 13), end_date: at(2, 13, 30), receiver: bob.user.id });
    expect(res.status).toBe(403);
  });
});

describe('no double booking', () => {
  it('refuses a request into the receiver\'s block or appointment with a readable 409', async () => {
    const blocked = await post(bob, '/blocked/', { start_date: at(3, 8), end_date: at(3, 9), subject: 'Blocked', receiver: bob.user.id });
    expect(blocked.status).toBe(201);
    const res = await request(alice, bob, { start_date: at(3, 8, 30), end_date: at(3, 9, 30) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Bob Tester is not available at that time: it overlaps another appointment or a blocked time.', code: 'appointment_overlap' });
    // The sender's own calendar counts too.
    await post(alice, '/blocked/', { start_date: at(3, 10), end_date: at(3, 11) });
    expect((await request(alice, bob, { start_date: at(3, 10), end_date: at(3, 10, 30) })).body.detail).toBe(
      'You are not available at that time: it overlaps another appointment or blocked time in your calendar.',
    );
  });

  it('allows touching ranges and an overlap of 1 second, refuses 2 seconds', async () => {
    // Bob's block runs 08:00–09:00 on the 3rd.
    expect((await request(carol, bob, { start_date: at(3, 9), end_date: at(3, 9, 15) })).status).toBe(201);
    expect((await request(dave, bob, { start_date: at(3, 7, 30), end_date: at(3, 8, 0, 1) })).status).toBe(201);
    const two = await request(dave, bob, { start_date: at(3, 9, 14, 58), end_date: at(3, 9, 30) });
    expect(two.status).toBe(409);
    expect((await request(dave, bob, { start_date: at(3, 9, 14, 59), end_date: at(3, 9, 30) })).status).toBe(201);
  });

  it('applies exactly one of two concurrent answers', async () => {
    const id = (await request(alice, bob, { start_date: at(3, 16), end_date: at(3, 16, 30) })).body.id;
    const both = await Promise.all([post(bob, `/${id}/accept/`), post(bob, `/${id}/accept/`), post(bob, `/${id}/deny/`)]);
    expect(both.filter((r) => r.status === 200)).toHaveLength(1);
    expect(both.filter((r) => r.status === 409)).toHaveLength(2);
    const final = (await get(alice, `/${id}/`)).body.status;
    expect(both.find((r) => r.status === 200)!.body.status).toBe(final);
    expect((await messages(alice, bob)).filter((m) => m.appointment_schedule === id && m.text !== 'PENDING')).toHaveLength(1);
  });

  it('lets exactly one of two concurrent requests for one slot through', async () => {
    const [a, b] = await Promise.all([
      request(alice, carol, { start_date: at(3, 14), end_date: at(3, 14, 30) }),
      request(dave, carol, { start_date: at(3, 14), end_date: at(3, 14, 30) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.detail).toMatch(/^Carol Tester is not available at that time/);
    const many = await Promise.all([alice, bob, dave].flatMap((p) => [0, 1].map(() => request(p, carol, { start_date: at(3, 15), end_date: at(3, 15, 30) }))));
    expect(many.filter((r) => r.status === 201)).toHaveLength(1);
    expect(many.filter((r) => r.status === 409)).toHaveLength(5);
  });
});

describe('blocked time', () => {
  it('lists blocks and the appointments holding the viewer\'s time; moves, refuses overlaps and deletes', async () => {
    const erin = await attendee('Erin');
    const list = await post(erin, '/blocked/', { start_date: at(2, 6), end_date: at(2, 7), subject: 'Blocked', receiver: erin.user.id });
    expect(list.status).toBe(201);
    expect(list.body.results).toEqual([{ id: expect.any(Number), subject: 'Blocked', start_date: at(2, 6), end_date: at(2, 7), receiver: erin.user.id, status: 'BLOCKED' }]);
    const id = list.body.results[0].id;
    const second = (await post(erin, '/blocked/', { start_date: at(2, 8), end_date: at(2, 9) })).body.results[1].id;
    const overlapping = await post(erin, '/blocked/', { start_date: at(2, 6, 30), end_date: at(2, 7, 30) });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.detail).toBe('This time overlaps another appointment or blocked time in your calendar.');
    expect((await post(erin, '/blocked/', { start_date: at(2, 6), end_date: at(2, 7), receiver: bob.user.id })).body).toEqual({ receiver: ['You can only block time in your own calendar.'] });

    const put = async (who: Person, blockId: number, body: unknown) => t.api('PUT', `${base}/blocked/${blockId}/`, { ...(await as(who)), body });
    const moved = await put(erin, id, { start_date: at(2, 6, 15), end_date: at(2, 7, 15), receiver: erin.user.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, start_date: '2026-06-02T06:15:00.000Z', end_date: '2026-06-02T07:15:00.000Z', status: 'BLOCKED' });
    expect((await put(erin, id, { start_date: at(2, 7), end_date: at(2, 8, 30) })).status).toBe(409);
    expect((await put(bob, id, { start_date: at(2, 6), end_date: at(2, 7) })).status).toBe(403);
    expect((await put(erin, 999999, { start_date: at(2, 6), end_date: at(2, 7) })).status).toBe(404);

    const appointment = (await request(alice, erin, { start_date: at(2, 10), end_date: at(2, 10, 30) })).body.id;
    await post(erin, `/${appointment}/accept/`);
    const calendar = (await get(erin, '/blocked/')).body;
    expect(calendar.results.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[id, 'BLOCKED'], [second, 'BLOCKED'], [appointment, 'ACCEPTED']]);
    expect(calendar.results[2]).toMatchObject({ sender_info: { first_name: 'Alice' }, subject: 'Coffee' });
    // Accepting blocked the time for both.
    expect((await post(alice, '/blocked/', { start_date: at(2, 10), end_date: at(2, 11) })).status).toBe(409);

    const del = async (who: Person, blockId: number) => t.api('DELETE', `${base}/blocked/${blockId}/`, await as(who));
    expect((await del(bob, second)).status).toBe(403);
    expect((await del(erin, appointment)).status).toBe(404);
    expect((await del(erin, second)).status).toBe(200);
    expect((await get(erin, '/blocked/')).body.count).toBe(2);
    // The freed time can be blocked again.
    expect((await post(erin, '/blocked/', { start_date: at(2, 8), end_date: at(2, 9) })).status).toBe(201);
  });
});

describe('reading appointments', () => {
  let fay: Person;
  let gus: Person;
  beforeAll(async () => {
    fay = await attendee('Fay');
    gus = await attendee('Gus');
  });

  it('pages upcoming (soonest first) and past (latest first) of the viewer as sender or receiver', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [from, to] = i % 2 ? [fay, gus] : [gus, fay];
      // Two a half hour apart each hour from 06:00 on the 2nd.
      const [h, m] = [6 + Math.floor(i / 2), i % 2 ? 30 : 0];
      ids.push((await request(from, to, { start_date: at(2, h, m), end_date: at(2, h, m + 15) })).body.id);
    }
    const page1 = await get(fay, '/?filter=upcoming&offset=0&limit=10');
    expect(page1.status).toBe(200);
    expect(page1.body.count).toBe(12);
    expect(page1.body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 10));
    expect(page1.body.next).toContain('offset=10');
    expect((await get(fay, '/?filter=upcoming&offset=10&limit=10')).body.results.map((r: { id: number }) => r.id)).toEqual(ids.slice(10));
    expect((await get(fay, '/?filter=upcoming')).body.results).toHaveLength(10);
    expect((await get(carol, '/?filter=upcoming')).body.results.map((r: { id: number }) => r.id)).not.toContain(ids[0]);

    t.clock.set(new Date(at(3, 0)));
    const past = await get(gus, '/?filter=past&limit=3');
    expect(past.body.count).toBe(12);
    expect(past.body.results.map((r: { id: number }) => r.id)).toEqual([ids[11], ids[10], ids[9]]);
    expect((await get(gus, '/?filter=upcoming')).body.count).toBe(0);
  });

  it('shows a person\'s busy times from now on without private details (the spec\'s filter=upcomming)', async () => {
    const hal = await attendee('Hal');
    await post(hal, '/blocked/', { start_date: at(2, 13), end_date: at(2, 14) });
    const id = (await request(gus, hal, { subject: 'Secret plans', start_date: at(2, 15), end_date: at(2, 15, 30) })).body.id;
    await post(hal, `/${id}/accept/`);
    const res = await get(carol, `/?filter=upcomming&receiver=${hal.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { start_date: '2026-06-02T13:00:00.000Z', end_date: '2026-06-02T14:00:00.000Z' },
      { start_date: '2026-06-02T15:00:00.000Z', end_date: '2026-06-02T15:30:00.000Z' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('Secret');
    expect((await get(carol, '/?filter=upcomming&receiver=999999')).status).toBe(404);
    expect((await get(carol, '/?filter=upcomming')).status).toBe(400);
    expect((await get(carol, '/?filter=soon')).status).toBe(400);
  });

  it('answers the viewer\'s accepted appointments of a day in the event\'s time zone (the calendar column)', async () => {
    const ivy = await attendee('Ivy');
    const late = (await request(ivy, fay, { start_date: at(2, 21, 30), end_date: at(2, 21, 45) })).body.id; // 23:30 on the 2nd in Amsterdam
    const early = (await request(ivy, fay, { start_date: at(2, 22, 30), end_date: at(2, 22, 45) })).body.id; // 00:30 on the 3rd there
    const pending = (await request(ivy, gus, { start_date: at(2, 20), end_date: at(2, 20, 15) })).body.id;
    await post(fay, `/${late}/accept/`);
    await post(fay, `/${early}/accept/`);
    const day2 = await get(ivy, '/?date=2026-06-02&status=ACCEPTED');
    expect(day2.status).toBe(200);
    expect(day2.body.results.map((r: { id: number }) => r.id)).toEqual([late]);
    expect((await get(ivy, `/?date=${encodeURIComponent('2026-06-03T00:00:00+02:00')}&status=ACCEPTED`)).body.results.map((r: { id: number }) => r.id)).toEqual([early]);
    expect((await get(gus, '/?date=2026-06-02&status=ACCEPTED')).body.results.map((r: { id: number }) => r.id)).not.toContain(pending);
    expect((await get(ivy, '/?date=2026-06-02&status=PENDING')).status).toBe(400);
  });
});

describe('suggested times', () => {
  it('offers the three earliest slots free for both, avoiding blocks, appointments and favourited sessions', async () => {
    const [jo, kim] = [await attendee('Jo'), await attendee('Kim')];
    const stage = await makeSpace(t, event, 'presentation', { name: 'Stage' });
    const session = await t.server.services.program.addEntry({ eventId: event.id, spaceId: stage.id, name: 'Keynote', startDate: new Date(at(1, 9)), endDate: new Date(at(1, 10)) });
    const fav = await t.api('POST', `/api/events/${slug}/goodiebag/`, { ...(await as(kim)), body: { item_type: 'show', item_id: session.id } });
    expect(fav.status).toBe(201);
    await post(jo, '/blocked/', { start_date: at(1, 10), end_date: at(1, 10, 30) });
    // 09:00 UTC is 11:00 in Amsterdam: from 11:15 there, but the keynote and Jo's block come first.
    const res = await get(jo, `/suggestions/?receiver=${kim.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { start_date: '2026-06-01T10:30:00.000Z', end_date: '2026-06-01T11:00:00.000Z' },
      { start_date: '2026-06-01T11:00:00.000Z', end_date: '2026-06-01T11:30:00.000Z' },
      { start_date: '2026-06-01T11:30:00.000Z', end_date: '2026-06-01T12:00:00.000Z' },
    ]);
    expect((await get(jo, `/suggestions/?receiver=${kim.user.id}&minutes=60`)).body.results[0]).toEqual({ start_date: '2026-06-01T10:30:00.000Z', end_date: '2026-06-01T11:30:00.000Z' });
    expect((await get(jo, `/suggestions/?receiver=${jo.user.id}`)).status).toBe(400);
  });
});

describe('the appointment a private message carries', () => {
  const send = async (from: Person, to: Person, appointment: number) =>
    t.api('POST', `/api/events/${slug}/chat/messages/send/`, {
      ...(await as(from)), body: { text: 'See you', receiver: to.user.id, should_send_email: false, event_slug: slug, appointment_schedule: appointment },
    });

  it('is only one between its two people: any other id is refused with 403 and nothing is sent', async () => {
    const id = (await request(carol, dave, { start_date: at(3, 17), end_date: at(3, 17, 30) })).body.id as number;
    const blocks = (await post(alice, '/blocked/', { start_date: at(3, 12), end_date: at(3, 13) })).body.results as { id: number; start_date: string }[];
    const block = blocks.find((b) => b.start_date === at(3, 12))!.id;
    const before = { aliceCarol: (await messages(alice, carol)).length, bobAlice: (await messages(bob, alice)).length };
    for (const [from, to, appointment] of [
      [alice, bob, id], // neither is a party
      [alice, carol, id], // the receiver is, the sender is not
      [carol, alice, id], // the sender is, the receiver is not
      [alice, bob, block], // a block is nobody's appointment with anyone
      [bob, alice, 999_999], // no such appointment
    ] as const) {
      const res = await send(from, to, appointment);
      expect(res.status, `${from.user.firstName} → ${to.user.firstName} #${appointment}`).toBe(403);
      expect(res.body.code).toBe('appointment_not_yours');
    }
    expect((await messages(alice, carol)).length).toBe(before.aliceCarol);
    expect((await messages(bob, alice)).length).toBe(before.bobAlice);
    // Its own two people attach it, either way round.
    expect((await send(dave, carol, id)).status).toBe(201);
    expect((await messages(carol, dave)).at(-1)).toMatchObject({ text: 'See you', appointment_schedule: id, sent_by_current_user: false });
    await post(carol, `/${id}/cancel/`);
  });
});

describe('an appointment\'s call', () => {
  it('opens 5 minutes before the start and closes at the end by the server\'s clock: joins are refused, then the sweep ends it and tells the people in it', async () => {
    const id = (await request(carol, dave, { start_date: at(3, 10), end_date: at(3, 10, 30) })).body.id as number;
    const accepted = await post(dave, `/${id}/accept/`);
    const callId = Number(accepted.body.twilio_name);
    const join = async (p: Person) => t.api('POST', `/api/events/${slug}/videocalls/join/`, { ...(await as(p)), body: { room: callId } });
    const sweep = () => t.server.services.appointments.endFinishedCalls();

    t.clock.set(new Date(at(3, 9, 54, 59)));
    const early = await join(carol);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ detail: appointmentTexts.callNotOpen, code: 'appointment_not_started' });
    t.clock.set(new Date(at(3, 9, 55)));
    expect((await join(carol)).status).toBe(200);
    t.clock.set(new Date(at(3, 10, 29, 59)));
    expect((await join(carol)).status).toBe(200);
    expect(await sweep()).not.toContain(callId);
    const socket = await pool.login(t, (await as(carol)).token, slug);

    t.clock.set(new Date(at(3, 10, 30)));
    const late = await join(dave);
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ detail: appointmentTexts.callEnded, code: 'appointment_ended' });
    const told = next<{ id: number; ended?: boolean }>(socket, 'updated_videocall');
    expect(await sweep()).toEqual([callId]);
    expect(await told).toMatchObject({ id: callId, ended: true });
    expect(await sweep()).toEqual([]);
    expect((await join(carol)).status).toBe(403);
  });
});
