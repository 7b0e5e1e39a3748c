import { instantOf, wallClockIn } from '@foyer/domain';

/**
 * The console edits program times as the event's wall clock (what the timetable shows), whatever the
 * organiser's own timezone: the pickers hold `YYYY-MM-DD HH:mm:ss` in the event's zone.
 */
export const pickerValueOf = (iso: string, zone: string): string => wallClockIn(new Date(iso), zone).replace('T', ' ');

/** A picker's wall-clock value in the event's zone as an instant (ISO 8601), or null when it is none. */
export function instantOfPicker(value: string | null, zone: string): string | null {
  if (!value) return null;
  return instantOf(value.trim().replace(' ', 'T'), zone)?.toISOString() ?? null;
}

/** `10:00–11:30` in the event's zone and the reader's language. */
export function timeRange(startIso: string, endIso: string, zone: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: zone });
  return `${format.format(new Date(startIso))}–${format.format(new Date(endIso))}`;
}

/** `Mon 1 Jun` of a calendar day in the reader's language. */
export function dayLabel(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
