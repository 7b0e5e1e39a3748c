/** 'May 12 – 14, 2026' in the event's time zone and the app's language; '' when the dates are unreadable. */
export function formatEventDates(start: string, end: string, locale: string, timeZone: string): string {
  const from = new Date(start);
  const to = new Date(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return '';
  try {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
    return from.getTime() <= to.getTime() ? format.formatRange(from, to) : format.format(from);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(from);
  }
}
