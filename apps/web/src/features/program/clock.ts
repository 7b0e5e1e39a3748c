import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentEvent } from '@foyer/contracts';
import { clocksDiffer, viewerTimeZone } from '@foyer/domain';
import { timeOfDayOptions } from '@/shared/lib/time-format';

/** How the program shows times: in the event's timezone, on the event's clock, in the app's language. */
export interface ProgramClock {
  timeZone: string;
  /** The viewer's own timezone when its clock differs from the event's, else null. */
  viewerZone: string | null;
  time(iso: string | number | Date): string;
  range(start: string, end: string): string;
  /** A wall-clock minute of the day (0–1439) on the event's clock: the time axis labels. */
  minuteOfDay(minute: number): string;
  /** A calendar date `YYYY-MM-DD` as 'Tuesday 24 November'. */
  day(date: string): string;
  /** A calendar date as '24 Nov'. */
  shortDay(date: string): string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** Noon UTC of a calendar date: formatting it with timeZone UTC names that same date everywhere. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

export function programClock(event: Pick<CurrentEvent, 'timezone' | 'preview_config'>, locale: string, viewer = viewerTimeZone()): ProgramClock {
  const timeZone = event.timezone || 'UTC';
  const timeOptions = timeOfDayOptions(event.preview_config.time_format, timeZone);
  const time = (iso: string | number | Date) => formatter(locale, timeOptions).format(new Date(iso));
  return {
    timeZone,
    viewerZone: clocksDiffer(timeZone, viewer) ? viewer : null,
    time,
    range: (start, end) => `${time(start)}–${time(end)}`,
    minuteOfDay: (minute) =>
      formatter(locale, timeOfDayOptions(event.preview_config.time_format, 'UTC')).format(new Date(Date.UTC(2000, 0, 1, 0, minute))).replace(/\s/g, '\u00a0'),
    day: (date) => formatter(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(noonOf(date)),
    shortDay: (date) => formatter(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(noonOf(date)),
  };
}

/** The program's clock for the current event (UTC on a 24-hour clock until the event has loaded). */
export function useProgramClock(event: Pick<CurrentEvent, 'timezone' | 'preview_config'> | undefined): ProgramClock {
  const { i18n } = useTranslation();
  const timezone = event?.timezone ?? 'UTC';
  const format = event?.preview_config.time_format ?? '24h';
  return useMemo(() => programClock({ timezone, preview_config: { time_format: format } as CurrentEvent['preview_config'] }, i18n.language), [timezone, format, i18n.language]);
}

/** 'Europe/Brussels' as people read it: 'Europe/Brussels' → 'Europe/Brussels', underscores as spaces. */
export const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');
