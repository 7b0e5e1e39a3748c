import { z } from 'zod';
import { isoDateTime, spaceType } from './common';
import { defineRoute, eventRefusals, eventSlugParams } from './http';

/**
 * The console's live figures (issue 29 › Analytics › Live, decision 0091): who is in the event now, where, in
 * calls and on each stage, and who signed in today. Read once by the console's Live section, then pushed to the
 * event's organisers (`updated_live_figures`) when they change, at most once per `liveFiguresEveryMs`: many
 * open consoles cost one count per event, not one per console.
 */

/** The fewest milliseconds between two pushes of one event's figures (a burst of arrivals is one push). */
export const liveFiguresEveryMs = 2_000;

/** A person counts on a page while their page's heartbeat (every 15 s) is this recent. */
export const liveOnPageWindowMs = 40_000;

export const liveSpaceFigure = z.object({
  id: z.number().int(),
  type: spaceType,
  slug: z.string(),
  name: z.string(),
  /** People whose open page is this space now (or a booth of it, for a map's booths: the booth itself). */
  people: z.number().int(),
});

export const liveStageFigure = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** People on the stage's page now (watching). */
  watching: z.number().int(),
  /** The title of what the stage shows now; null: nothing. */
  current_presentation: z.string().nullable(),
});

export const liveFigures = z.object({
  /** People with a live connection to the event now. */
  online: z.number().int(),
  /** People in a video call of the event now (networking tables, meetings, backstage, roulette pairs). */
  in_calls: z.number().int(),
  /** People of the event who signed in today (the event's calendar day, in its time zone). */
  sign_ins_today: z.number().int(),
  /** Every space of the event with the people on it, most people first. */
  spaces: z.array(liveSpaceFigure),
  /** Every stage with its watchers, most watchers first. */
  stages: z.array(liveStageFigure),
  /** When the figures were counted. */
  counted_at: isoDateTime,
});
export type LiveFigures = z.infer<typeof liveFigures>;

export const organizerLiveAnalyticsRoutes = {
  live: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/analytics/live/', summary: 'Live figures: people online, per space, in calls, on each stage; sign-ins today (owners, moderators)', tags: ['organizer'],
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: liveFigures,
    errors: eventRefusals,
  }),
};

export const liveAnalyticsClientEvents = {
  /** The console's Live page is open: the socket hears `updated_live_figures` (owners, administrators, the event's moderators). */
  watch_live_figures: z.object({}),
  /** The Live page closed. */
  unwatch_live_figures: z.object({}),
} as const;

/** Written out (rate-limits.ts imports this module while it loads): joining and leaving a room, counted per process. */
export const liveAnalyticsClientEventLimits = {
  watch_live_figures: { max: 60, windowSeconds: 60, store: 'local' },
  unwatch_live_figures: { max: 60, windowSeconds: 60, store: 'local' },
} as const;

export const liveAnalyticsServerEvents = {
  /** To the sockets watching the event's live figures (`watch_live_figures`) when they changed: the figures themselves. */
  updated_live_figures: liveFigures,
} as const;
