import { z } from 'zod';
import { isoDateTime, spaceMeta } from './common';
import { embedUrl } from './embedded';
import { defineRoute, eventRefusals, eventSlugParams, recordId, slugParam, storableText } from './http';
import { basicUser } from './users';

/**
 * Chat roulette (spec 2 "Chat roulette", issue 13): the spec embeds a third-party frame
 * (`embedded_url`); ours pairs the people waiting on the page at random on a members-only call of our
 * own. The queue lives in PostgreSQL; joining, 'next' and exit are realtime events of the page's socket
 * (leaving the page or losing the connection leaves the queue). docs/realtime.md "Chat roulette" and
 * decision 0043 say the rules.
 */

export const chatRouletteSpace = z.object({
  meta: spaceMeta,
  /** The spec's third-party frame: when set, the page shows that roulette; null: ours pairs people. */
  embedded_url: z.string().nullable(),
  /** People waiting for a partner now (ours). */
  waiting: z.number().int(),
  /** How long a pair talks before both are paired anew (minutes); 0: until one of them presses Next. */
  round_minutes: z.number().int(),
});
export type ChatRouletteSpace = z.infer<typeof chatRouletteSpace>;

export const chatRouletteParams = eventSlugParams.extend({ chatRouletteSlug: slugParam });

export const reportReasonMaxLength = 500;

export const chatRouletteReportBody = z.object({
  /** The person reported: the current partner or the one just before. */
  user: recordId,
  reason: storableText()
    .trim()
    .min(1, 'Say what happened.')
    .max(reportReasonMaxLength, `A reason has at most ${reportReasonMaxLength} characters.`),
});

export const chatRouletteReport = z.object({
  id: z.number().int(),
  reporter: basicUser,
  reported: basicUser,
  reason: z.string(),
  /** The pair's call the report was made about. */
  videocall_id: z.number().int().nullable(),
  created_at: isoDateTime,
});
export type ChatRouletteReport = z.infer<typeof chatRouletteReport>;

export const chatRouletteReportsReply = z.object({ results: z.array(chatRouletteReport) });

/** Error codes the client branches on. */
export const chatRouletteErrorCodes = {
  /** The person is in this roulette from another browser (another roulette id). */
  elsewhere: 'roulette_elsewhere',
  notInRoulette: 'not_in_roulette',
  notPartner: 'not_partner',
  onlyOrganisers: 'only_organisers',
  /** The person gave no first and last name yet: nobody is paired with them (decision 0070). */
  nameRequired: 'name_required',
  /** The roulette is a third-party page framed here: ours pairs nobody in it. */
  embedded: 'roulette_embedded',
} as const;

export const chatRouletteTexts = {
  elsewhere: 'You are in this roulette in another browser.',
  notInRoulette: 'Join the roulette first.',
  notPartner: 'You can report only the person you are or were just paired with.',
  onlyOrganisers: "Only the event's organisers read the reports.",
  nameRequired: 'Give your first and last name in your profile before you join the roulette.',
  embedded: 'This roulette is run by the page shown here.',
  roundMinutes: 'A round lasts 0 (no limit) to 60 minutes.',
} as const;

export const chatRouletteRoutes = {
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/chatroulette/:chatRouletteSlug/', summary: 'A chat roulette space: meta, embedded_url (null: ours pairs people), waiting count', tags: ['chatroulette'],
    auth: 'user', params: chatRouletteParams, reply: chatRouletteSpace,
    errors: eventRefusals,
  }),
  report: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/chatroulette/:chatRouletteSlug/reports/', summary: 'Report the partner (the pair ends; never paired again)', tags: ['chatroulette'],
    auth: 'user', allows: 'roulette-partner', params: chatRouletteParams, body: chatRouletteReportBody, reply: chatRouletteReport, status: 201,
    rateLimit: { max: 10, windowSeconds: 600, detail: 'You are sending reports too fast.' },
    errors: eventRefusals,
  }),
  reports: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/chatroulette/:chatRouletteSlug/reports/', summary: "The roulette's reports, newest first (organisers)", tags: ['chatroulette'],
    auth: 'user', allows: 'event-moderator', params: chatRouletteParams, reply: chatRouletteReportsReply,
    errors: eventRefusals,
  }),
};

// ---- realtime ----

const rouletteRef = z.object({ space_id: recordId });

export const chatRouletteClientEvents = {
  /**
   * The page is open and the person wants a partner: the socket joins the queue (do-not-disturb on).
   * `roulette_id`: the id this browser keeps (localStorage); the same browser takes its seat back.
   */
  join_chatroulette: rouletteRef.extend({ roulette_id: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/) }),
  /** Ends the pair's call; both go back to waiting (never the same two again in a row). */
  next_chatroulette: rouletteRef,
  /** Leaves the queue (and the pair); do-not-disturb goes back to what it was. */
  leave_chatroulette: rouletteRef,
} as const;

/** Written out (rate-limits.ts imports this module while it loads). */
export const chatRouletteClientEventLimits = {
  // Each writes the queue in one transaction.
  join_chatroulette: { max: 30, windowSeconds: 60 },
  next_chatroulette: { max: 30, windowSeconds: 60 },
  leave_chatroulette: { max: 30, windowSeconds: 60 },
} as const;

/** Where a person stands in a roulette (the join's acknowledgement carries it too). */
export const chatRouletteState = z.object({
  space_id: z.number().int(),
  state: z.enum(['waiting', 'paired', 'out']),
  /** The pair's members-only call, joined at once by both. */
  videocall_id: z.number().int().nullable(),
  partner: basicUser.nullable(),
  /** Grows with every change of the queue: a page keeps the standing with the highest. */
  seq: z.number().int(),
  /** When a paired round ends and both are paired anew (the roulette's round length); null: no limit, or not paired. */
  round_ends_at: isoDateTime.nullable().default(null),
});
export type ChatRouletteState = z.infer<typeof chatRouletteState>;

export const chatRouletteServerEvents = {
  /** To both people of a new pair, and to a person whose pair ended (`waiting`). */
  chatroulette_state: chatRouletteState,
  /**
   * To the event's people (`event:<slug>`) when a published roulette's queue goes from empty to someone
   * waiting, at most once a minute per roulette: the web app offers to go there.
   */
  chatroulette_started: z.object({ space_id: z.number().int(), slug: z.string(), name: z.string() }),
  /** To the event's people when an organiser changed a roulette's settings (embedded page, round length): its page reads it again. */
  updated_chatroulette: z.object({ space_id: z.number().int(), slug: z.string() }),
} as const;

/** How often `chatroulette_started` may go out per roulette. */
export const chatRouletteStartedEveryMs = 60_000;

/**
 * How long a pair is kept for a page whose socket went (a reload, a process that stopped): the same person
 * coming back within it is put back into the pair's call; after it the partner looks again.
 */
export const chatRouletteGraceMs = 15_000;

/** The longest round an organiser may set (minutes). */
export const chatRouletteMaxRoundMinutes = 60;

/**
 * What an organiser gives a chat roulette (issue 28, decision 0091): a third-party roulette page to frame
 * (`embedded_url`, the spec's field; null: ours pairs people on our own calls) and, for ours, how long a round
 * lasts (`round_minutes`, 0: until someone presses Next). Whether it runs is its `published` switch.
 */
export const chatRouletteSpaceFields = z.object({
  embedded_url: embedUrl.nullable(),
  round_minutes: z
    .number({ error: chatRouletteTexts.roundMinutes })
    .int(chatRouletteTexts.roundMinutes)
    .min(0, chatRouletteTexts.roundMinutes)
    .max(chatRouletteMaxRoundMinutes, chatRouletteTexts.roundMinutes),
});
export type ChatRouletteSpaceFields = z.infer<typeof chatRouletteSpaceFields>;
export const chatRouletteSpaceDefaults: ChatRouletteSpaceFields = { embedded_url: null, round_minutes: 0 };
