import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { makeEvent, makeSpace } from '../../../../test/event-factories';
import { expectOwnersOnly, organizerCast, sendRaw, type OrganizerCast } from '../../../../test/organizer-cast';
import type { EventRow } from '../../identity';
import { parseFrabJson, parseFrabXml } from '../import/schedule';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '..', 'import', 'fixtures', name), 'utf8');
const xml = fixture('schedule.xml');
const json = fixture('schedule.json');

let t: TestServer;
let event: EventRow;
let cast: OrganizerCast;

beforeAll(async () => {
  t = await startTestServer();
  event = await makeEvent(t, { slug: 'sched-conf', timezone: 'Europe/Brussels', startDate: '2026-06-01', endDate: '2026-06-03' });
  cast = await organizerCast(t, event);
  await makeSpace(t, event, 'presentation', { name: 'Main Stage', locationType: 'hybrid' });
});
afterAll(async () => {
  await t?.close();
});

const base = '/api/events/sched-conf/organizer/program';
const send = (route: 'import/preview/' | 'import/', file: string | Uint8Array, name = 'schedule.xml', token: string | null = cast.owner.token) => {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  return sendRaw(t, 'POST', `${base}/${route}`, { token, body: form });
};
const items = async () => (await t.api('GET', `${base}/entries/`, { token: cast.owner.token })).body.results as { id: number; name: string; imported: boolean }[];
const download = async (format: string) => {
  const res = await fetch(`${t.url}${base}/export/${format}/`, { headers: { authorization: `Bearer ${cast.owner.token}` } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), text: await res.text() };
};

describe('…/organizer/program/import/', () => {
  it('previews what a schedule file changes and writes nothing', async () => {
    const res = await send('import/preview/', xml);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      applied: false, created: ['Opening', 'Local time talk', 'After the event'], updated: [], removed: [], unchanged: 0,
      spaces_created: ['Workshop Room'], performers_created: ['Ada Lovelace', 'Grace Hopper'], warnings: [expect.stringContaining('"After the event"')],
    });
    expect(await items()).toEqual([]);
  });

  it('applies the file; attendees see its items, and the change log names the import', async () => {
    const res = await send('import/', xml);
    expect(res.body).toMatchObject({ applied: true, created: ['Opening', 'Local time talk', 'After the event'] });
    const dates = await t.api('GET', '/api/events/sched-conf/virtualprogram/all-dates-has-program/', { token: cast.attendee.token });
    expect(dates.body.dates).toEqual(['2026-06-01', '2026-06-09']);
    const found = await t.api('GET', '/api/events/sched-conf/search/?search=Opening', { token: cast.attendee.token });
    expect(found.body.categories[0].items.map((i: { name: string }) => i.name)).toEqual(['Opening']);
    const log = await t.api('GET', '/api/events/sched-conf/organizer/changes/', { token: cast.owner.token });
    expect(log.body.results[0]).toMatchObject({ area: 'program', action: 'schedule_imported', target: 'Import Conf', after: { created: 3, updated: 0, removed: 0 } });
  });

  it('re-imports in place: the preview names what changes and what leaves, applying keeps the items\' ids', async () => {
    const before = await items();
    const changed = xml.replace('<title>Opening</title>', '<title>Grand opening</title>').replace(/<room name="Workshop Room">[\s\S]*?<\/room>/, '');
    expect((await send('import/preview/', changed)).body).toMatchObject({ created: [], updated: ['Grand opening'], removed: ['After the event'], unchanged: 1 });
    expect(await items()).toEqual(before);
    expect((await send('import/', changed)).body).toMatchObject({ applied: true, updated: ['Grand opening'], removed: ['After the event'] });
    const after = await items();
    expect(after.find((i) => i.name === 'Grand opening')?.id).toBe(before.find((i) => i.name === 'Opening')?.id);
    expect(after.every((i) => i.imported)).toBe(true);
  });

  it('refuses a file that is no schedule, naming where, and one naming an item twice as a whole', async () => {
    const before = await items();
    const png = await send('import/', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]), 'logo.png');
    expect([png.status, png.body]).toEqual([400, { file: ['The file is not a schedule this import reads (frab or pretalx XML, pretalx or C3VOC schedule.json).'] }]);
    const broken = await send('import/preview/', xml.replace('<title>Local time talk</title>', '<title>Local time talk</titel>'));
    expect(broken.body).toEqual({ file: [expect.stringMatching(/^The schedule cannot be read: line \d+, column \d+: /)] });
    const twice = await send('import/', xml.replace('guid="aaaaaaaa-0000-0000-0000-000000000002"', 'guid="aaaaaaaa-0000-0000-0000-000000000001"').replace('<title>Opening</title>', '<title>Changed</title>'));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'schedule_conflict', detail: expect.stringContaining('appears twice') });
    expect(await items()).toEqual(before);
  });

  it('reads pretalx / C3VOC schedule.json as well', async () => {
    const res = await send('import/preview/', json, 'schedule.json');
    expect(res.body).toMatchObject({ created: ['Data at scale', 'Local morning'], applied: false });
  });

  it('answers only owners and administrators', async () => {
    await expectOwnersOnly(cast, (token) => send('import/', xml, 'schedule.xml', token));
  });
});

describe('…/organizer/program/export/{format}/', () => {
  it('exports C3VOC schedule.json valid against the C3VOC schema, that the import reads back', async () => {
    const res = await download('c3voc-json');
    expect(res).toMatchObject({ status: 200, type: 'application/json; charset=utf-8', disposition: 'attachment; filename="sched-conf-schedule.json"' });
    const doc = JSON.parse(res.text);
    // The schema is draft-06 and names formats of its own ("color"); unknown keywords ($oneOf, examples) are annotations.
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addMetaSchema(createRequire(import.meta.url)('ajv/dist/refs/json-schema-draft-06.json'));
    addFormats.default(ajv);
    ajv.addFormat('color', /^#[0-9a-f]{6}$/i);
    const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'c3voc-schedule.schema.json'), 'utf8')));
    expect(validate(doc), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(validate({ schedule: { ...doc.schedule, version: undefined } }), 'the schema is applied').toBe(false);
    const back = parseFrabJson(res.text, 'UTC');
    // 11:00 in the file's own zone (America/New_York).
    expect(back.events.map((e) => [e.title, e.start.toISOString(), e.room, e.persons.map((p) => p.name)])).toEqual([
      ['Grand opening', '2026-06-01T08:00:00.000Z', 'Main Stage', ['Ada Lovelace', 'Grace Hopper']],
      ['Local time talk', '2026-06-01T15:00:00.000Z', 'Main Stage', ['Ada Lovelace']],
    ]);
    expect(back.events[0]?.externalId).toBe('aaaaaaaa-0000-0000-0000-000000000001');
  });

  it('exports frab XML the import reads back, and iCalendar with every item', async () => {
    const frab = await download('frab-xml');
    expect(frab.type).toBe('application/xml; charset=utf-8');
    const back = parseFrabXml(frab.text, 'UTC');
    expect(back.events.map((e) => [e.title, e.start.toISOString(), e.end.toISOString(), e.track])).toEqual([
      ['Grand opening', '2026-06-01T08:00:00.000Z', '2026-06-01T08:45:00.000Z', 'Community'],
      ['Local time talk', '2026-06-01T15:00:00.000Z', '2026-06-01T16:00:00.000Z', 'Security'],
    ]);
    const ics = await download('ical');
    expect(ics.type).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(ics.text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.summary, e.startDate.toJSDate().toISOString(), e.location])).toEqual([
      ['Grand opening', '2026-06-01T08:00:00.000Z', 'Main Stage'],
      ['Local time talk', '2026-06-01T15:00:00.000Z', 'Main Stage'],
    ]);
  });

  it('answers only owners and administrators', async () => {
    await expectOwnersOnly(cast, (token) => t.api('GET', `${base}/export/c3voc-json/`, { token: token ?? undefined }));
  });
});
