import { z } from 'zod';
import { spaceMeta } from './common';
import { defineRoute, eventRefusals, eventSlugParams, recordId, recordIdParam, slugParam, storableText } from './http';
import { basicUser } from './users';
import { spaceChatSwitch } from './space-fields';

/**
 * Video calls and networking areas (spec 1 "Video call room", spec 2 "Networking area", spec 3 "calling an
 * attendee"). A call's `id` is its room id (`/videocall/{roomId}`). docs/realtime.md lists the events and
 * the payloads the spec leaves open; decision 0023 the rules.
 */

export const videocallStatuses = ['open', 'request', 'closed'] as const;
export const videocallStatusValue = z.enum(videocallStatuses);
export type VideocallStatusValue = z.infer<typeof videocallStatusValue>;

/** Participants of one call (spec 1 §9: "Video call capacity 10 (configuration)"; `VIDEOCALL_CAPACITY`). */
export const defaultVideocallCapacity = 10;
/** Calls one networking area holds at once unless its settings say otherwise (`max_calls`). */
export const defaultNetworkingMaxCalls = 20;
/** A call made on the spot ends this long after its last participant left. */
export const videocallEmptyGraceMs = 60_000;
/** Life of the token `join` hands out: enough to open the media session right after joining. */
export const videocallTokenSeconds = 120;
/**
 * A seat taken by `join` is held by a media session: one that opens none within this long (the server's
 * `VIDEOCALL_MEDIA_WAIT_MS`) leaves the call (decision 0068).
 */
export const defaultVideocallMediaWaitMs = 30_000;
/** An access request nobody answers expires this long after it was made; the person who asked is told (decision 0067). */
export const videocallAccessRequestTtlMs = 5 * 60_000;

/** The spec's error texts, verbatim. */
export const videocallTexts = {
  full: 'videocall reached max participant capacity',
  networkingFull: 'Networking calls have reached its capacity',
  alreadyInCall: "You're already in a call",
  participantNotAvailable: 'participant not available',
} as const;

export const videocallErrorCodes = {
  full: 'videocall_full',
  closed: 'videocall_closed',
  ended: 'videocall_ended',
  accessRequired: 'videocall_access_required',
  notAdmin: 'videocall_not_admin',
  notHost: 'videocall_not_host',
  networkingFull: 'networking_full',
  alreadyInCall: 'already_in_call',
  participantNotAvailable: 'participant_not_available',
} as const;

/** Video call (spec 1 §3 and spec 2 §3, both readings in one shape). */
export const videocall = z.object({
  id: z.number().int(),
  display_name: z.string(),
  status: videocallStatusValue,
  /** User id of the admin (spec 1 `admin_id`; spec 2 calls the same value `admin`). */
  admin_id: z.number().int().nullable(),
  admin: z.number().int().nullable(),
  /** User id of the participant made speaker by the admin, or null. */
  speaker: z.number().int().nullable(),
  /** Participants, longest present first. */
  users: z.array(basicUser),
  /** The participants' pictures (those who have one), in the same order. */
  mugshots: z.array(z.string()),
  x_position: z.number().nullable(),
  y_position: z.number().nullable(),
  /** Slug of the networking area the call stands in, null for a call of no area (an invite). */
  networking_page: z.string().nullable(),
  /** Participants the call takes (our addition, for "capacity reached" before trying). */
  capacity: z.number().int(),
  /** Standing hosts (a meeting's hosts): they have the admin's controls whether or not they are `admin` (our addition; the server always sends it). */
  hosts: z.array(z.number().int()).optional(),
  /** Placed by an organiser: stays when empty until closed (our addition). */
  permanent: z.boolean(),
  ended: z.boolean(),
  /**
   * Rises with every change of the call, its participants or its hosts (our addition; the server always sends
   * it). Broadcasts of a call can arrive out of order: a client keeps the one with the higher version.
   */
  version: z.number().int().optional(),
});
export type Videocall = z.infer<typeof videocall>;

/** Whether `incoming` may replace `cached`: not when it is an older version of the call (decision 0061). */
export function isNewerCall(incoming: Pick<Videocall, 'version'>, cached: Pick<Videocall, 'version'> | undefined): boolean {
  return cached?.version === undefined || incoming.version === undefined || incoming.version >= cached.version;
}

/** `room` is the call's id; the spec's client sends it as it found it in the address, so text is taken too. */
export const joinVideocallBody = z.object({ room: z.union([recordId, recordIdParam]) });

/** `{jwt, videocall}`; a refusal is `{jwt: "", detail, code}` with its status. */
export const joinVideocallReply = z.object({ jwt: z.string(), videocall });
export type JoinVideocallReply = z.infer<typeof joinVideocallReply>;

const position = z.number().finite().min(0).max(100_000);

/**
 * Either `admin` (a call of no area, made for an invite: the admin must be the person asking) or a place
 * on a networking area. `permanent` (our addition, organisers only) keeps the call when it empties.
 */
export const createVideocallBody = z.union([
  z.object({ admin: recordId, display_name: storableText().trim().min(1).max(100).optional() }).strict(),
  z
    .object({
      x_position: position,
      y_position: position,
      networking_page: slugParam,
      display_name: storableText().trim().min(1).max(100).optional(),
      status: videocallStatusValue.optional(),
      permanent: z.boolean().optional(),
    })
    .strict(),
]);
export type CreateVideocallBody = z.infer<typeof createVideocallBody>;

/**
 * One of `display_name`, `speaker` (a participant's user id, or null) or `status`; organisers may also move a
 * call on its area with `x_position` and `y_position` together (decision 0039).
 */
export const updateVideocallBody = z
  .object({
    display_name: storableText().trim().min(1, 'Enter a name.').max(100).optional(),
    speaker: recordId.nullable().optional(),
    status: videocallStatusValue.optional(),
    x_position: position.optional(),
    y_position: position.optional(),
  })
  .strict()
  .refine((b) => (b.x_position === undefined) === (b.y_position === undefined), {
    message: 'Send x_position and y_position together.',
    path: ['x_position'],
  })
  .refine((b) => b.display_name !== undefined || b.speaker !== undefined || b.status !== undefined || b.x_position !== undefined, {
    message: 'Send one of display_name, speaker, status or x_position and y_position.',
  });

export const videocallParams = eventSlugParams.extend({ roomId: recordIdParam });
export const videocallIdParams = eventSlugParams.extend({ videocallId: recordIdParam });
export const networkingParams = eventSlugParams.extend({ networkingSlug: slugParam });

/** Networking page (spec 2 §3): `meta` and the area's calls that are not closed or ended. */
export const networkingPage = z.object({
  /** `image`: the background; null shows the "no background image" message. */
  meta: spaceMeta.extend({
    /** Calls the area holds at once. */
    max_calls: z.number().int(),
    /** The area's public chat, when it has one (the sidebar's chat; our addition). */
    chat_id: z.number().int().nullable(),
  }),
  videocalls: z.array(videocall),
});
export type NetworkingPage = z.infer<typeof networkingPage>;

/**
 * A request call's pending access requests, oldest first (our addition): the admin's page reads them when it
 * opens, so a reload or a second tab still shows who is waiting. Each as `requested_videocall_access` brings it.
 */
export const videocallAccessRequest = z.object({ videocall_id: z.number().int(), user: basicUser, requested_at: z.string() });
export type VideocallAccessRequest = z.infer<typeof videocallAccessRequest>;
export const videocallAccessRequests = z.object({ results: z.array(videocallAccessRequest) });
export type VideocallAccessRequests = z.infer<typeof videocallAccessRequests>;

const callWrite = { max: 30, windowSeconds: 60 } as const;

export const videocallRoutes = {
  join: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/videocalls/join/', summary: 'Join a video call: a media token for that call and the call', tags: ['videocalls'],
    auth: 'user', allows: 'call-participant', params: eventSlugParams, body: joinVideocallBody, reply: joinVideocallReply, rateLimit: { max: 60, windowSeconds: 60 },
    errors: [...eventRefusals, 409],
  }),
  create: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/videocalls/create/', summary: 'Create a video call (for an invite, or on a networking area)', tags: ['videocalls'],
    auth: 'user', params: eventSlugParams, body: createVideocallBody, reply: videocall, status: 201, rateLimit: callWrite,
    errors: [...eventRefusals, 409],
  }),
  update: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/videocalls/:roomId/', summary: 'Rename a call, set its speaker or status (its admin only)', tags: ['videocalls'],
    auth: 'user', allows: 'call-admin', params: videocallParams, body: updateVideocallBody, reply: videocall, rateLimit: callWrite,
    errors: eventRefusals,
  }),
  detail: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/videocalls/:videocallId/', summary: 'A video call', tags: ['videocalls'],
    auth: 'user', params: videocallIdParams, reply: videocall,
    errors: eventRefusals,
  }),
  accessRequests: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/videocalls/:videocallId/access_requests/', summary: "A request call's pending access requests (its admin only)", tags: ['videocalls'],
    auth: 'user', allows: 'call-admin', params: videocallIdParams, reply: videocallAccessRequests,
    errors: eventRefusals,
  }),
  networking: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/networking/:networkingSlug/', summary: 'A networking area and its calls', tags: ['videocalls'],
    auth: 'user', params: networkingParams, reply: networkingPage,
    errors: eventRefusals,
  }),
};

// ---- Realtime (names verbatim from the specs) ----

const callRef = z.object({ videocall_id: recordId });

/** Events a person may relay to another with `send_to_user`; each is checked by the server (docs/realtime.md). */
export const sendToUserEvents = [
  'replied_videocall_access',
  'newVideoCallInvited',
  'invited_for_new_videocall',
  'invite_accepted',
  'invite_rejected',
  'invite_canceled',
  'inviteCancelled',
  'kicked_from_videocall',
  'host_muted_videocall',
] as const;
export type SendToUserEvent = (typeof sendToUserEvents)[number];

export const sendToUser = z.object({
  user_id: recordId,
  event: z.enum(sendToUserEvents),
  /** `replied_videocall_access`: `{accepted, videocallId}`; `invite_accepted`: `{videocall_id}`; kick and mute: `{videocall_id}`. */
  data: z.object({
    accepted: z.boolean().optional(),
    videocallId: recordId.optional(),
    videocall_id: recordId.optional(),
  }).strip().default({}),
});

export const networkingAreaRef = z.object({ networking_page: slugParam });

export const videocallClientEvents = {
  request_videocall_access: callRef,
  cancel_videocall_access_request: callRef,
  send_to_user: sendToUser,
  join_networking_area: networkingAreaRef,
  leave_networking_area: networkingAreaRef,
  /** Leaves the person's call; with `videocall_id` only while that is still their call (a page leaving an old call). */
  exit_videocalls: z.object({ videocall_id: recordId.optional() }).passthrough().nullish(),
} as const;

export const videocallClientEventLimits = {
  request_videocall_access: { max: 20, windowSeconds: 60 },
  cancel_videocall_access_request: { max: 20, windowSeconds: 60 },
  // Invites, replies and host actions: a person clicks these; a flood would pester another.
  send_to_user: { max: 30, windowSeconds: 60 },
  join_networking_area: { max: 60, windowSeconds: 60, store: 'local' },
  leave_networking_area: { max: 60, windowSeconds: 60, store: 'local' },
  exit_videocalls: { max: 30, windowSeconds: 60 },
} as const;

const inviteFrom = z.object({ user: basicUser, event_slug: z.string() });
const accessRequested = z.object({ videocall_id: z.number().int(), user: basicUser });
const accessRequestCanceled = z.object({ videocall_id: z.number().int(), user_id: z.number().int() });

export const videocallServerEvents = {
  /** A call changed (name, status, speaker, participants, ended): to its participants. */
  updated_videocall: videocall,
  /** A call of a networking area changed: to the people in that area. */
  updated_networking_videocall: videocall,
  /** To whoever may answer a request call's requests: its admin and standing hosts, and the event's organisers while none of those is in it. */
  requested_videocall_access: accessRequested,
  /** The same, under spec 1's name (an alias: both are sent). */
  accessRequested,
  /** To those asked (every page of theirs): the person withdrew the request, it was answered or it expired (the spec's spelling, three s). */
  canceled_videocall_accesss: accessRequestCanceled,
  /** The same, under spec 1's name (an alias: both are sent). */
  accessRequestCanceled,
  /** To the person who asked: the answer; `expired` (our addition) when nobody answered in time. */
  replied_videocall_access: z.object({ accepted: z.boolean(), videocallId: z.number().int(), expired: z.boolean().optional() }),
  /** An invite to a call, under the name the caller sent (spec 1's client listens to the first, spec 3's to the second). */
  newVideoCallInvited: inviteFrom,
  invited_for_new_videocall: inviteFrom,
  invite_accepted: z.object({ user: basicUser, videocall_id: z.number().int().nullable() }),
  invite_rejected: z.object({ user: basicUser }),
  invite_canceled: z.object({ user: basicUser }),
  inviteCancelled: z.object({ user: basicUser }),
  /** To the removed participant: 'you got removed from the meeting'. */
  kicked_from_videocall: z.object({ videocall_id: z.number().int() }),
  /** To the participant the host muted. */
  host_muted_videocall: z.object({ videocall_id: z.number().int() }),
} as const;

/** Calls a networking area may hold at once, at most. */
export const networkingMaxCallsLimit = 200;

/** What an organiser gives a networking area (issue 27): how many calls it holds and its chat; the background is its image. */
export const networkingSpaceFields = z.object({
  max_calls: z.number().int('Enter a whole number.').min(1, 'An area holds at least one call.')
    .max(networkingMaxCallsLimit, `An area holds at most ${networkingMaxCallsLimit} calls.`),
  chat: spaceChatSwitch,
});
export type NetworkingSpaceFields = z.infer<typeof networkingSpaceFields>;
export const networkingSpaceDefaults: NetworkingSpaceFields = { max_calls: defaultNetworkingMaxCalls, chat: true };
