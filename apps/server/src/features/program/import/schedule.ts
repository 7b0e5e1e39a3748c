import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { durationMinutes, instantOf, isTimeZone } from '@foyer/domain';

/**
 * A schedule as pretalx and frab export it (frab XML, frab/pretalx JSON), read into one shape. Every
 * problem names where it is: the line and column of a syntax error, the path of a missing or wrong
 * field (`schedule.conference.days[0].rooms.Main[1].date`).
 */

export interface SchedulePerson {
  /** `guid`, else `id` / `code`; null when the file gives none (matched by name then). */
  externalId: string | null;
  name: string;
  biography: string;
  avatar: string | null;
}

export interface ScheduleEvent {
  /** `guid`, else `id`: how a re-import finds the item again. */
  externalId: string;
  path: string;
  room: string;
  title: string;
  subtitle: string;
  track: string | null;
  type: string | null;
  abstract: string;
  description: string;
  start: Date;
  end: Date;
  persons: SchedulePerson[];
  links: { title: string; url: string }[];
}

export interface Schedule {
  title: string;
  /** The conference's timezone when the file names one. */
  timeZone: string | null;
  rooms: string[];
  trackColors: Map<string, string>;
  events: ScheduleEvent[];
}

export class ScheduleError extends Error {}

type Node = Record<string, unknown>;

const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Node)['#text']);
  return String(v).trim();
};
const list = (v: unknown): unknown[] => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]);

function lineOf(source: string, position: number): { line: number; column: number } {
  const before = source.slice(0, position);
  const line = before.split('\n').length;
  return { line, column: position - before.lastIndexOf('\n') };
}

/** Start and end of an event: `date` with its offset as written, else the day's date and `start` in the zone. */
function times(path: string, fields: { date: string; start: string; duration: string; day: string }, zone: string): { start: Date; end: Date } {
  let start: Date | null = null;
  if (fields.date) start = instantOf(fields.date, zone);
  else if (fields.day && fields.start) start = instantOf(`${fields.day}T${fields.start}`, zone);
  if (!start) throw new ScheduleError(`${path}.date: not a date and time: "${fields.date || `${fields.day} ${fields.start}`}"`);
  const minutes = durationMinutes(fields.duration);
  if (minutes === null || minutes <= 0) throw new ScheduleError(`${path}.duration: not a duration (HH:MM): "${fields.duration}"`);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
}

function zoneOf(name: string, path: string, fallback: string): { zone: string; named: string | null } {
  if (!name) return { zone: fallback, named: null };
  if (!isTimeZone(name)) throw new ScheduleError(`${path}: unknown timezone "${name}"`);
  return { zone: name, named: name };
}

/** frab's schedule XML. */
export function parseFrabXml(source: string, eventTimeZone: string): Schedule {
  const valid = XMLValidator.validate(source);
  if (valid !== true) throw new ScheduleError(`line ${valid.err.line}, column ${valid.err.col}: ${valid.err.msg}`);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, trimValues: true }).parse(source) as Node;
  const schedule = doc.schedule as Node | undefined;
  if (!schedule || typeof schedule !== 'object') throw new ScheduleError('schedule: the root element <schedule> is missing');
  const conference = (schedule.conference ?? {}) as Node;
  const { zone, named } = zoneOf(text(conference.time_zone_name), 'schedule/conference/time_zone_name', eventTimeZone);
  const rooms = new Set<string>();
  const events: ScheduleEvent[] = [];
  list(schedule.day).forEach((dayNode, d) => {
    const day = dayNode as Node;
    const dayDate = text(day['@date']);
    list(day.room).forEach((roomNode, r) => {
      const room = roomNode as Node;
      const roomName = text(room['@name']);
      const roomPath = `schedule/day[${d + 1}]/room[${r + 1}]`;
      if (!roomName) throw new ScheduleError(`${roomPath}/@name: a room needs a name`);
      rooms.add(roomName);
      list(room.event).forEach((eventNode, e) => {
        const ev = eventNode as Node;
        const path = `${roomPath}/event[${e + 1}]`;
        const externalId = text(ev['@guid']) || text(ev['@id']);
        if (!externalId) throw new ScheduleError(`${path}: an event needs a guid or an id`);
        const title = text(ev.title);
        if (!title) throw new ScheduleError(`${path}/title: an event needs a title`);
        const span = times(path.replace(/\//g, '.'), { date: text(ev.date), start: text(ev.start), duration: text(ev.duration), day: dayDate }, zone);
        const persons = list((ev.persons as Node | undefined)?.person).map((p): SchedulePerson => {
          const person = (typeof p === 'object' ? p : { '#text': p }) as Node;
          return { externalId: text(person['@guid']) || text(person['@id']) || null, name: text(person), biography: '', avatar: null };
        });
        const links = list((ev.links as Node | undefined)?.link).map((l) => {
          const link = (typeof l === 'object' ? l : { '#text': l }) as Node;
          return { title: text(link) || text(link['@href']), url: text(link['@href']) };
        });
        events.push({
          externalId, path, room: text(ev.room) || roomName, title, subtitle: text(ev.subtitle), track: text(ev.track) || null, type: text(ev.type) || null,
          abstract: text(ev.abstract), description: text(ev.description), ...span, persons: persons.filter((p) => p.name), links: links.filter((l) => /^https?:\/\//.test(l.url)),
        });
      });
    });
  });
  return { title: text(conference.title), timeZone: named, rooms: [...rooms], trackColors: new Map(), events };
}

/** The frab-compatible JSON pretalx exports (`schedule.json`). */
export function parseFrabJson(source: string, eventTimeZone: string): Schedule {
  let doc: Node;
  try {
    doc = JSON.parse(source) as Node;
  } catch (err) {
    const message = (err as Error).message;
    const position = /position (\d+)/.exec(message);
    const where = position ? lineOf(source, Number(position[1])) : null;
    throw new ScheduleError(where ? `line ${where.line}, column ${where.column}: ${message}` : message);
  }
  const schedule = doc?.schedule as Node | undefined;
  if (!schedule || typeof schedule !== 'object') throw new ScheduleError('schedule: the object "schedule" is missing');
  const conference = schedule.conference as Node | undefined;
  if (!conference || typeof conference !== 'object') throw new ScheduleError('schedule.conference: missing');
  const { zone, named } = zoneOf(text(conference.time_zone_name), 'schedule.conference.time_zone_name', eventTimeZone);
  const trackColors = new Map<string, string>();
  for (const t of list(conference.tracks)) {
    const track = t as Node;
    if (text(track.name) && /^#[0-9a-f]{6}$/i.test(text(track.color))) trackColors.set(text(track.name), text(track.color).toLowerCase());
  }
  const rooms = new Set<string>(list(conference.rooms).map((r) => text((r as Node).name)).filter(Boolean));
  const events: ScheduleEvent[] = [];
  const days = conference.days;
  if (!Array.isArray(days)) throw new ScheduleError('schedule.conference.days: must be a list');
  days.forEach((dayNode, d) => {
    const day = dayNode as Node;
    const dayRooms = (day.rooms ?? {}) as Node;
    if (typeof dayRooms !== 'object' || Array.isArray(dayRooms)) throw new ScheduleError(`schedule.conference.days[${d}].rooms: must be an object of rooms`);
    for (const [roomName, roomEvents] of Object.entries(dayRooms)) {
      rooms.add(roomName);
      const roomPath = `schedule.conference.days[${d}].rooms.${roomName}`;
      if (!Array.isArray(roomEvents)) throw new ScheduleError(`${roomPath}: must be a list of events`);
      roomEvents.forEach((eventNode, e) => {
        const ev = eventNode as Node;
        const path = `${roomPath}[${e}]`;
        if (!ev || typeof ev !== 'object') throw new ScheduleError(`${path}: must be an event object`);
        const externalId = text(ev.guid) || text(ev.id);
        if (!externalId) throw new ScheduleError(`${path}: an event needs a guid or an id`);
        const title = text(ev.title);
        if (!title) throw new ScheduleError(`${path}.title: an event needs a title`);
        const span = times(path, { date: text(ev.date), start: text(ev.start), duration: text(ev.duration), day: text(day.date) }, zone);
        const persons = list(ev.persons).map((p): SchedulePerson => {
          const person = p as Node;
          return {
            externalId: text(person.guid) || text(person.code) || text(person.id) || null,
            name: text(person.public_name) || text(person.name),
            biography: text(person.biography),
            avatar: /^https?:\/\//.test(text(person.avatar)) ? text(person.avatar) : null,
          };
        });
        const links = list(ev.links).map((l) => ({ title: text((l as Node).title) || text((l as Node).url), url: text((l as Node).url) }));
        events.push({
          externalId, path, room: text(ev.room) || roomName, title, subtitle: text(ev.subtitle), track: text(ev.track) || null, type: text(ev.type) || null,
          abstract: text(ev.abstract), description: text(ev.description), ...span, persons: persons.filter((p) => p.name), links: links.filter((l) => /^https?:\/\//.test(l.url)),
        });
      });
    }
  });
  return { title: text(conference.title), timeZone: named, rooms: [...rooms], trackColors, events };
}

/** By its first character: `<` is XML, `{` JSON. */
export function parseSchedule(source: string, eventTimeZone: string): Schedule {
  const start = source.trimStart()[0];
  if (start === '<') return parseFrabXml(source, eventTimeZone);
  if (start === '{') return parseFrabJson(source, eventTimeZone);
  throw new ScheduleError('line 1, column 1: neither frab XML (<schedule>) nor frab/pretalx JSON ({"schedule": …})');
}
