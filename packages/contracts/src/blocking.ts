import { z } from 'zod';
import { rateLimits } from './rate-limits';
import { defineRoute, eventRefusals, eventSlugParams, recordId, recordIdParam } from './http';
import { basicUser } from './users';
import { moderationReason } from './moderation';

/**
 * Blocking a person (decision 0048; the paths are ours, the spec names none): per event, one person keeps
 * another from reaching them. Either direction of a block refuses private messages, calls, appointment
 * requests and cards addressed to a person, and the roulette never pairs the two.
 */

export const blockUserBody = z.object({
  /** The person to block (user id), an attendee of the same event. */
  user_id: recordId,
  /**
   * Report them to the moderators too, with this reason (decision 0097): the report joins the moderators'
   * queue like any other, one per reporter and person (a report made before stands).
   */
  report_reason: moderationReason.optional(),
});

export const blockedUserParams = eventSlugParams.extend({ userId: recordIdParam });

/** The people I blocked in this event, newest first, presented as elsewhere (alias or Anonymous when hidden). */
export const blockedUserList = z.array(basicUser);
export type BlockedUserList = z.infer<typeof blockedUserList>;

export const blockingErrorCodes = { blocked: 'blocked' } as const;

/** The refusals' details: the blocker hears why; the blocked person is not told who blocked whom. */
export const blockingTexts = {
  youBlocked: 'You blocked this person. Unblock them to get in touch.',
  unreachable: 'This person cannot be reached.',
  yourself: 'You cannot block yourself.',
  notAttendee: 'This person is not an attendee of this event.',
  notBlocked: 'You have not blocked this person.',
} as const;

const base = '/api/events/:eventSlug/blocked_users';
const tags = ['blocking'];

export const blockingRoutes = {
  list: defineRoute({
    method: 'GET', path: `${base}/`, summary: 'The people I blocked in this event', tags,
    auth: 'user', params: eventSlugParams, reply: blockedUserList,
    errors: eventRefusals,
  }),
  block: defineRoute({
    method: 'POST', path: `${base}/`, summary: 'Blocks a person of this event (again: no change)', tags,
    auth: 'user', params: eventSlugParams, body: blockUserBody, reply: basicUser, status: 201, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
  unblock: defineRoute({
    method: 'DELETE', path: `${base}/:userId/`, summary: 'Unblocks a person', tags,
    auth: 'user', params: blockedUserParams, reply: z.null(), status: 204, rateLimit: rateLimits.write,
    errors: eventRefusals,
  }),
};
