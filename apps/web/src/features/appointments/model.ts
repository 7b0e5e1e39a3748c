import { dateStripDays, type AppointmentLocationType, type AppointmentPerson, type AppointmentSchedule, type AppointmentStatus } from '@foyer/contracts';
import { areConsecutive, dateIn, daysBetween } from '@foyer/domain';
import { personName } from '@/shared/ui/person-name';

/**
 * What the appointment views decide without React: whom a row is about, what it shows, which days the
 * request dialog offers and which slots may be picked. The rules themselves are shared with the server: who may
 * do what and the join window are the contracts' (appointment-rules.ts), overlaps and consecutive slots the
 * domain's time (packages/domain/src/time).
 */

/** The other party of an appointment, seen from the viewer. */
export function otherParty(a: Pick<AppointmentSchedule, 'sender' | 'sender_info' | 'receiver_info'>, viewerId: number | undefined): AppointmentPerson {
  return a.sender === viewerId ? a.receiver_info : a.sender_info;
}

export { personName };

/** The label key of a status (spec 2 §3: pending, declined, accepted, cancelled; ours: rescheduled). */
export const statusLabelKey = (status: AppointmentStatus): string => `appointments.status.${status.toLowerCase()}`;

/** Rows with status CANCELLED or DENIED show at half opacity (spec 2 §2). */
export const isFaded = (status: AppointmentStatus): boolean => status === 'CANCELLED' || status === 'DENIED';

/**
 * What a list row shows in its last column (spec 2 §2): an ACCEPTED row its join control when it has a
 * call, else its location; everything else its status text.
 */
export function rowDisplay(a: Pick<AppointmentSchedule, 'status' | 'twilio_name' | 'location'>): 'join' | 'location' | 'status' {
  if (a.status !== 'ACCEPTED') return 'status';
  if (a.twilio_name) return 'join';
  return a.location ? 'location' : 'status';
}

/** The location type a (re)scheduling dialog starts with: IN_PERSON when the previous schedule had a location (spec 2 §5). */
export function defaultLocationType(previous: Pick<AppointmentSchedule, 'location'> | null | undefined): AppointmentLocationType {
  return previous?.location ? 'IN_PERSON' : 'VIRTUAL';
}

/**
 * The request dialog's days (spec 2 §4–§5): from today (or the event's first day, if later) to the event's
 * last day, never before today nor after the event; `null` when the event is over.
 */
export function dialogDays(now: Date, timeZone: string, event: { start_date: string; end_date: string }): string[] {
  const today = dateIn(now, timeZone);
  const first = event.start_date.slice(0, 10) > today ? event.start_date.slice(0, 10) : today;
  const last = event.end_date.slice(0, 10);
  return first > last ? [] : daysBetween(first, last);
}

/** The date strip shows 10 days a page. */
export function stripPage<T>(days: readonly T[], page: number): T[] {
  return days.slice(page * dateStripDays, (page + 1) * dateStripDays);
}

export const stripPages = (count: number): number => Math.max(1, Math.ceil(count / dateStripDays));

export interface Slot {
  start_date: string;
  end_date: string;
}

/**
 * Picks or unpicks a slot. The picked slots must stay consecutive (spec 2 §5): a pick or an unpick that
 * would leave a gap is refused, and the caller shows 'please pick only consecutive time slots'.
 */
export function toggleSlot(picked: readonly Slot[], slot: Slot): { picked: Slot[]; refused: boolean } {
  const has = picked.some((s) => s.start_date === slot.start_date);
  const next = has ? picked.filter((s) => s.start_date !== slot.start_date) : [...picked, slot];
  if (!areConsecutive(next)) return { picked: [...picked], refused: true };
  return { picked: next.sort((a, b) => Date.parse(a.start_date) - Date.parse(b.start_date)), refused: false };
}

/** Slots of `minutes`-long suggestion as the 15-minute slots the grid picks. */
export function slotsOf(range: Slot, stepMinutes = 15): Slot[] {
  const out: Slot[] = [];
  const step = stepMinutes * 60_000;
  for (let t = Date.parse(range.start_date); t + step <= Date.parse(range.end_date); t += step) {
    out.push({ start_date: new Date(t).toISOString(), end_date: new Date(t + step).toISOString() });
  }
  return out;
}
