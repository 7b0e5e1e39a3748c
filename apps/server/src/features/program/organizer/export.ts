import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProgramExportFormat } from '@foyer/contracts';
import { dateIn, startOfDayIn, wallClockIn } from '@foyer/domain';
import type { Executor } from '../../../platform/db/database';
import type { EventRow, SpaceRow } from '../../identity';
import { spaces } from '../../identity/events.schema';
import { plain } from '../calendar-feed';
import { slugify } from '../import/apply';
import { ProgramRepository, type ProgramEntryRow, type ProgramTagRow } from '../program.repository';
import { performers, programEntries, programEntryPerformers } from '../program.schema';
import type { PerformerRow } from '../timetable.repository';
import { ownedEvent, type ProgramConsoleDeps } from './console';
import { frabXml, icalendar } from './export-formats';

/** One item with what every export writes of it. */
export interface ExportItem {
  row: ProgramEntryRow;
  space: SpaceRow;
  guid: string;
  tags: ProgramTagRow[];
  performers: (PerformerRow & { guid: string })[];
  /** In the event's timezone: the day, the wall-clock start `HH:MM`, the duration `HH:MM`, the start with its offset. */
  day: string;
  start: string;
  duration: string;
  date: string;
  track: string | null;
  type: string;
  abstract: string;
  slug: string;
}

/** What an export document is made of: the event, its days, its rooms (spaces with items) and its items. */
export interface ProgramDocument {
  event: EventRow;
  acronym: string;
  publicUrl: string;
  appTitle: string;
  days: { date: string; start: string; end: string }[];
  rooms: { space: SpaceRow; guid: string }[];
  items: ExportItem[];
  tracks: { name: string; color: string }[];
}

/** What C3VOC JSON and frab XML both say of the conference. */
export function conferenceHead(doc: ProgramDocument) {
  return {
    acronym: doc.acronym,
    title: doc.event.name,
    start: doc.days[0]!.date,
    end: doc.days.at(-1)!.date,
    daysCount: doc.days.length,
    timeslot_duration: '00:05',
    time_zone_name: doc.event.timezone,
  };
}

/** Rises with every change of an item (their SEQUENCEs), so a reader sees a new version. */
export const scheduleVersion = (doc: ProgramDocument) => String(doc.items.reduce((n, i) => n + i.row.sequence + 1, 0));

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stable UUID (version 5 layout) of a name: the same entry exports with the same guid every time. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** An instant as ISO 8601 in a timezone, with that zone's offset at the time (`2026-09-01T10:00:00+02:00`). */
export function isoIn(instant: Date, zone: string): string {
  const wall = wallClockIn(instant, zone);
  const minutes = Math.round((Date.parse(`${wall}Z`) - instant.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${wall}${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** The conference acronym C3VOC asks for: lowercase letters, digits and `_`, four at least. */
const acronymOf = (slug: string) => slug.replace(/-/g, '_').padEnd(4, '_');

/** The program exported (decision 0086): C3VOC `schedule.json`, frab XML or iCalendar; items only (containers are blocks). */
export class ProgramExport {
  constructor(private readonly deps: ProgramConsoleDeps) {}

  async render(eventSlug: string, userId: number, format: ProgramExportFormat): Promise<string> {
    const event = await ownedEvent(this.deps, eventSlug, userId);
    const doc = await this.document(this.deps.db, event);
    if (format === 'c3voc-json') return `${JSON.stringify(c3vocSchedule(doc), null, 2)}\n`;
    if (format === 'frab-xml') return frabXml(doc);
    return icalendar(doc, this.deps.clock.now());
  }

  async document(db: Executor, event: EventRow): Promise<ProgramDocument> {
    const zone = event.timezone;
    const base = `${this.deps.publicUrl}/${encodeURIComponent(event.slug)}`;
    const rows = await db
      .select()
      .from(programEntries)
      .where(and(eq(programEntries.eventId, event.id), eq(programEntries.type, 'item')))
      .orderBy(asc(programEntries.startDate), asc(programEntries.id));
    const ids = rows.map((r) => r.id);
    const [spaceRows, tags, people] = await Promise.all([
      db.select().from(spaces).where(eq(spaces.eventId, event.id)).orderBy(asc(spaces.id)),
      new ProgramRepository(db).tagsOf(ids),
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ entryId: programEntryPerformers.entryId, performer: performers })
            .from(programEntryPerformers)
            .innerJoin(performers, eq(performers.id, programEntryPerformers.performerId))
            .where(inArray(programEntryPerformers.entryId, ids))
            .orderBy(asc(programEntryPerformers.order)),
    ]);
    const acronym = acronymOf(event.slug);
    const guidOf = (externalId: string | null, kind: string, id: number) =>
      externalId && uuidPattern.test(externalId) ? externalId.toLowerCase() : stableUuid(`${base}/${kind}/${id}`);
    const items = rows.map((row): ExportItem => {
      const itemTags = tags.get(row.id) ?? [];
      const minutes = Math.round((row.endDate.getTime() - row.startDate.getTime()) / 60_000);
      const wall = wallClockIn(row.startDate, zone);
      return {
        row,
        space: spaceRows.find((s) => s.id === row.spaceId)!,
        guid: guidOf(row.externalId, 'item', row.id),
        tags: itemTags,
        performers: people.filter((p) => p.entryId === row.id).map((p) => ({ ...p.performer, guid: guidOf(p.performer.externalId, 'performer', p.performer.id) })),
        day: dateIn(row.startDate, zone),
        start: wall.slice(11, 16),
        duration: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`,
        date: isoIn(row.startDate, zone),
        track: (itemTags.find((t) => t.category === 'Track') ?? itemTags.find((t) => t.category !== 'Type'))?.text ?? null,
        type: itemTags.find((t) => t.category === 'Type')?.text ?? 'talk',
        abstract: plain(row.description),
        slug: `${acronym}-${row.id}-${slugify(row.name)}`,
      };
    });
    const first = [event.startDate, ...items.map((i) => i.day)].sort()[0]!;
    const last = [event.endDate, ...items.map((i) => i.day)].sort().at(-1)!;
    // Day boundaries are local midnights (a DST day is 23 or 25 hours).
    const days: ProgramDocument['days'] = [];
    for (let date = first; date <= last; date = nextDay(date)) {
      days.push({ date, start: isoIn(startOfDayIn(date, zone), zone), end: isoIn(startOfDayIn(nextDay(date), zone), zone) });
    }
    const used = new Set(items.map((i) => i.space.id));
    const tracks = new Map<string, string>();
    for (const item of items) for (const t of item.tags) if (t.text === item.track) tracks.set(t.text, t.color);
    return {
      event, acronym, publicUrl: this.deps.publicUrl, appTitle: this.deps.appTitle, days, items,
      rooms: spaceRows.filter((s) => used.has(s.id)).map((space) => ({ space, guid: stableUuid(`${base}/space/${space.id}`) })),
      tracks: [...tracks].map(([name, color]) => ({ name, color })),
    };
  }
}

/** C3VOC `schedule.json` (https://c3voc.de/schedule/schema.json): every required field, frab-compatible. */
export function c3vocSchedule(doc: ProgramDocument) {
  const { event } = doc;
  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: doc.appTitle, version: '1' },
    schedule: {
      version: scheduleVersion(doc),
      base_url: `${doc.publicUrl}/`,
      conference: {
        ...conferenceHead(doc),
        url: `${doc.publicUrl}/${encodeURIComponent(event.slug)}`,
        tracks: doc.tracks,
        rooms: doc.rooms.map((r) => ({ name: r.space.name, guid: r.guid })),
        days: doc.days.map((day, index) => ({
          index: index + 1,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(
            doc.rooms
              .map((room) => [room.space.name, doc.items.filter((i) => i.day === day.date && i.space.id === room.space.id).map((i) => c3vocEvent(doc, i))] as const)
              .filter(([, list]) => list.length > 0),
          ),
        })),
      },
    },
  };
}

function c3vocEvent(doc: ProgramDocument, item: ExportItem) {
  return {
    guid: item.guid,
    id: item.row.id,
    date: item.date,
    start: item.start,
    duration: item.duration,
    room: item.space.name,
    slug: item.slug,
    url: `${doc.publicUrl}/${encodeURIComponent(doc.event.slug)}/program?item=${item.row.id}`,
    title: item.row.name,
    subtitle: item.row.subtitle,
    track: item.track,
    type: item.type,
    language: doc.event.language.slice(0, 2),
    abstract: item.abstract,
    description: '',
    persons: item.performers.map((p) => ({
      guid: p.guid,
      name: p.name,
      biography: plain(p.about),
      avatar: p.mugshot ? new URL(p.mugshot, `${doc.publicUrl}/`).href : null,
    })),
    links: item.row.links.map((l) => ({ title: l.title, url: l.url })),
  };
}
