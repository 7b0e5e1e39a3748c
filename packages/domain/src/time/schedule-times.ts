import { TZDate } from '@date-fns/tz';

/**
 * Times as schedules and calendars write them. Program times are stored in UTC; imports bring wall-clock times
 * of a timezone, calendar feeds write wall-clock times with a TZID: these are the two conversions, through
 * @date-fns/tz, and the durations schedules give.
 */

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Whether the runtime knows the IANA timezone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time of an instant in a timezone, `YYYY-MM-DDTHH:mm:ss` (no offset). */
export function wallClockIn(instant: Date, zone: string): string {
  const d = new TZDate(instant.getTime(), zone);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const offsetPattern = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Whether an ISO-like time carries its own offset (`Z`, `+02:00`). */
export const hasOffset = (text: string): boolean => offsetPattern.test(text.trim());

/**
 * The instant of a time as a schedule writes it: with an offset it is taken as written; a bare local time
 * (`2026-03-29T02:30`) is read in `zone`. A local time that does not exist (skipped by a DST change) moves
 * forward by the gap, as clocks do; an ambiguous one (repeated) takes the first occurrence. Null when
 * the text is no time.
 */
export function instantOf(text: string, zone: string): Date | null {
  const value = text.trim();
  if (hasOffset(value)) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : new Date(parsed);
  }
  const m = localPattern.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, zone).getTime());
}

/** `HH:MM` or `H:MM:SS` (frab's `duration`) in minutes; null when it is none. */
export function durationMinutes(text: string): number | null {
  const m = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]) + Math.round(Number(m[3] ?? 0) / 60);
}
