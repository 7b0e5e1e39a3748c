import { z } from 'zod';
import { boothParams } from './booths';
import { defineRoute, eventRefusals, eventSlugParams } from './http';
import { isoDate, organizerWrite } from './organizer';

/**
 * The organiser console's analytics afterwards (issue 29, decision 0095): per day (`?day=YYYY-MM-DD`, the
 * event's calendar day) or for the whole event (no `day`). Every figure route answers JSON, or CSV with
 * `Accept: text/csv` (one line per row, the row's fields as columns). Visits and time come from hourly
 * rollups a sweep folds the page views and heartbeats into; the rest is counted where it is stored.
 * Owners only; a booth's staff read their own booth's figures, where any figure about fewer than
 * `minimumPeople` distinct people reads `{ "fewer_than": 5 }` (CSV: `fewer than 5`).
 */

/** The fewest distinct people a booth's staff see a figure about (k-anonymity). */
export const minimumPeople = 5;

/** A figure about fewer than `minimumPeople` people, as booth staff see it. */
export const fewerThan = z.object({ fewer_than: z.literal(minimumPeople) });
export type FewerThan = z.infer<typeof fewerThan>;
/** A count booth staff see: the number, or `{ fewer_than: 5 }`. */
export const guardedCount = z.union([z.number().int(), fewerThan]);
export type GuardedCount = z.infer<typeof guardedCount>;

export const analyticsQuery = z.object({
  /** The event's calendar day; absent: the whole event. */
  day: isoDate.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** What every figure answers besides its rows: the day asked (null: whole event) and the days with data. */
const figure = <Row extends z.ZodObject>(row: Row) =>
  z.object({
    day: z.string().nullable(),
    /** The event's calendar days with any visit, oldest first (the day picker's choices). */
    days: z.array(z.string()),
    rows: z.array(row),
  });

export const attendeesRow = z.object({
  day: z.string(),
  unique_attendees: z.number().int(),
  sign_ins: z.number().int(),
});
/** `rows`: one per day; `total`: distinct people and sign-ins over the day asked or the whole event. */
export const attendeesFigure = figure(attendeesRow).extend({ total: attendeesRow.omit({ day: true }) });

export const spaceRow = z.object({
  space_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  visits: z.number().int(),
  unique_visitors: z.number().int(),
  /** Time spent on the space's pages, in seconds (15-second heartbeats). */
  seconds: z.number().int(),
});
export const spacesFigure = figure(spaceRow);

export const stageRow = z.object({
  space_id: z.number().int(),
  name: z.string(),
  /** The hour's start (ISO 8601, UTC). */
  hour: z.string(),
  viewers: z.number().int(),
  watch_seconds: z.number().int(),
});
export const stageSummary = z.object({
  space_id: z.number().int(),
  name: z.string(),
  /** The most viewers in one hour. */
  peak_viewers: z.number().int(),
  unique_viewers: z.number().int(),
  /** Watch time per viewer, in seconds. */
  average_watch_seconds: z.number().int(),
});
/** `rows`: viewers per stage and hour (the chart); `stages`: peak and average watch time per stage. */
export const stagesFigure = figure(stageRow).extend({ stages: z.array(stageSummary) });

export const meetingRow = z.object({
  meeting_id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  capacity: z.number().int(),
  registered: z.number().int(),
  /** People who joined the meeting's call while it ran: registered participants (anyone but a host at a walk-in meeting). */
  attended: z.number().int(),
  /** Registered and never joined, once the meeting is over (null before its end). */
  no_shows: z.number().int().nullable(),
  waitlist: z.number().int(),
});
export const meetingsFigure = figure(meetingRow);

export const appointmentRow = z.object({
  day: z.string(),
  requested: z.number().int(),
  accepted: z.number().int(),
  /** Accepted and over. */
  held: z.number().int(),
});
export const appointmentsFigure = figure(appointmentRow);

export const chatRow = z.object({
  chat_id: z.number().int(),
  name: z.string(),
  messages: z.number().int(),
  senders: z.number().int(),
});
export const chatsFigure = figure(chatRow);

export const boothRow = z.object({
  booth_id: z.number().int(),
  name: z.string(),
  visits: z.number().int(),
  unique_visitors: z.number().int(),
  seconds: z.number().int(),
  document_downloads: z.number().int(),
  video_plays: z.number().int(),
  business_cards: z.number().int(),
});
export const boothsFigure = figure(boothRow);

export const mediaRow = z.object({
  /** A cinema space (recordings are watched as a cinema's films). */
  kind: z.enum(['cinema']),
  id: z.number().int(),
  name: z.string(),
  views: z.number().int(),
  unique_viewers: z.number().int(),
  seconds: z.number().int(),
});
export const mediaFigure = figure(mediaRow);

/** One booth's figures as its staff see them: each count about fewer than 5 people reads `{ fewer_than: 5 }`. */
export const boothFiguresRow = z.object({
  day: z.string(),
  visits: guardedCount,
  unique_visitors: guardedCount,
  seconds: guardedCount,
  document_downloads: guardedCount,
  video_plays: guardedCount,
  business_cards: guardedCount,
});
/** Someone who acted at the booth (left a business card, wrote in its chat): shown by name. */
export const boothContact = z.object({
  user_id: z.number().int(),
  name: z.string(),
  kind: z.enum(['business_card', 'chat']),
  at: z.string(),
});
export const boothFiguresFigure = figure(boothFiguresRow).extend({
  total: boothFiguresRow.omit({ day: true }),
  contacts: z.array(boothContact),
});

export const analyticsSettings = z.object({
  /** Raw page views and heartbeats older than this many days are purged (the rollups stay); null: kept with the event. */
  retention_days: z.number().int().min(1, 'Keep the raw rows at least one day.').max(3650, 'Keep the raw rows at most 3,650 days.').nullable(),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettings>;

const analytics = '/api/events/:eventSlug/organizer/analytics';
const figureRoute = <Reply extends z.ZodType>(name: string, summary: string, reply: Reply) =>
  defineRoute({
    method: 'GET', path: `${analytics}/${name}/`, summary: `${summary} (owners; CSV with Accept: text/csv)`, tags: ['organizer', 'analytics'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: analyticsQuery, reply,
    errors: eventRefusals,
  });

export const organizerAnalyticsRoutes = {
  attendees: figureRoute('attendees', 'Unique attendees and sign-ins per day', attendeesFigure),
  spaces: figureRoute('spaces', 'Visits and time spent per space', spacesFigure),
  stages: figureRoute('stages', 'Stage viewers per hour, peak and average watch time', stagesFigure),
  meetings: figureRoute('meetings', 'Meetings: registered and waitlist', meetingsFigure),
  appointments: figureRoute('appointments', 'Appointments requested, accepted and held per day', appointmentsFigure),
  chats: figureRoute('chats', 'Messages per public chat', chatsFigure),
  booths: figureRoute('booths', 'Booths: visits, visitors, time, downloads, video plays, business cards', boothsFigure),
  media: figureRoute('media', 'Cinema and recording views', mediaFigure),
  booth: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/booths/:boothSlug/analytics/', summary: "A booth's figures, fewer than 5 people hidden (owners, its staff; CSV with Accept: text/csv)", tags: ['organizer', 'analytics'],
    auth: 'user', organizer: 'booth-staff', params: boothParams, query: analyticsQuery, reply: boothFiguresFigure,
    errors: eventRefusals,
  }),
  settings: defineRoute({
    method: 'GET', path: `${analytics}/settings/`, summary: 'How long raw page views are kept (owners)', tags: ['organizer', 'analytics'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, reply: analyticsSettings,
    errors: eventRefusals,
  }),
  updateSettings: defineRoute({
    method: 'PUT', path: `${analytics}/settings/`, summary: 'Set how long raw page views are kept (owners)', tags: ['organizer', 'analytics'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, body: analyticsSettings, reply: analyticsSettings, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};
