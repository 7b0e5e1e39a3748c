/**
 * The rules of one-to-one appointments (spec 2 §4–§5, §9; issue 12), without zod or a database, so the
 * server and the web app decide alike: the state machine, overlap with its 1-second margin, consecutive
 * slots, day parts in a time zone and the join window. docs/decisions/0034-appointments.md.
 */

export const appointmentStatuses = ['PENDING', 'ACCEPTED', 'DENIED', 'CANCELLED', 'UPDATED', 'BLOCKED'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentLocationTypes = ['VIRTUAL', 'IN_PERSON'] as const;
export type AppointmentLocationType = (typeof appointmentLocationTypes)[number];

/** Display labels of the statuses the list shows (spec 2 §3). */
export const appointmentStatusLabels: Partial<Record<AppointmentStatus, string>> = {
  PENDING: 'pending',
  DENIED: 'declined',
  ACCEPTED: 'accepted',
  CANCELLED: 'cancelled',
};

/** Spec 2 §9. */
export const appointmentPageSize = 10;
export const blockedSubject = 'Blocked';
export const overlapMarginMs = 1000;
export const joinBeforeStartMs = 5 * 60_000;
export const calendarStepMinutes = 15;
export const dateStripDays = 10;
export const suggestionCount = 3;
/** Length of a suggested slot unless the caller asks for another. */
export const defaultSuggestionMinutes = 30;
/** Suggestions fall within these hours of the event's day (its time zone): nobody wants 03:00. */
export const suggestionHours = { from: 8, to: 20 } as const;

export type AppointmentAction = 'accept' | 'deny' | 'cancel' | 'reschedule';

/** What the rules need to know of an appointment. */
export interface AppointmentFacts {
  status: AppointmentStatus;
  sender: number;
  receiver: number;
  start_date: string | Date;
  end_date: string | Date;
}

export type RefusalKind = 'not_party' | 'wrong_party' | 'started' | 'wrong_status';

/** Why an action is refused, with the readable text the API answers. */
export interface ActionRefusal {
  kind: RefusalKind;
  detail: string;
}

const ms = (d: string | Date) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

const whoMay: Record<AppointmentAction, string> = {
  accept: 'Only the person who received this request can accept it.',
  deny: 'Only the person who received this request can decline it.',
  reschedule: 'Only the person who sent this request can reschedule it.',
  cancel: 'Only the person who sent this request can cancel it while it is pending.',
};

const statusRefusal: Record<AppointmentAction, string> = {
  accept: 'Only a pending request can be accepted.',
  deny: 'Only a pending request can be declined.',
  reschedule: 'Only a pending request can be rescheduled.',
  cancel: 'Only a pending or accepted appointment can be cancelled.',
};

/**
 * May `userId` do `action` now? Null when yes. The receiver accepts or denies a PENDING request; the
 * sender reschedules or cancels it; either party cancels an ACCEPTED one; all only while the start is
 * in the future. Anyone else is no party at all.
 */
export function actionRefusal(a: AppointmentFacts, userId: number, action: AppointmentAction, now: Date): ActionRefusal | null {
  const isSender = a.sender === userId;
  const isReceiver = a.receiver === userId;
  if (a.status === 'BLOCKED' || (!isSender && !isReceiver)) return { kind: 'not_party', detail: 'You are not a party to this appointment.' };
  if (ms(a.start_date) <= now.getTime()) return { kind: 'started', detail: 'This appointment has already started; it can no longer be changed.' };
  switch (action) {
    case 'accept':
    case 'deny':
      if (a.status !== 'PENDING') return { kind: 'wrong_status', detail: statusRefusal[action] };
      return isReceiver ? null : { kind: 'wrong_party', detail: whoMay[action] };
    case 'reschedule':
      if (a.status !== 'PENDING') return { kind: 'wrong_status', detail: statusRefusal[action] };
      return isSender ? null : { kind: 'wrong_party', detail: whoMay[action] };
    case 'cancel':
      if (a.status === 'ACCEPTED') return null;
      if (a.status !== 'PENDING') return { kind: 'wrong_status', detail: statusRefusal[action] };
      return isSender ? null : { kind: 'wrong_party', detail: whoMay[action] };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown appointment action ${String(unknown)}`);
    }
  }
}

/** The actions the person may take now (what the web app offers). */
export function allowedActions(a: AppointmentFacts, userId: number, now: Date): AppointmentAction[] {
  return (['accept', 'deny', 'reschedule', 'cancel'] as const).filter((action) => actionRefusal(a, userId, action, now) === null);
}

/** The status an action leaves the appointment in (a reschedule leaves the earlier one UPDATED). */
export const statusAfter: Record<AppointmentAction, AppointmentStatus> = {
  accept: 'ACCEPTED',
  deny: 'DENIED',
  cancel: 'CANCELLED',
  reschedule: 'UPDATED',
};

/** Statuses that hold both people's time (a pending request holds it until answered). */
export const holdingStatuses: readonly AppointmentStatus[] = ['PENDING', 'ACCEPTED', 'BLOCKED'];

export interface TimeRange {
  start_date: string | Date;
  end_date: string | Date;
}

/**
 * Whether two ranges overlap by more than the margin (spec 2 §5): ranges that touch, or share at most
 * one second, do not count as overlapping.
 */
export function overlaps(a: TimeRange, b: TimeRange, marginMs = overlapMarginMs): boolean {
  const shared = Math.min(ms(a.end_date), ms(b.end_date)) - Math.max(ms(a.start_date), ms(b.start_date));
  return shared > marginMs;
}

/** Whether the range overlaps any of `others` (beyond the margin). */
export function overlapsAny(range: TimeRange, others: readonly TimeRange[], marginMs = overlapMarginMs): boolean {
  return others.some((other) => overlaps(range, other, marginMs));
}

/** Whether the picked slots, in any order, follow one another without a gap (spec 2 §5). */
export function areConsecutive(slots: readonly TimeRange[]): boolean {
  const sorted = [...slots].sort((x, y) => ms(x.start_date) - ms(y.start_date));
  return sorted.every((slot, i) => i === 0 || ms(sorted[i - 1]!.end_date) === ms(slot.start_date));
}

/** The picked consecutive slots as one range, or null when none or not consecutive. */
export function mergeSlots(slots: readonly TimeRange[]): { start_date: Date; end_date: Date } | null {
  if (slots.length === 0 || !areConsecutive(slots)) return null;
  const starts = slots.map((s) => ms(s.start_date));
  const ends = slots.map((s) => ms(s.end_date));
  return { start_date: new Date(Math.min(...starts)), end_date: new Date(Math.max(...ends)) };
}

/** Join from 5 minutes before the start until the end, only when the appointment has a call (spec 2 §4). */
export function canJoin(a: TimeRange & { twilio_name: string | null; status: AppointmentStatus }, now: Date): boolean {
  const t = now.getTime();
  return a.status === 'ACCEPTED' && !!a.twilio_name && t >= ms(a.start_date) - joinBeforeStartMs && t < ms(a.end_date);
}

/** Whole minutes until the start, rounded up (the 'starts in N minutes' toast); 0 once started. */
export function minutesUntil(a: TimeRange, now: Date): number {
  return Math.max(0, Math.ceil((ms(a.start_date) - now.getTime()) / 60_000));
}

// --- time zones and day parts ------------------------------------------------------------------------

export const dayParts = ['NIGHT', 'MORNING', 'AFTERNOON', 'EVENING'] as const;
export type DayPart = (typeof dayParts)[number];
/** Spec 2 §3: NIGHT 00–06, MORNING 06–12, AFTERNOON 12–18, EVENING 18–24. */
export const dayPartHours: Record<DayPart, { from: number; to: number }> = {
  NIGHT: { from: 0, to: 6 },
  MORNING: { from: 6, to: 12 },
  AFTERNOON: { from: 12, to: 18 },
  EVENING: { from: 18, to: 24 },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The calendar day (`yyyy-MM-dd`) of an instant in a time zone. */
export function zonedDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant of a wall-clock time (`day` as `yyyy-MM-dd`, hour may be 24 for the day's end) in a time
 * zone. A time a daylight-saving change skips falls an hour later, as clocks do.
 */
export function zonedTime(day: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, hour, minute);
  const first = offsetMs(new Date(guess), timeZone);
  const candidate = guess - first;
  const second = offsetMs(new Date(candidate), timeZone);
  return new Date(second === first ? candidate : guess - second);
}

/** The day part an instant falls in, in a time zone. */
export function dayPartOf(instant: Date, timeZone: string): DayPart {
  const { hour } = zonedParts(instant, timeZone);
  return dayParts.find((part) => hour >= dayPartHours[part].from && hour < dayPartHours[part].to)!;
}

/** The day part of a day as instants: `[start, end)`. */
export function dayPartRange(day: string, part: DayPart, timeZone: string): { start_date: Date; end_date: Date } {
  const hours = dayPartHours[part];
  return { start_date: zonedTime(day, hours.from, 0, timeZone), end_date: zonedTime(day, hours.to, 0, timeZone) };
}

/** The slots of `stepMinutes` within `[from, to)`, aligned to the step from `from`. */
export function slotsBetween(from: Date, to: Date, stepMinutes = calendarStepMinutes): { start_date: Date; end_date: Date }[] {
  const step = stepMinutes * 60_000;
  const slots: { start_date: Date; end_date: Date }[] = [];
  for (let t = from.getTime(); t + step <= to.getTime(); t += step) slots.push({ start_date: new Date(t), end_date: new Date(t + step) });
  return slots;
}

/** The slots of a day part; with `busy`, only those overlapping none of them (the other person's free slots). */
export function dayPartSlots(day: string, part: DayPart, timeZone: string, busy: readonly TimeRange[] = [], stepMinutes = calendarStepMinutes) {
  const range = dayPartRange(day, part, timeZone);
  return slotsBetween(range.start_date, range.end_date, stepMinutes).filter((slot) => !overlapsAny(slot, busy));
}

/** Days `yyyy-MM-dd` from `first` to `last`, both included (the date strip's days). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  for (let t = Date.UTC(y, m - 1, d); ; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (day > last) break;
    days.push(day);
  }
  return days;
}
