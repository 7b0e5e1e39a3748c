import { z } from 'zod';
import { rateLimits } from './rate-limits';
import { defineRoute, eventRefusals, eventSlugParams, recordId, storableText } from './http';
import { isoDateTime } from './common';

/**
 * Moderation as attendees meet it (issue 29, decision 0093): a ban keeps a person out of the event (every
 * event API and the socket login answer 403 `banned`), a silence keeps them from posting in public chats, the
 * stage's Q&A and private messages to anyone but the moderators (403 `silenced`); anyone reports a message or
 * a person, once per target, and hears the outcome.
 */

export const moderationErrorCodes = {
  banned: 'banned',
  silenced: 'silenced',
  /** A moderator acting on an owner of the event. */
  ownerProtected: 'owner_protected',
  /** Nobody bans, silences or reports themselves. */
  notYourself: 'not_yourself',
  /** The reporter reported this message or person already. */
  alreadyReported: 'already_reported',
} as const;

/** The moderation's texts (the web app translates them by their English, decision 0073). */
export const moderationMessages = {
  /** Templates: `{{until}}` is an ISO date, `{{reason}}` the moderator's words. */
  bannedUntil: 'You are banned from this event until {{until}}. Reason: {{reason}}',
  bannedForGood: 'You are banned from this event. Reason: {{reason}}',
  silencedUntil: 'You are silenced in this event until {{until}}. Reason: {{reason}}',
  ownerProtected: 'Moderators cannot act on an owner of this event.',
  notYourself: 'You cannot do this to yourself.',
  notInEvent: 'This person is not on the list of this event.',
  alreadyReported: 'You reported this already.',
  noSuchMessage: 'No such message in this event.',
  untilInPast: 'Choose a moment in the future.',
  untilNeeded: 'Say until when.',
  notBanned: 'This person is not banned.',
  notSilenced: 'This person is not silenced.',
  notAMessageReport: 'Only a reported message can be deleted.',
  oneTarget: 'Report either a message or a person.',
  reasonNeeded: 'Say why.',
  reasonTooLong: 'A reason has at most 500 characters.',
} as const;

export const moderationReasonMaxLength = 500;
export const moderationReason = storableText()
  .trim()
  .min(1, moderationMessages.reasonNeeded)
  .max(moderationReasonMaxLength, moderationMessages.reasonTooLong);

/** A moment in the future, as ISO 8601 with its offset (the server judges "future" by its clock). */
export const moderationUntil = isoDateTime;

/** `POST /api/events/{eventSlug}/reports/`: a reason and exactly one of the message and the person. */
export const reportBody = z
  .object({
    reason: moderationReason,
    message_id: recordId.optional(),
    user_id: recordId.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if ((b.message_id === undefined) === (b.user_id === undefined)) ctx.addIssue({ code: 'custom', message: moderationMessages.oneTarget, path: ['message_id'] });
  });
export type ReportBody = z.infer<typeof reportBody>;

export const reportState = z.enum(['open', 'dismissed', 'actioned']);
export type ReportState = z.infer<typeof reportState>;
/** What the moderators did about a report. */
export const reportAction = z.enum(['dismiss', 'delete', 'silence', 'ban']);
export type ReportAction = z.infer<typeof reportAction>;

/** One of my reports, with what became of it. */
export const ownReport = z.object({
  id: z.number().int(),
  message_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  reason: z.string(),
  state: reportState,
  /** What the moderators did, once they did: null while open. */
  action: reportAction.nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type OwnReport = z.infer<typeof ownReport>;

/** A silence as its person sees it. */
export const silenceNotice = z.object({ reason: z.string(), until: z.string() });
export type SilenceNotice = z.infer<typeof silenceNotice>;

/**
 * `GET …/moderation/me/`: whether I am silenced (a banned person gets 403 `banned` instead), and while I am,
 * whom I may still write to privately: the event's owners and moderators (empty when not silenced).
 */
export const moderationStanding = z.object({ silenced: silenceNotice.nullable(), reachable_user_ids: z.array(z.number().int()).default([]) });
export type ModerationStanding = z.infer<typeof moderationStanding>;

export const moderationRoutes = {
  report: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/reports/', summary: 'Reports a message or a person to the moderators (once per target)', tags: ['moderation'],
    auth: 'user', params: eventSlugParams, body: reportBody, reply: ownReport, status: 201, rateLimit: rateLimits.write,
    errors: [...eventRefusals, 409],
  }),
  ownReports: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/reports/', summary: 'My reports in this event, newest first, with their outcome', tags: ['moderation'],
    auth: 'user', params: eventSlugParams, reply: z.object({ results: z.array(ownReport) }),
    errors: eventRefusals,
  }),
  standing: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/moderation/me/', summary: 'Whether I am silenced in this event, why and until when', tags: ['moderation'],
    auth: 'user', params: eventSlugParams, reply: moderationStanding,
    errors: eventRefusals,
  }),
};

/** To the person's sockets in the event: they were silenced (why, until when) — the composer says so. */
export const moderationSilenced = z.object({ event_slug: z.string(), reason: z.string(), until: z.string() });
/** To the person's sockets in the event: their silence was lifted. */
export const moderationSilenceLifted = z.object({ event_slug: z.string() });
/** To the person's sockets, just before they are logged out of the event: they were banned. */
export const moderationBanned = z.object({ event_slug: z.string(), reason: z.string(), until: z.string().nullable() });
/** To the reporter's sockets in the event: the moderators dealt with their report. */
export const reportResolved = z.object({ event_slug: z.string(), report: ownReport });

export const moderationServerEvents = {
  moderation_silenced: moderationSilenced,
  moderation_silence_lifted: moderationSilenceLifted,
  moderation_banned: moderationBanned,
  report_resolved: reportResolved,
} as const;
