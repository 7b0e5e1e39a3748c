/** What decides whether attendees see the event's attendee list now (decision 0071). */
export interface AttendeeListWindow {
  /** The event's first and last day (`YYYY-MM-DD`), in its time zone. */
  startDate: string;
  endDate: string;
  timeZone: string;
  /** The event-preview switch `show_attendees_outside_event`. */
  showOutsideEvent: boolean;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone, with the platform's own Intl (no library: the top bar asks). */
function dayIn(instant: Date | number | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether the event's attendee list is open to attendees at `now`: on the event's days (in its time zone)
 * always, before and after them only when the organisers switched `show_attendees_outside_event` on
 * (spec 1: "attendee-list visibility outside the event"). The event's owners and organisers see it always.
 */
export function attendeeListOpen(w: AttendeeListWindow, now: Date | number): boolean {
  if (w.showOutsideEvent) return true;
  // A day ('2026-05-12') is the event's own; an instant ('2026-05-12T08:00:00Z') falls on a day of its time zone.
  const day = (value: string) => (value.length > 10 ? dayIn(value, w.timeZone) : value);
  const today = dayIn(now, w.timeZone);
  return today >= day(w.startDate) && today <= day(w.endDate);
}
