import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../schema';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import { boothStaff } from '../booths/booths.schema';
import { users } from '../identity/accounts.schema';
import type { EventRow } from '../identity';

/**
 * A person's data export (decision 0100): one request answers everything Foyer holds about the caller,
 * per feature, each row with its event; nobody else's data, and nobody else can ask for it.
 */

const unique = () => `n${crypto.randomBytes(5).toString('hex')}`;

let t: TestServer;
let event: EventRow;
let subject: Person;
let other: Person;
/** Someone with data of their own in the same event, who never dealt with the subject. */
let stranger: Person;
const mine = { first: unique(), about: unique(), publicText: unique(), privateText: unique(), cardGiven: unique(), cardReceived: unique(), subject: unique(), reason: unique() };
const theirs = { first: unique(), publicText: unique(), privateText: unique(), reason: unique() };
let meetingId: number;
let boothId: number;

/** The tables of the schema (drizzle's, not a list by hand) with a column referencing users.id. */
function tablesReferencingUsers(): { table: string; columns: string[] }[] {
  const found: { table: string; columns: string[] }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      return getTableConfig(ref.foreignTable).name === 'users' ? ref.columns.map((c) => c.name) : [];
    });
    if (columns.length > 0) found.push({ table: config.name, columns });
  }
  return found;
}

const exportOf = (who: Person) => t.api('GET', '/api/export-user-data/', { token: who.token });

beforeAll(async () => {
  t = await startTestServer();
  t.clock.set(new Date('2026-06-01T08:00:00Z'));
  event = await makeEvent(t, { enableMeetingScheduling: true });
  [subject, other, stranger] = [await person(t), await person(t), await person(t)];
  for (const p of [subject, other, stranger]) await addRole(t, event, p, 'attendee');
  const hall = await makeSpace(t, event, 'map');
  const chat = await t.server.services.chat.createChat(event.id, hall.id, 'Hall');
  const api = (who: Person, method: string, path: string, body?: unknown) => t.api(method, `/api/events/${event.slug}/${path}`, { token: who.token, body });

  // Profile, with a picture as its URL.
  expect((await t.api('PATCH', `/api/profiles/${subject.user.id}/?event_slug=${event.slug}`, { token: subject.token, body: { first_name: mine.first, last_name: 'Export', about: mine.about } })).status).toBe(200);
  await t.server.platform.db.update(users).set({ mugshot: `/files/profiles/${subject.user.id}/mugshot-0123456789abcdef.webp` }).where(sql`id = ${subject.user.id}`);
  await t.server.platform.db.update(users).set({ firstName: theirs.first }).where(sql`id = ${stranger.user.id}`);

  // Public and private messages.
  for (const [who, text] of [[subject, mine.publicText], [stranger, theirs.publicText], [other, 'from other']] as const) {
    await t.server.services.chat.repo.insertMessage({ chatId: chat.id, senderId: who.user.id, text, sentAt: t.clock.now() });
  }
  const send = (who: Person, to: Person, text: string) => api(who, 'POST', 'chat/messages/send/', { text, receiver: to.user.id, event_slug: event.slug });
  expect((await send(subject, other, mine.privateText)).status).toBe(201);
  expect((await send(stranger, other, theirs.privateText)).status).toBe(201);

  // Business cards given and received.
  const otherBooth = await makeBooth(t, event);
  const myBooth = await makeBooth(t, event);
  boothId = myBooth.id;
  await t.server.platform.db.insert(boothStaff).values([{ boothId: otherBooth.id, userId: other.user.id }, { boothId: myBooth.id, userId: subject.user.id }]);
  const card = (who: Person, booth: { slug: string }, staff: Person, message: string) =>
    api(who, 'POST', `booths/${booth.slug}/give-business-card/`, { include_email: true, message, staff: staff.user.id });
  expect((await card(subject, otherBooth, other, mine.cardGiven)).status).toBe(200);
  expect((await card(other, myBooth, subject, mine.cardReceived)).status).toBe(200);

  // An appointment, a favourite, a meeting registration, a report.
  const appointment = { subject: mine.subject, start_date: '2026-06-02T10:00:00Z', end_date: '2026-06-02T10:30:00Z', receiver: other.user.id };
  expect((await api(subject, 'POST', 'appointment_schedules/', appointment)).status).toBe(201);
  expect((await api(subject, 'POST', 'goodiebag/', { item_id: otherBooth.id, item_type: 'booth' })).status).toBe(201);
  const rooms = await makeSpace(t, event, 'meeting', { slug: `rooms-${unique()}` });
  const meeting = await t.server.services.meetings.create(event.id, rooms.id, {
    slug: 'clinic', title: 'Clinic', capacity: 10, startsAt: new Date('2026-06-01T10:00:00Z'), endsAt: new Date('2026-06-01T11:00:00Z'), hostIds: [other.user.id],
  });
  meetingId = meeting.id;
  expect((await api(subject, 'POST', `meetings/${rooms.slug}/meetings/clinic/register/`, { register: true })).status).toBe(200);
  const otherMessage = await t.server.platform.db.execute<{ id: number }>(sql`SELECT id FROM public_messages WHERE text = 'from other'`);
  const report = (who: Person, reason: string) => api(who, 'POST', 'reports/', { reason, message_id: otherMessage.rows[0]!.id });
  expect((await report(subject, mine.reason)).status).toBe(201);
  expect((await report(stranger, theirs.reason)).status).toBe(201);
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/export-user-data/', () => {
  it('refuses without a sign-in', async () => {
    expect((await t.api('GET', '/api/export-user-data/')).status).toBe(401);
  });

  it('answers everything about the person, per area, each row with its event, as a download', async () => {
    const res = await exportOf(subject);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="foyer-my-data-2026-06-01.json"');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { format, person: who, areas } = res.body;
    expect(format).toBe('foyer.personal-data.v1');
    expect(who).toEqual({ id: subject.user.id, email: subject.user.email });
    const slug = event.slug;

    expect(areas.account.users).toEqual([expect.objectContaining({ id: subject.user.id, first_name: mine.first, about: expect.stringContaining(mine.about), mugshot: expect.stringMatching(/^\/files\/profiles\//) })]);
    expect(areas.account.auth_sessions.length).toBeGreaterThan(0);
    expect(areas.events.event_members).toEqual([expect.objectContaining({ event: slug, role: 'attendee' })]);
    expect(areas.chat.public_messages).toEqual([expect.objectContaining({ text: mine.publicText, event: slug })]);
    // (An appointment asked for is a private message too.)
    expect(areas['private-chat'].private_messages).toEqual(expect.arrayContaining([expect.objectContaining({ text: mine.privateText, event: slug })]));
    expect(areas['private-chat'].private_conversations).toEqual([expect.objectContaining({ event: slug })]);
    const cards = areas['business-cards'].business_cards as { message: string; event: string }[];
    expect(cards.map((c) => [c.message, c.event]).sort()).toEqual([[mine.cardGiven, slug], [mine.cardReceived, slug]].sort());
    expect(areas.booths.booth_staff).toEqual([expect.objectContaining({ booth_id: boothId, event: slug })]);
    expect(areas.appointments.appointment_schedules).toEqual([expect.objectContaining({ subject: mine.subject, event: slug })]);
    expect(areas.goodiebag.favourites).toEqual([expect.objectContaining({ item_type: 'booth', event: slug })]);
    expect(areas.meetings.meeting_registrations).toEqual([expect.objectContaining({ meeting_id: meetingId, event: slug })]);
    expect(areas.moderation.moderation_reports).toEqual([expect.objectContaining({ reason: mine.reason, event: slug })]);
  });

  it('holds no secret: no password hash, no refresh token ids, no calendar feed address', async () => {
    expect((await t.api('POST', `/api/events/${event.slug}/calendar-feed/`, { token: subject.token })).status).toBe(201);
    const { body } = await exportOf(subject);
    expect(body.areas.program.calendar_feeds).toEqual([expect.objectContaining({ event: event.slug })]);
    const text = JSON.stringify(body);
    for (const secret of ['password_hash', 'activation_key', 'reactivation_code_hash', 'current_refresh_id', 'previous_refresh_id', '"token"']) expect(text).not.toContain(secret);
  });

  it('never holds another person\'s data, and answers each caller only their own', async () => {
    const mineText = JSON.stringify((await exportOf(subject)).body);
    for (const needle of [...Object.values(theirs), stranger.user.email]) expect(mineText).not.toContain(needle);
    // Nothing in the request can name another person: a stranger asking gets their own data only.
    const res = await t.api('GET', `/api/export-user-data/?user_id=${subject.user.id}`, { token: stranger.token });
    expect(res.status).toBe(200);
    expect(res.body.person.id).toBe(stranger.user.id);
    const theirText = JSON.stringify(res.body);
    for (const needle of [...Object.values(mine), subject.user.email]) expect(theirText).not.toContain(needle);
    expect(theirText).toContain(theirs.publicText);
  });

  it('covers every table that references a person: exported, or declared not personal with its reason', async () => {
    const { exported, notPersonal } = t.server.platform.accountExport.coverage();
    const referencing = tablesReferencingUsers();
    expect(referencing.length).toBeGreaterThan(40);
    const missing = referencing.map((r) => r.table).filter((table) => !exported.has(table) && !notPersonal.has(table));
    expect(missing).toEqual([]);
    for (const [table, reason] of notPersonal) expect(reason.length, table).toBeGreaterThan(20);
    // Nothing declared for a table that is not there (a renamed table would leave its part reading nothing).
    const known = new Set([...referencing.map((r) => r.table), 'users', 'event_invitations']);
    expect([...exported.keys(), ...notPersonal.keys()].filter((table) => !known.has(table))).toEqual([]);

    // And every table that holds the person's rows now is in the export with rows.
    const { body } = await exportOf(subject);
    const rowsIn = new Map<string, number>();
    for (const area of Object.values(body.areas as Record<string, Record<string, unknown>>)) {
      for (const [table, rows] of Object.entries(area)) rowsIn.set(table, Array.isArray(rows) ? rows.length : rows ? 1 : 0);
    }
    const unexported: string[] = [];
    for (const { table, columns } of referencing) {
      if (notPersonal.has(table)) continue;
      const naming = sql.join(columns.map((c) => sql`${sql.identifier(c)} = ${subject.user.id}`), sql` OR `);
      const held = await t.server.platform.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${naming}`);
      if (held.rows[0]!.n > 0 && !rowsIn.get(table)) unexported.push(`${table} holds ${held.rows[0]!.n} rows of the person, the export none`);
    }
    expect(unexported).toEqual([]);
  });

  it('is rate limited per person', async () => {
    const asker = await person(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await exportOf(asker)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
