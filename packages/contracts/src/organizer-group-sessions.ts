import { z } from 'zod';
import { isoDateTime } from './common';
import { defineRoute, eventRefusals, eventSlugParams, recordId, recordIdParam, storableText } from './http';
import { organizerWrite } from './organizer';
import { groupSession } from './program';

/**
 * The organiser console's group sessions (issue 28, decision 0090): the program's time slots around a
 * permanent video call of no area (spec 2 §3), made, edited and removed by the event's owners. The body is
 * flat — the session's own fields and its call's name and host (`display_name`, `admin_id`) — and the
 * reply is the attendee list's `GroupSession` with the host's name and address, which the console shows.
 */

export const organizerGroupSessionMessages = {
  titleNeeded: 'Give the session a title.',
  titleTooLong: 'Keep the title under 200 characters.',
  endBeforeStart: 'The end must come after the start.',
  hostOfEvent: 'The host must be a person of this event.',
} as const;

const fields = z.object({
  /** The session's title: its video call's name. */
  display_name: storableText().trim().min(1, organizerGroupSessionMessages.titleNeeded).max(200, organizerGroupSessionMessages.titleTooLong),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  /** Rich text; stored sanitised. */
  description: storableText().max(100_000, 'Keep the text under 100,000 characters.'),
  enable_host_chat: z.boolean(),
  /** The host (the call's admin): a person of the event, or none. */
  admin_id: recordId.nullable(),
});

const endAfterStart = (v: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) => {
  if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
    ctx.addIssue({ code: 'custom', message: organizerGroupSessionMessages.endBeforeStart, path: ['ends_at'] });
  }
};

/** `POST …/organizer/group-sessions/`. */
export const groupSessionBody = fields
  .extend({
    description: fields.shape.description.default(''),
    enable_host_chat: fields.shape.enable_host_chat.default(false),
    admin_id: fields.shape.admin_id.default(null),
  })
  .strict()
  .superRefine(endAfterStart);
export type GroupSessionBody = z.infer<typeof groupSessionBody>;
/** What a client sends (defaults may be left out). */
export type GroupSessionInput = z.input<typeof groupSessionBody>;

/** `PATCH …/organizer/group-sessions/{sessionId}/`: any fields; a field left out keeps its value, the times are checked as they end up. */
export const groupSessionPatch = fields.partial().strict().superRefine(endAfterStart);
export type GroupSessionPatch = z.infer<typeof groupSessionPatch>;

/** A session as the console shows it: the attendee shape and who hosts it. */
export const organizerGroupSession = groupSession.extend({
  host: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
});
export type OrganizerGroupSession = z.infer<typeof organizerGroupSession>;

export const groupSessionParams = eventSlugParams.extend({ sessionId: recordIdParam });
export const organizerGroupSessionsReply = z.object({ results: z.array(organizerGroupSession) });

const path = '/api/events/:eventSlug/organizer/group-sessions';
const owner = { tags: ['organizer'], auth: 'user' as const, organizer: 'owner' as const };

export const organizerGroupSessionRoutes = {
  list: defineRoute({
    ...owner, method: 'GET', path: `${path}/`, summary: "The event's group sessions by start, also while the event hides them (owners)",
    params: eventSlugParams, reply: organizerGroupSessionsReply, errors: eventRefusals,
  }),
  create: defineRoute({
    ...owner, method: 'POST', path: `${path}/`, summary: 'Add a group session with its video call (owners)',
    params: eventSlugParams, body: groupSessionBody, reply: organizerGroupSession, status: 201, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  update: defineRoute({
    ...owner, method: 'PATCH', path: `${path}/:sessionId/`, summary: 'Change a group session or its host (owners)',
    params: groupSessionParams, body: groupSessionPatch, reply: organizerGroupSession, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  remove: defineRoute({
    ...owner, method: 'DELETE', path: `${path}/:sessionId/`, summary: 'Remove a group session and its video call (owners)',
    params: groupSessionParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite, errors: eventRefusals,
  }),
};
