/** An event's days (`YYYY-MM-DD`, or an instant whose date part is its day) as one range in the language given. */
export function formatEventDays(start: string, end: string, language: string): string {
  const day = (value: string) => new Date(`${value.slice(0, 10)}T12:00:00Z`);
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const [from, to] = [day(start), day(end)];
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return to.getTime() <= from.getTime() ? format.format(from) : format.formatRange(from, to);
}
