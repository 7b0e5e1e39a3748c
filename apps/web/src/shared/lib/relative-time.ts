import { useEffect, useState } from 'react';

/** Chat and feed times are refreshed every minute (spec 3 §9 "chat timestamp refresh 60 s"). */
export const TIMESTAMP_REFRESH_MS = 60_000;

/** The current time, updated every `everyMs`. */
export function useNow(everyMs = TIMESTAMP_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

const steps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', Number.POSITIVE_INFINITY],
];

/** 'just now' under a minute, then '5 minutes ago', '3 hours ago', … in the reader's language. */
export function formatRelative(iso: string, now: number, locale: string, justNow: string): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  if (Math.abs(seconds) < 60) return justNow;
  let value = seconds / 60;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'week');
}
