import { useEffect, useState } from 'react';
import { viewerTimeZone } from '@foyer/domain';

/** The meeting clock ticks every 1000 ms (spec 2 §9): join buttons open and close on time. */
export function useTick(everyMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * Appointments are shown on the viewer's own clock (decision 0035): two people meeting one to one each
 * read the time in their own zone, and the availability calendar (FullCalendar) works in it.
 */
export const appointmentTimeZone = (): string => viewerTimeZone();

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** 24-hour HH:mm (spec 2 §2). */
export const timeOf = (iso: string | Date, locale: string): string => format(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** 'Tue 24 Nov 2026, 10:00–10:30'. */
export function whenOf(a: { start_date: string; end_date: string }, locale: string): string {
  const day = format(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(a.start_date));
  return `${day}, ${timeOf(a.start_date, locale)}–${timeOf(a.end_date, locale)}`;
}

/** A strip day `yyyy-MM-dd` as its weekday and day number. */
export function stripDay(day: string, locale: string): { weekday: string; date: string; full: string } {
  const noon = new Date(`${day}T12:00:00Z`);
  return {
    weekday: format(locale, { weekday: 'short', timeZone: 'UTC' }).format(noon),
    date: format(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(noon),
    full: format(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(noon),
  };
}
