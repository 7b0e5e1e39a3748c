import { TZDate } from '@date-fns/tz';

/**
 * Times are stored in UTC and shown in the event's timezone (issues 11 and 12). These helpers place instants on
 * an event's calendar days, and wall-clock times of a timezone back on instants. A day is the wall-clock day of the timezone: on a day with a DST change it lasts
 * 23 or 25 hours, and the timetable places items by their wall-clock minutes.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date (`YYYY-MM-DD`) of an instant in a timezone. */
export function dateIn(instant: Date | number | string, timeZone: string): string {
  const d = new TZDate(new Date(instant).getTime(), timeZone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Wall-clock hour and minute of an instant in a timezone. */
export function wallClock(instant: Date | number | string, timeZone: string): { hour: number; minute: number } {
  const d = new TZDate(new Date(instant).getTime(), timeZone);
  return { hour: d.getHours(), minute: d.getMinutes() };
}

/** The instant a calendar date begins in a timezone (local midnight). */
export function startOfDayIn(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timeZone).getTime());
}

/** The UTC range of a calendar day in a timezone, as the program calls take it (`from_datetime`, `until_datetime`). */
export function dayRangeIn(date: string, timeZone: string): { from_datetime: string; until_datetime: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from_datetime: startOfDayIn(date, timeZone).toISOString(), until_datetime: startOfDayIn(next, timeZone).toISOString() };
}

/**
 * Minutes from the start of `date` (wall clock in the timezone) to an instant, clamped to the day:
 * an item that began the day before starts at 0, one that ends the day after ends at 1440.
 */
export function minutesIntoDay(instant: Date | number | string, date: string, timeZone: string): number {
  const day = dateIn(instant, timeZone);
  if (day < date) return 0;
  if (day > date) return 1440;
  const { hour, minute } = wallClock(instant, timeZone);
  return hour * 60 + minute;
}

/** The viewer's own timezone (the browser's), UTC when unknown. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Whether two timezones show different clocks at an instant (Europe/Amsterdam and Europe/Brussels do not). */
export function clocksDiffer(a: string, b: string, at: Date | number = Date.now()): boolean {
  if (a === b) return false;
  const x = new TZDate(new Date(at).getTime(), a);
  const y = new TZDate(new Date(at).getTime(), b);
  return x.getTimezoneOffset() !== y.getTimezoneOffset();
}

/**
 * A fast `minutesIntoDay` for one day: instants map to wall-clock minutes by subtraction when the day has
 * no DST change (nearly every day), and through the timezone only on the two days a year that do.
 */
export function dayMinutes(date: string, timeZone: string): (instant: string | number | Date) => number {
  const { from_datetime, until_datetime } = dayRangeIn(date, timeZone);
  const from = Date.parse(from_datetime);
  const until = Date.parse(until_datetime);
  if (until - from !== 86_400_000) return (instant) => minutesIntoDay(instant, date, timeZone);
  return (instant) => {
    const t = new Date(instant).getTime();
    if (t <= from) return 0;
    if (t >= until) return 1440;
    return Math.floor((t - from) / 60_000);
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time (`day` as `yyyy-MM-dd`, hour may be 24 for the day's end) in a time
 * zone. A time a daylight-saving change skips falls an hour later, as clocks do.
 */
export function zonedTime(day: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  const first = offsetMs(new Date(guess), timeZone);
  const candidate = guess - first;
  const second = offsetMs(new Date(candidate), timeZone);
  return new Date(second === first ? candidate : guess - second);
}

/** The days (in the timezone) an entry from `start` to `end` touches; one ending at midnight does not touch the next day. */
export function daysTouched(start: Date, end: Date, timeZone: string): string[] {
  const days = new Set<string>();
  const last = new Date(Math.max(start.getTime(), end.getTime() - 1));
  for (let t = start.getTime(); ; t += 3_600_000) {
    const day = dateIn(Math.min(t, last.getTime()), timeZone);
    days.add(day);
    if (t >= last.getTime()) break;
  }
  return [...days].sort();
}
