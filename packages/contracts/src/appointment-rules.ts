/**
 * The rules of one-to-one appointments (spec 2 §4–§5, §9; issue 12), without zod or a database, so the
 * server and the web app decide alike: the statuses, the state machine and the join window. The time maths
 * they stand on (overlap with its 1-second margin, consecutive slots, day parts in a time zone) is
 * `@foyer/domain`'s (decision 0078). docs/decisions/0034-appointments.md.
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
export const joinBeforeStartMs = 5 * 60_000;
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

/** Join from 5 minutes before the start until the end, only when the appointment has a call (spec 2 §4). */
export function canJoin(a: Pick<AppointmentFacts, 'start_date' | 'end_date'> & { twilio_name: string | null; status: AppointmentStatus }, now: Date): boolean {
  const t = now.getTime();
  return a.status === 'ACCEPTED' && !!a.twilio_name && t >= ms(a.start_date) - joinBeforeStartMs && t < ms(a.end_date);
}

/** Whole minutes until the start, rounded up (the 'starts in N minutes' toast); 0 once started. */
export function minutesUntil(a: Pick<AppointmentFacts, 'start_date' | 'end_date'>, now: Date): number {
  return Math.max(0, Math.ceil((ms(a.start_date) - now.getTime()) / 60_000));
}

