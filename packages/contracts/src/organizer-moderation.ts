import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, paged, pagination, recordId, recordIdParam } from './http';
import { organizerWrite } from './organizer';
import { moderationReason, moderationUntil, reportAction } from './moderation';

/**
 * The console's moderation of people (issue 29, decision 0093): bans and silences, the reports queue and
 * the moderation audit log. Moderators and owners act (guard `moderate`); a moderator cannot act on an
 * owner and nobody on themselves; the log is the owners'. Every act is one transaction with its change-log
 * entry (`area: 'moderation'`).
 */

/** A person as the console names them. */
export const moderatedPerson = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type ModeratedPerson = z.infer<typeof moderatedPerson>;

/** `POST …/bans/`: until a moment, or for good (`until: null`); optionally removing their public messages. */
export const banBody = z
  .object({
    user_id: recordId,
    reason: moderationReason,
    until: moderationUntil.nullable(),
    remove_messages: z.boolean().default(false),
  })
  .strict();
export type BanBody = z.infer<typeof banBody>;

/** `POST …/silences/`: always for a chosen time. */
export const silenceBody = z
  .object({
    user_id: recordId,
    reason: moderationReason,
    until: moderationUntil,
  })
  .strict();
export type SilenceBody = z.infer<typeof silenceBody>;

/** A ban or a silence in force. */
export const restriction = z.object({
  user: moderatedPerson,
  reason: z.string(),
  /** Null: a ban for good. */
  until: z.string().nullable(),
  created_at: z.string(),
  created_by: moderatedPerson.nullable(),
});
export type Restriction = z.infer<typeof restriction>;
export const restrictionList = z.object({ results: z.array(restriction) });

export const restrictionParams = eventSlugParams.extend({ userId: recordIdParam });

/** A message as the queue shows it (with a few of its neighbours for context). */
export const reportedMessage = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  chat_name: z.string(),
  text: z.string(),
  sent_at: z.string(),
  sender: moderatedPerson,
});
export type ReportedMessage = z.infer<typeof reportedMessage>;

/** How the report came: the report form, the roulette's report, or a block with "report them too". */
export const reportSource = z.enum(['report', 'roulette', 'block']);

export const queuedReport = z.object({
  id: z.number().int(),
  reporter: moderatedPerson,
  reason: z.string(),
  source: reportSource,
  created_at: z.string(),
});

/** The open reports about one target, newest first: a message (with its context) or a person. */
export const reportGroup = z.object({
  /** `message:<id>` or `person:<id>`. */
  key: z.string(),
  person: moderatedPerson,
  message: reportedMessage.nullable(),
  /** The messages around the reported one, oldest first, the reported one among them. */
  context: z.array(reportedMessage),
  reports: z.array(queuedReport),
  latest_at: z.string(),
});
export type ReportGroup = z.infer<typeof reportGroup>;
export const reportQueue = z.object({ results: z.array(reportGroup) });
export type ReportQueue = z.infer<typeof reportQueue>;

export const reportParams = eventSlugParams.extend({ reportId: recordIdParam });

/** `POST …/reports/{id}/resolve/`: settles every open report about the same target. */
export const resolveBody = z
  .object({
    action: reportAction,
    /** The reason the person is told (silence, ban); the reports' reason when left out. */
    reason: moderationReason.optional(),
    /** Required for a silence; a ban without it is for good. */
    until: moderationUntil.nullable().optional(),
  })
  .strict();
export type ResolveBody = z.infer<typeof resolveBody>;

/** One row of the moderation audit log: who did what to whom, why, until when. */
export const moderationLogEntry = z.object({
  at: z.string(),
  actor: moderatedPerson.nullable(),
  subject: moderatedPerson.nullable(),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
  until: z.string().nullable(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntry>;

/** The CSV's columns, in order (`Accept: text/csv`). */
export const moderationLogCsvColumns = ['at', 'actor', 'actor_email', 'subject', 'subject_email', 'action', 'target', 'reason', 'until'] as const;

const base = '/api/events/:eventSlug/organizer/moderation';
const tags = ['organizer', 'moderation'];

export const organizerModerationRoutes = {
  bans: defineRoute({
    method: 'GET', path: `${base}/bans/`, summary: 'The bans in force (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: restrictionList,
    errors: eventRefusals,
  }),
  ban: defineRoute({
    method: 'POST', path: `${base}/bans/`, summary: 'Bans a person from the event, until a moment or for good (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: eventSlugParams, body: banBody, reply: restriction, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  liftBan: defineRoute({
    method: 'DELETE', path: `${base}/bans/:userId/`, summary: 'Lifts a ban (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: restrictionParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  silences: defineRoute({
    method: 'GET', path: `${base}/silences/`, summary: 'The silences in force (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: restrictionList,
    errors: eventRefusals,
  }),
  silence: defineRoute({
    method: 'POST', path: `${base}/silences/`, summary: 'Silences a person until a moment (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: eventSlugParams, body: silenceBody, reply: restriction, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  liftSilence: defineRoute({
    method: 'DELETE', path: `${base}/silences/:userId/`, summary: 'Lifts a silence (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: restrictionParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  reports: defineRoute({
    method: 'GET', path: `${base}/reports/`, summary: 'The open reports, grouped by target, newest first (owners and moderators)', tags,
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: reportQueue,
    errors: eventRefusals,
  }),
  resolve: defineRoute({
    method: 'POST', path: `${base}/reports/:reportId/resolve/`, summary: "Settles a report and the others about its target: dismiss, delete the message, silence or ban its person", tags,
    auth: 'user', organizer: 'moderate', params: reportParams, body: resolveBody, reply: z.object({ resolved: z.number().int() }), rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  log: defineRoute({
    method: 'GET', path: `${base}/log/`, summary: 'The moderation audit log, newest first; CSV with `Accept: text/csv` (owners)', tags,
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: pagination, reply: paged(moderationLogEntry),
    errors: eventRefusals,
  }),
};
