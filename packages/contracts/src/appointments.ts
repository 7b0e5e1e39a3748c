import { z } from 'zod';
import { isoDateTime, isoDateTimeQuery } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordId, recordIdParam, storableText } from './http';
import { rateLimits } from './rate-limits';
import { basicUser } from './users';
import {
  appointmentLocationTypes,
  appointmentPageSize,
  appointmentStatuses,
  blockedSubject,
  defaultSuggestionMinutes,
} from './appointment-rules';

export * from './appointment-rules';

/**
 * One-to-one appointments and availability blocks (spec 2 "Appointments", §3–§9; spec 3 "Meeting request
 * card in chat"; issue 12). Decisions the spec leaves open: docs/decisions/0034-appointments.md.
 */

export const appointmentStatus = z.enum(appointmentStatuses);
export const appointmentLocationType = z.enum(appointmentLocationTypes);

/** A party of an appointment as the other sees them (the directory's privacy rules), with job title and company. */
export const appointmentPerson = basicUser.extend({
  jobtitle: z.string(),
  company: z.string(),
});
export type AppointmentPerson = z.infer<typeof appointmentPerson>;

/** An appointment schedule (spec 2 §3) as one of its two parties sees it. */
export const appointmentSchedule = z.object({
  id: z.number().int(),
  subject: z.string(),
  /** Where to meet in person; '' for a virtual appointment. */
  location: z.string(),
  location_type: appointmentLocationType,
  start_date: isoDateTime,
  end_date: isoDateTime,
  /** The sender's user id (ours; the spec's client reads it from `sender_info`). */
  sender: z.number().int(),
  /** The receiver's user id. */
  receiver: z.number().int(),
  sender_info: appointmentPerson,
  receiver_info: appointmentPerson,
  /** The request this one reschedules (then UPDATED), or null. */
  previous_schedule: z.number().int().nullable(),
  /** The video call of an accepted virtual appointment: its room id, as text (`/videocall/{roomId}`); null otherwise. */
  twilio_name: z.string().nullable(),
  status: appointmentStatus,
  created: isoDateTime,
});
export type AppointmentSchedule = z.infer<typeof appointmentSchedule>;

/** Someone's busy time as another person may see it: when, nothing else. */
export const busySlot = z.object({ start_date: isoDateTime, end_date: isoDateTime });
export type BusySlot = z.infer<typeof busySlot>;

/** An availability block (spec 2 §3 "blocked slot payload"); `receiver` is its owner. */
export const blockedSlot = z.object({
  id: z.number().int(),
  subject: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  receiver: z.number().int(),
  status: z.literal('BLOCKED'),
});
export type BlockedSlot = z.infer<typeof blockedSlot>;

export const appointmentList = paged(appointmentSchedule);
export type AppointmentList = z.infer<typeof appointmentList>;
export const busySlotList = paged(busySlot);
export type BusySlotList = z.infer<typeof busySlotList>;
/**
 * An entry of the availability calendar: one of the viewer's blocks, or an appointment holding their
 * time (pending or accepted: spec 2 §4 "accepting adds the appointment to the blocked list").
 */
export const calendarSlot = z.union([blockedSlot, appointmentSchedule]);
export type CalendarSlot = z.infer<typeof calendarSlot>;
export const blockedSlotList = paged(calendarSlot);
export type BlockedSlotList = z.infer<typeof blockedSlotList>;

const subjectText = storableText().trim().min(1, 'This field may not be blank.').max(200, 'A subject has at most 200 characters.');

/** `POST …/appointment_schedules/` and `…/{id}/reschedule/` (spec 2 §7). */
export const appointmentRequestBody = z
  .object({
    subject: subjectText,
    location: storableText().trim().max(500, 'A location has at most 500 characters.').default(''),
    location_type: appointmentLocationType.default('VIRTUAL'),
    start_date: isoDateTime,
    end_date: isoDateTime,
    receiver: recordId,
  })
  .superRefine((body, ctx) => {
    // Spec 2 §5: the message is 'Required'.
    if (body.location_type === 'IN_PERSON' && body.location === '') ctx.addIssue({ code: 'custom', path: ['location'], message: 'Required' });
    if (Date.parse(body.end_date) <= Date.parse(body.start_date)) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end must be after the start.' });
  });
export type AppointmentRequestBody = z.input<typeof appointmentRequestBody>;

const blockRange = <T extends { start_date: string; end_date: string }>(body: T, ctx: z.RefinementCtx) => {
  if (Date.parse(body.end_date) <= Date.parse(body.start_date)) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'The end must be after the start.' });
};

/** `POST …/blocked/`: `receiver`, when sent, must be the person blocking (their own calendar). */
export const blockedSlotBody = z
  .object({
    start_date: isoDateTime,
    end_date: isoDateTime,
    subject: storableText().trim().max(200).default(blockedSubject),
    receiver: recordId.optional(),
  })
  .superRefine(blockRange);
export type BlockedSlotBody = z.input<typeof blockedSlotBody>;

/** `PUT …/blocked/{id}/`: the moved or resized block. */
export const updateBlockedSlotBody = z
  .object({ start_date: isoDateTime, end_date: isoDateTime, receiver: recordId.optional() })
  .superRefine(blockRange);
export type UpdateBlockedSlotBody = z.input<typeof updateBlockedSlotBody>;

/** A day as `yyyy-MM-dd` (the event's time zone) or a date-time (its day in the event's time zone). */
export const appointmentDay = z.union([z.iso.date(), isoDateTimeQuery], { error: 'Enter a date (yyyy-MM-dd) or an ISO 8601 date-time.' });

/** `?filter=upcoming|past&offset&limit`: the viewer's appointments, 10 per page. */
export const appointmentListQuery = z.object({
  filter: z.enum(['upcoming', 'past']),
  limit: pageLimit(100, appointmentPageSize),
  offset: pageOffset(),
});

/** `?filter=upcomming&receiver={id}` (the spec's spelling): the receiver's busy times. */
export const busyTimesQuery = z.object({
  filter: z.literal('upcomming'),
  receiver: recordIdParam,
});

/** `?date={iso}&status=ACCEPTED`: the viewer's accepted appointments of that day (the program calendar's column). */
export const appointmentsOfDayQuery = z.object({
  date: appointmentDay,
  status: z.literal('ACCEPTED'),
});

/** The one query the server reads on `GET …/appointment_schedules/`: one of the three shapes above. */
export const appointmentSchedulesQuery = z.object({
  filter: z.enum(['upcoming', 'past', 'upcomming']).optional(),
  receiver: recordIdParam.optional(),
  date: appointmentDay.optional(),
  status: z.literal('ACCEPTED').optional(),
  limit: pageLimit(100, appointmentPageSize),
  offset: pageOffset(),
}).superRefine((q, ctx) => {
  if (q.filter === 'upcomming' && q.receiver === undefined) ctx.addIssue({ code: 'custom', path: ['receiver'], message: 'This field is required.' });
  if (q.filter === undefined && q.date === undefined) ctx.addIssue({ code: 'custom', path: ['filter'], message: 'Ask for filter=upcoming, filter=past, filter=upcomming&receiver= or date=&status=ACCEPTED.' });
  if (q.date !== undefined && q.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: 'This field is required.' });
});

/** `GET …/appointment_schedules/suggestions/?receiver={id}&minutes=`: the three earliest slots free for both. */
export const suggestionsQuery = z.object({
  receiver: recordIdParam,
  minutes: z
    .union([z.number(), z.string()])
    .transform(Number)
    .pipe(z.number().int().min(15).max(240).refine((n) => n % 15 === 0, 'Use a multiple of 15 minutes.'))
    .default(defaultSuggestionMinutes),
});
export const suggestionsReply = z.object({ results: z.array(busySlot) });
export type SuggestionsReply = z.infer<typeof suggestionsReply>;

export const appointmentParams = eventSlugParams.extend({ scheduleId: recordIdParam });
export const blockedSlotParams = eventSlugParams.extend({ blockedId: recordIdParam });

/** Answer of a request or a reschedule: the new schedule's id (spec 2 §7 "answer id") and the schedule. */
export const appointmentCreated = appointmentSchedule;

const base = '/api/events/:eventSlug/appointment_schedules';
const tags = ['appointments'];
/** Requests and answers: generous for a person, small for a script. */
const appointmentWrite = { max: 30, windowSeconds: 60 } as const;

/**
 * The three reads of `GET …/appointment_schedules/` are three routes here, each with its own query and
 * reply type for the web app; the server registers `schedules` once and answers by the query's shape.
 */
export const appointmentRoutes = {
  list: defineRoute({
    method: 'GET', path: `${base}/`, summary: "The viewer's appointments as sender or receiver: upcoming (soonest first) or past (latest first)", tags,
    auth: 'user', params: eventSlugParams, query: appointmentListQuery, reply: appointmentList,
    errors: eventRefusals,
  }),
  busyTimes: defineRoute({
    method: 'GET', path: `${base}/`, summary: "A person's busy times from now on (pending and accepted appointments, blocks): start and end only", tags,
    auth: 'user', params: eventSlugParams, query: busyTimesQuery, reply: busySlotList,
    errors: eventRefusals,
  }),
  ofDay: defineRoute({
    method: 'GET', path: `${base}/`, summary: "The viewer's accepted appointments of a day (the program calendar's appointment column)", tags,
    auth: 'user', params: eventSlugParams, query: appointmentsOfDayQuery, reply: appointmentList,
    errors: eventRefusals,
  }),
  /** The server's registration of the three reads above. */
  schedules: defineRoute({
    method: 'GET', path: `${base}/`, summary: 'Appointments: ?filter=upcoming|past, ?filter=upcomming&receiver=, ?date=&status=ACCEPTED', tags,
    auth: 'user', params: eventSlugParams, query: appointmentSchedulesQuery, reply: z.union([appointmentList, busySlotList]),
    errors: eventRefusals,
  }),
  detail: defineRoute({
    method: 'GET', path: `${base}/:scheduleId/`, summary: 'One appointment, for its two parties (the chat card reads it)', tags,
    auth: 'user', allows: 'appointment-party', params: appointmentParams, reply: appointmentSchedule,
    errors: eventRefusals,
  }),
  suggestions: defineRoute({
    method: 'GET', path: `${base}/suggestions/`, summary: 'The three earliest slots within the event free for both people (blocks, appointments, favourited sessions avoided)', tags,
    auth: 'user', params: eventSlugParams, query: suggestionsQuery, reply: suggestionsReply,
    errors: eventRefusals,
  }),
  request: defineRoute({
    method: 'POST', path: `${base}/`, summary: 'Requests an appointment (PENDING); posts the request card into the chat of the two', tags,
    auth: 'user', params: eventSlugParams, body: appointmentRequestBody, reply: appointmentCreated, status: 201, rateLimit: appointmentWrite,
    errors: [...eventRefusals, 409],
  }),
  reschedule: defineRoute({
    method: 'POST', path: `${base}/:scheduleId/reschedule/`, summary: 'The sender proposes another time: a new PENDING request, the earlier one UPDATED', tags,
    auth: 'user', allows: 'appointment-party', params: appointmentParams, body: appointmentRequestBody, reply: appointmentCreated, status: 201, rateLimit: appointmentWrite,
    errors: [...eventRefusals, 409],
  }),
  cancel: defineRoute({
    method: 'POST', path: `${base}/:scheduleId/cancel/`, summary: 'Cancels a pending request (its sender) or an accepted appointment (either party)', tags,
    auth: 'user', allows: 'appointment-party', params: appointmentParams, reply: appointmentSchedule, rateLimit: appointmentWrite,
    errors: [...eventRefusals, 409],
  }),
  accept: defineRoute({
    method: 'POST', path: `${base}/:scheduleId/accept/`, summary: 'The receiver accepts: ACCEPTED, the time blocked for both, a call for a virtual one, a chat message', tags,
    auth: 'user', allows: 'appointment-party', params: appointmentParams, reply: appointmentSchedule, rateLimit: appointmentWrite,
    errors: [...eventRefusals, 409],
  }),
  deny: defineRoute({
    method: 'POST', path: `${base}/:scheduleId/deny/`, summary: 'The receiver declines: DENIED, a chat message', tags,
    auth: 'user', allows: 'appointment-party', params: appointmentParams, reply: appointmentSchedule, rateLimit: appointmentWrite,
    errors: [...eventRefusals, 409],
  }),
  blocked: defineRoute({
    method: 'GET', path: `${base}/blocked/`, summary: "The viewer's availability blocks, and their pending and accepted appointments (the calendar's slots)", tags,
    auth: 'user', params: eventSlugParams, reply: blockedSlotList,
    errors: eventRefusals,
  }),
  block: defineRoute({
    method: 'POST', path: `${base}/blocked/`, summary: 'Blocks a time range; answers the updated list', tags,
    auth: 'user', params: eventSlugParams, body: blockedSlotBody, reply: blockedSlotList, status: 201, rateLimit: rateLimits.write,
    errors: [...eventRefusals, 409],
  }),
  moveBlock: defineRoute({
    method: 'PUT', path: `${base}/blocked/:blockedId/`, summary: 'Moves or resizes a block', tags,
    auth: 'user', allows: 'appointment-party', params: blockedSlotParams, body: updateBlockedSlotBody, reply: blockedSlot, rateLimit: rateLimits.write,
    errors: [...eventRefusals, 409],
  }),
  unblock: defineRoute({
    method: 'DELETE', path: `${base}/blocked/:blockedId/`, summary: 'Deletes a block', tags,
    auth: 'user', allows: 'appointment-party', params: blockedSlotParams, reply: z.object({ detail: z.string() }), rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
};

/** Error codes of the appointment calls (besides the platform's). */
export const appointmentErrorCodes = {
  overlap: 'appointment_overlap',
  schedulingDisabled: 'meeting_scheduling_disabled',
  callEnded: 'appointment_ended',
  callNotOpen: 'appointment_not_started',
} as const;

/** Texts of the appointment refusals that are ours (not the spec's). */
export const appointmentTexts = {
  callEnded: 'This appointment has ended; its call is closed.',
  callNotOpen: "This appointment's call opens 5 minutes before its start.",
} as const;
