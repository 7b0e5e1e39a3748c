import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { makeEvent, makeSpace, person, type Person } from '../../../../test/event-factories';
import { loggedIn, next } from '../../../../test/socket-client';
import type { CliContext } from '../../../platform/cli';
import type { EventRow, SpaceRow } from '../../identity';
import { spaces } from '../../identity/events.schema';
import { performers, programEntries, programEntryTombstones, programTags } from '../program.schema';
import { importSchedule, programImportCommand } from './import.cli';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const xml = fixture('schedule.xml');
const json = fixture('schedule.json');

let t: TestServer;
let event: EventRow;
let jsonEvent: EventRow;
let stage: SpaceRow;
let viewer: Person;

const entriesOf = (e: EventRow) => t.server.platform.db.select().from(programEntries).where(eq(programEntries.eventId, e.id)).orderBy(programEntries.startDate);
const byTitle = async (e: EventRow, name: string) => (await entriesOf(e)).find((r) => r.name === name)!;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'imp', timezone: 'Europe/Brussels', startDate: '2026-06-01', endDate: '2026-06-03' });
  jsonEvent = await makeEvent(t, { slug: 'imp-json', timezone: 'UTC', startDate: '2026-06-01', endDate: '2026-06-03' });
  // A room of the file that exists already (names match whatever their case).
  stage = await makeSpace(t, event, 'presentation', { name: 'Main Stage', locationType: 'hybrid' });
  viewer = await person(t);
});

afterAll(async () => {
  await t?.close();
});

describe('program import: frab XML', () => {
  it('maps rooms, tracks, types, persons and events, reading times as the issue says', async () => {
    const socket = await loggedIn(t.url, viewer.token, 'imp');
    const updated = next<{ event_slug: string; space_ids: number[]; dates: string[] }>(socket, 'timetable_updated');
    const outcome = await importSchedule(t.server.platform.db, t.clock, 'imp', xml, false);
    try {
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.report.created).toEqual(['Opening', 'Local time talk', 'After the event']);
      expect(outcome.report.spacesCreated).toEqual(['Workshop Room']);
      expect(outcome.report.performersCreated).toEqual(['Ada Lovelace', 'Grace Hopper']);
      expect(outcome.report.warnings).toEqual([expect.stringContaining('"After the event"')]);
      // One notice for the whole import, naming the days it touched.
      const notice = await updated;
      expect(notice.event_slug).toBe('imp');
      expect(notice.dates).toEqual(['2026-06-01', '2026-06-09']);
    } finally {
      socket.disconnect();
    }

    const opening = await byTitle(event, 'Opening');
    // frab's <date> carries its offset: taken as written.
    expect(opening.startDate.toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(opening.endDate.toISOString()).toBe('2026-06-01T08:45:00.000Z');
    expect(opening.spaceId).toBe(stage.id);
    expect(opening.subtitle).toBe('Welcome');
    expect(opening.description).toBe('<p>Why we are here.</p><p>Line one</p><p>Line two &lt;script&gt;</p>');
    expect(opening.links).toEqual([{ title: 'Slides', url: 'https://example.org/opening' }]);
    // No <date>: the day's date and <start> in the conference's timezone (New York, UTC-4 in June).
    expect((await byTitle(event, 'Local time talk')).startDate.toISOString()).toBe('2026-06-01T15:00:00.000Z');

    const tags = await t.server.platform.db.select().from(programTags).where(eq(programTags.eventId, event.id));
    expect(tags.map((tg) => `${tg.category}:${tg.text}`).sort()).toEqual(['Track:Community', 'Track:Security', 'Type:Talk', 'Type:Workshop']);
    expect(tags.find((tg) => tg.text === 'Community')?.color).toMatch(/^#[0-9a-f]{6}$/);

    const item = await t.api('GET', `/api/events/imp/virtualprogram/items/${opening.id}/`, { token: viewer.token });
    expect(item.body.performers.map((p: { name: string }) => p.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(item.body.tag_list.map((tg: { text: string }) => tg.text).sort()).toEqual(['Community', 'Talk']);
  });

  it('updates what changed, removes what left and duplicates nothing on a second import', async () => {
    const before = await entriesOf(event);
    const opening = await byTitle(event, 'Opening');
    const changed = xml
      .replace('<title>Opening</title>', '<title>Grand opening</title>')
      .replace(/<room name="Workshop Room">[\s\S]*?<\/room>/, '');
    const outcome = await importSchedule(t.server.platform.db, t.clock, 'imp', changed, false);
    expect(outcome.ok && outcome.report).toMatchObject({ created: [], updated: ['Grand opening'], removed: ['After the event'], unchanged: 1 });
    const after = await entriesOf(event);
    expect(after).toHaveLength(before.length - 1);
    const renamed = after.find((r) => r.id === opening.id)!;
    expect(renamed.name).toBe('Grand opening');
    expect(renamed.sequence).toBe(opening.sequence + 1);
    const removed = before.find((r) => r.name === 'After the event')!;
    const [stone] = await t.server.platform.db.select().from(programEntryTombstones).where(eq(programEntryTombstones.entryId, removed.id));
    expect(stone?.name).toBe('After the event');

    const again = await importSchedule(t.server.platform.db, t.clock, 'imp', changed, false);
    expect(again.ok && again.report).toMatchObject({ created: [], updated: [], removed: [], unchanged: 2 });
    expect(await t.server.platform.db.select().from(performers).where(eq(performers.eventId, event.id))).toHaveLength(2);
  });

  it('--dry-run reports what would change and changes nothing', async () => {
    const before = await entriesOf(event);
    const outcome = await importSchedule(t.server.platform.db, t.clock, 'imp', xml, true);
    expect(outcome.ok && outcome.report).toMatchObject({ created: ['After the event'], updated: ['Opening'], removed: [] });
    expect(await entriesOf(event)).toEqual(before);
  });

  it('fails on a malformed file with its line, or the path of the bad field, and changes nothing', async () => {
    const before = await entriesOf(event);
    const spacesBefore = await t.server.platform.db.select().from(spaces).where(eq(spaces.eventId, event.id));
    const broken = xml.replace('<title>Local time talk</title>', '<title>Local time talk</titel>');
    const syntax = await importSchedule(t.server.platform.db, t.clock, 'imp', broken, false);
    expect(syntax).toEqual({ ok: false, error: expect.stringMatching(/^line 35, column \d+: Expected closing tag 'title'/) });
    // Valid XML, but the third event has no usable duration: the earlier events were already written
    // inside the transaction, and roll back with it.
    const badField = xml.replace('<room name="Workshop Room">', '<room name="Another Room">').replace('<duration>00:30</duration>', '<duration>half an hour</duration>');
    const field = await importSchedule(t.server.platform.db, t.clock, 'imp', badField, false);
    expect(field).toEqual({ ok: false, error: 'schedule.day[1].room[2].event[1].duration: not a duration (HH:MM): "half an hour"' });
    expect(await entriesOf(event)).toEqual(before);
    expect(await t.server.platform.db.select().from(spaces).where(eq(spaces.eventId, event.id))).toEqual(spacesBefore);
    expect((await importSchedule(t.server.platform.db, t.clock, 'imp', 'hello', false)).ok).toBe(false);
    expect(await importSchedule(t.server.platform.db, t.clock, 'nope', xml, false)).toEqual({ ok: false, error: 'No event "nope".' });
  });
});

describe('program import: pretalx/frab JSON', () => {
  it('imports ISO times as written and bare times in the conference timezone, with track colours and speakers', async () => {
    const outcome = await importSchedule(t.server.platform.db, t.clock, 'imp-json', json, false);
    expect(outcome.ok && outcome.report.created).toEqual(['Data at scale', 'Local morning']);
    expect((await byTitle(jsonEvent, 'Data at scale')).startDate.toISOString()).toBe('2026-06-01T12:00:00.000Z');
    // 09:30 in Europe/Brussels (the file's zone, not the event's UTC).
    expect((await byTitle(jsonEvent, 'Local morning')).startDate.toISOString()).toBe('2026-06-02T07:30:00.000Z');
    const [data] = await t.server.platform.db.select().from(programTags).where(and(eq(programTags.eventId, jsonEvent.id), eq(programTags.text, 'Data')));
    expect(data?.color).toBe('#1f7a8c');
    const people = await t.server.platform.db.select().from(performers).where(eq(performers.eventId, jsonEvent.id));
    expect(people.map((p) => [p.name, p.externalId, p.about])).toEqual([['Hana Sato', 'PQR', '<p>Builds databases.</p>']]);
  });

  it('names the line of a JSON syntax error and the path of a bad field', async () => {
    const syntax = await importSchedule(t.server.platform.db, t.clock, 'imp-json', json.replace('"title": "Local morning",', '"title": "Local morning"'), false);
    expect(syntax.ok || syntax.error).toMatch(/^line \d+, column \d+: /);
    const field = await importSchedule(t.server.platform.db, t.clock, 'imp-json', json.replace('"date": "2026-06-01T14:00:00+02:00"', '"date": "soon"'), false);
    expect(field).toEqual({ ok: false, error: 'schedule.conference.days[0].rooms.Hall J[0].date: not a date and time: "soon"' });
  });
});

describe('npm run foyer -- program import', () => {
  it('reads a file, prints what a dry run would change, and refuses bad usage', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-import-')), 'schedule.json');
    fs.writeFileSync(file, json.replace('"title": "Local morning"', '"title": "Later morning"'));
    const out: string[] = [];
    const err: string[] = [];
    const ctx = { db: async () => t.server.platform.db, out: (l: string) => out.push(l), err: (l: string) => err.push(l) } as unknown as CliContext;
    expect(await programImportCommand.run(['imp-json', file, '--dry-run'], ctx)).toBe(0);
    expect(out).toContain('Items updated (would be): 1');
    expect(out).toContain('  Later morning');
    expect(out).toContain('Dry run: nothing was changed.');
    expect((await byTitle(jsonEvent, 'Local morning')).name).toBe('Local morning');
    expect(await programImportCommand.run(['imp-json'], ctx)).toBe(64);
    expect(await programImportCommand.run(['imp-json', `${file}.missing`], ctx)).toBe(66);
    fs.writeFileSync(file, '{"schedule": ');
    expect(await programImportCommand.run(['imp-json', file], ctx)).toBe(65);
    expect(err).toContain('Nothing was changed.');
  });
});
