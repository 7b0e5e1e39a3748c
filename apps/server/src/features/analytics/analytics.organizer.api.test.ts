import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { appointmentRow, attendeesRow, boothFiguresRow, boothRow, chatRow, mediaRow, meetingRow, spaceRow, stageRow } from '@foyer/contracts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { addRole, makeEvent, makeSpace, mintToken, person, type Person } from '../../../test/event-factories';
import { makeBooth } from '../../../test/booth-factories';
import type { EventRow, SpaceRow } from '../identity';
import { analyticsHours, analyticsPresence, pageTime, pageViews } from './analytics.schema';

/**
 * The console's analytics afterwards (decision 0095): the sweep folds page views and heartbeats into hourly
 * rollups, the figures read them; a booth's staff see their booth with every figure about fewer than 5
 * people hidden and their own visits left out; old raw rows are purged after the event's retention.
 */

let t: TestServer;
let event: EventRow;
let owner: Person;
let staff: Person;
let visitors: Person[];
let booth: { id: number; slug: string };
let stage: SpaceRow;
let cinema: SpaceRow;
let videoId: number;
let documentId: number;

const base = '/api/events/figures';
const boothPath = () => `/figures/booths/${booth.slug}`;
const view = (who: Person, path: string) => t.api('POST', `${base}/analytics/page-views/`, { token: who.token, body: { path } });
const beat = (who: Person, path: string) => t.api('POST', `${base}/analytics/heartbeat/`, { token: who.token, body: { path } });
const fold = () => t.server.services.analytics.rollup.sweep();
const figure = (name: string, query = '', who: Person = owner) => t.api('GET', `${base}/organizer/analytics/${name}/${query}`, { token: who.token });
const boothFigures = (who: Person, query = '') => t.api('GET', `${base}/organizer/booths/${booth.slug}/analytics/${query}`, { token: who.token });

/** Moves the clock on, with fresh sign-ins for everyone (access tokens last minutes). */
async function later(ms: number): Promise<void> {
  t.clock.advance(ms);
  for (const p of [owner, staff, ...visitors]) p.token = await mintToken(t, p.user.id);
}

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'figures', timezone: 'UTC', startDate: '2026-06-01', endDate: '2026-06-03' });
  // Another event in the database, as on any real instance: the figures of one never count it.
  await makeEvent(t, { slug: 'figures-elsewhere', timezone: 'Europe/Amsterdam', startDate: '2026-06-01', endDate: '2026-06-03' });
  owner = await person(t);
  staff = await person(t, { firstName: 'Stan', lastName: 'Staff' });
  await addRole(t, event, owner, 'owner');
  visitors = [];
  for (let i = 0; i < 6; i++) {
    const p = await person(t, { firstName: `Visitor${i}`, lastName: 'Person' });
    await addRole(t, event, p, 'attendee');
    visitors.push(p);
  }
  await addRole(t, event, staff, 'attendee');
  booth = await makeBooth(t, event, {
    slug: 'bakery', name: 'Bakery', staffIds: [staff.user.id],
    documents: [{ name: 'Menu', url: 'https://example.org/menu.pdf' }],
    videos: [{ name: 'Oven', embeddedUrl: 'https://www.youtube.com/watch?v=abcdefghijk' }],
  });
  stage = await makeSpace(t, event, 'presentation', { slug: 'main-stage', name: 'Main stage' });
  cinema = await makeSpace(t, event, 'cinema', { slug: 'films', name: 'Films' });
  const db = t.server.platform.db;
  documentId = (await db.execute<{ id: number }>(sql`select id from booth_documents where booth_id = ${booth.id}`)).rows[0]!.id;
  videoId = (await db.execute<{ id: number }>(sql`select id from booth_videos where booth_id = ${booth.id}`)).rows[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe('a booth\'s figures for its staff', () => {
  it('hides every figure about fewer than 5 people, and leaves the staff\'s own visits out', async () => {
    for (const v of visitors.slice(0, 4)) expect((await view(v, boothPath())).status).toBe(201);
    // The staff visit their own booth often: none of it counts.
    for (let i = 0; i < 3; i++) await view(staff, boothPath());
    await fold();
    const four = await boothFigures(staff);
    expect(four.status).toBe(200);
    expect(four.body.total).toMatchObject({ visits: { fewer_than: 5 }, unique_visitors: { fewer_than: 5 }, seconds: 0 });
    expect(four.body.rows).toEqual([expect.objectContaining({ day: '2026-06-01', visits: { fewer_than: 5 }, unique_visitors: { fewer_than: 5 } })]);

    await view(visitors[4]!, boothPath());
    await fold();
    const five = await boothFigures(staff);
    expect(five.body.total).toMatchObject({ visits: 5, unique_visitors: 5 });
    // The owners' figure counts the same five people and the same visits.
    const owners = await figure('booths');
    expect(owners.body.rows).toEqual([expect.objectContaining({ booth_id: booth.id, name: 'Bakery', visits: 5, unique_visitors: 5 })]);
  });

  it('counts document downloads and video plays by the people behind them, and names who left a card', async () => {
    for (const v of visitors.slice(0, 2)) {
      expect((await t.api('POST', `${base}/booths/${booth.slug}/documents/${documentId}/download/`, { token: v.token })).status).toBe(201);
      expect((await t.api('POST', `${base}/booths/${booth.slug}/videos/${videoId}/play/`, { token: v.token })).status).toBe(201);
    }
    // A play again within the hour is the same play; the staff's own plays are not counted.
    await t.api('POST', `${base}/booths/${booth.slug}/videos/${videoId}/play/`, { token: visitors[0]!.token });
    await t.api('POST', `${base}/booths/${booth.slug}/videos/${videoId}/play/`, { token: staff.token });
    expect((await t.api('POST', `${base}/booths/${booth.slug}/give-business-card/`, { token: visitors[1]!.token, body: { include_email: false, message: 'Hello' } })).status).toBeLessThan(300);

    const owners = await figure('booths');
    expect(owners.body.rows[0]).toMatchObject({ document_downloads: 2, video_plays: 2, business_cards: 1 });
    const staffs = await boothFigures(staff);
    expect(staffs.body.total).toMatchObject({ document_downloads: { fewer_than: 5 }, video_plays: { fewer_than: 5 }, business_cards: { fewer_than: 5 } });
    expect(staffs.body.contacts).toEqual([expect.objectContaining({ user_id: visitors[1]!.user.id, name: 'Visitor1 Person', kind: 'business_card' })]);
    // Only people who acted are named: the booth's visitors are not.
    expect(JSON.stringify(staffs.body)).not.toContain('Visitor0');
  });

  it('answers CSV with the row\'s columns, a hidden figure reading "fewer than 5"', async () => {
    const res = await t.api('GET', `${base}/organizer/booths/${booth.slug}/analytics/`, { token: staff.token, headers: { accept: 'text/csv' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, line] = String(res.body).trim().split('\n');
    expect(header).toBe(Object.keys(boothFiguresRow.shape).join(','));
    expect(line).toContain('fewer than 5');
  });

  it('refuses staff of no booth and another booth\'s staff', async () => {
    const res = await boothFigures(visitors[0]!);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('not_booth_staff');
  });
});

describe('the owners\' figures', () => {
  it('counts unique attendees per day and for the whole event, and sign-ins', async () => {
    await later(24 * 3600_000);
    for (const v of visitors.slice(0, 2)) await view(v, '/figures');
    await view(visitors[5]!, '/figures');
    await fold();
    const res = await figure('attendees');
    expect(res.status).toBe(200);
    expect(res.body.days).toEqual(['2026-06-01', '2026-06-02']);
    const rows = res.body.rows as { day: string; unique_attendees: number; sign_ins: number }[];
    expect(rows.find((r) => r.day === '2026-06-01')).toMatchObject({ unique_attendees: 6 });
    expect(rows.find((r) => r.day === '2026-06-02')).toMatchObject({ unique_attendees: 3 });
    // Six visitors and the staff member: seven distinct people over the event.
    expect(res.body.total.unique_attendees).toBe(7);
    // Tokens minted here are no sign-ins: those are counted where they happen (analytics.attendance.api.test.ts).
    expect(res.body.total.sign_ins).toBe(0);
    const day = await figure('attendees', '?day=2026-06-02');
    expect(day.body).toMatchObject({ day: '2026-06-02', total: { unique_attendees: 3 } });
  });

  it('folds heartbeats into time spent and stage viewers per hour, once however often the sweep runs', async () => {
    const path = `/figures/presentation/${stage.slug}`;
    for (const v of visitors.slice(0, 3)) await view(v, path);
    for (let i = 0; i < 4; i++) {
      for (const v of visitors.slice(0, 3)) expect((await beat(v, path)).status).toBe(200);
      t.clock.advance(15_000);
    }
    await fold();
    await fold();
    const stages = await figure('stages', '?day=2026-06-02');
    expect(stages.body.stages).toEqual([{ space_id: stage.id, name: 'Main stage', peak_viewers: 3, unique_viewers: 3, average_watch_seconds: 60 }]);
    expect(stages.body.rows).toEqual([expect.objectContaining({ space_id: stage.id, viewers: 3, watch_seconds: 180 })]);
    const spaces = await figure('spaces', '?day=2026-06-02');
    expect(spaces.body.rows).toEqual([expect.objectContaining({ space_id: stage.id, type: 'presentation', visits: 3, unique_visitors: 3, seconds: 180 })]);
    // The first day's figures do not move.
    expect((await figure('spaces', '?day=2026-06-01')).body.rows).toEqual([expect.objectContaining({ space_id: booth.id, visits: 5 })]);
  });

  it('counts cinema views, chat messages, meetings and appointments', async () => {
    await view(visitors[0]!, `/figures/cinema/${cinema.slug}`);
    await fold();
    expect((await figure('media')).body.rows).toEqual([expect.objectContaining({ kind: 'cinema', id: cinema.id, name: 'Films', views: 1, unique_viewers: 1 })]);

    const db = t.server.platform.db;
    const [chat] = (
      await db.execute<{ id: number }>(sql`insert into chats (event_id, space_id, name) values (${event.id}, ${stage.id}, '')
        on conflict (space_id) do update set name = chats.name returning id`)
    ).rows;
    for (const v of visitors.slice(0, 2)) {
      await db.execute(sql`insert into public_messages (chat_id, sender_id, text, sent_at) values (${chat!.id}, ${v.user.id}, 'hi', ${t.clock.now().toISOString()}::timestamptz)`);
    }
    expect((await figure('chats')).body.rows).toEqual([{ chat_id: chat!.id, name: expect.any(String), messages: 2, senders: 2 }]);
    expect((await figure('chats', '?day=2026-06-01')).body.rows).toEqual([]);

    const meetings = await figure('meetings');
    expect(meetings.status).toBe(200);
    expect(meetings.body.rows).toEqual([]);
    const appointments = await figure('appointments');
    expect(appointments.status).toBe(200);
    expect(appointments.body.rows).toEqual([]);
  });

  it('answers each figure as CSV with its row\'s fields as columns', async () => {
    const rows = { attendees: attendeesRow, spaces: spaceRow, stages: stageRow, meetings: meetingRow, appointments: appointmentRow, chats: chatRow, booths: boothRow, media: mediaRow };
    for (const [name, row] of Object.entries(rows)) {
      const res = await t.api('GET', `${base}/organizer/analytics/${name}/`, { token: owner.token, headers: { accept: 'text/csv' } });
      expect(res.status, name).toBe(200);
      expect(res.headers.get('content-disposition'), name).toBe(`attachment; filename="figures-${name}-event.csv"`);
      expect(String(res.body).split('\n')[0], name).toBe(Object.keys(row.shape).join(','));
    }
  });

  it('refuses a day that is not a date', async () => {
    expect((await figure('spaces', '?day=tomorrow')).status).toBe(400);
  });
});

describe('retention', () => {
  it('purges raw rows older than the event\'s retention, keeping the rollups', async () => {
    const db = t.server.platform.db;
    const before = await figure('spaces');
    const put = await t.api('PUT', `${base}/organizer/analytics/settings/`, { token: owner.token, body: { retention_days: 1 } });
    expect(put.status).toBe(200);
    expect((await t.api('GET', `${base}/organizer/analytics/settings/`, { token: owner.token })).body).toEqual({ retention_days: 1 });
    const raw = async () => ({
      views: (await db.select({ n: count() }).from(pageViews).where(eq(pageViews.eventId, event.id)))[0]!.n,
      time: (await db.select({ n: count() }).from(pageTime).where(eq(pageTime.eventId, event.id)))[0]!.n,
      presence: (await db.select({ n: count() }).from(analyticsPresence).where(eq(analyticsPresence.eventId, event.id)))[0]!.n,
    });
    expect((await raw()).views).toBeGreaterThan(0);
    // Nearly a day on, the first day's rows are past the retention; the second day's seven views are not yet.
    await later(23.5 * 3600_000);
    await t.server.services.analytics.retention.purge();
    expect((await raw()).views).toBe(7);
    await later(2 * 24 * 3600_000);
    await t.server.services.analytics.retention.purge();
    expect(await raw()).toEqual({ views: 0, time: 0, presence: 0 });
    expect((await db.select({ n: count() }).from(analyticsHours).where(eq(analyticsHours.eventId, event.id)))[0]!.n).toBeGreaterThan(0);
    expect((await figure('spaces')).body).toEqual(before.body);
    const log = await t.api('GET', `${base}/organizer/changes/?area=analytics`, { token: owner.token });
    expect(log.body.results?.[0]).toMatchObject({ action: 'retention_set' });
  });

  it('refuses a retention under a day', async () => {
    const res = await t.api('PUT', `${base}/organizer/analytics/settings/`, { token: owner.token, body: { retention_days: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.retention_days).toBeDefined();
  });
});
