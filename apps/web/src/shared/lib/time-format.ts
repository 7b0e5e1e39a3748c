import type { PreviewConfig } from '@foyer/contracts';

/** The event's clock (its preview configuration's `time_format`). */
export type TimeFormat = PreviewConfig['time_format'];

/**
 * Intl options for a time of day on the event's clock: '24h' gives 09:30 and 14:00, '12h' gives
 * 9:30 AM and 2:00 PM (in the words of the locale). The locale alone must not decide it.
 */
export function timeOfDayOptions(format: TimeFormat, timeZone?: string): Intl.DateTimeFormatOptions {
  return format === '12h'
    ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone };
}

/** Intl options for a date with its time of day on the event's clock (tooltips of chat and feed times). */
export function dateTimeOptions(format: TimeFormat, timeZone?: string): Intl.DateTimeFormatOptions {
  return { year: 'numeric', month: 'short', day: 'numeric', ...timeOfDayOptions(format, timeZone) };
}
