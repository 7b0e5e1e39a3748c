import { z } from 'zod';
import { isoDateTime, spaceMeta } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordId, slugParam, storableText } from './http';
import { basicUser } from './users';

/**
 * Meetings (spec 2 "Meeting space", "Meeting room", "All meetings", §3 Meeting / Meeting room / Meeting
 * space / Recording, §4 "Meeting button per user", "Registration", "Live updates to meeting lists"). A meeting
 * space is a space of type `meeting`; each meeting in it has its own video call of ours (decision 0032), whose
 * admins are the meeting's hosts. Registrations take seats (hosts do not); a full meeting keeps a waitlist.
 */

/** Meetings per page of a meeting space's lists (spec 2 §9). */
export const meetingPageSize = 12;

/** The spec's texts, verbatim where it names them (spec 2 §8). */
export const meetingTexts = {
  alreadyRegistered: 'already registered',
  full: 'meeting full',
  notRegistered: 'not registered',
  ended: 'meeting ended',
  walkIn: 'walk-in meetings need no registration',
  host: 'hosts need no registration',
  alreadyWaitlisted: 'already on the waitlist',
  roomClosed: 'This meeting room is open to its registered participants and hosts only.',
  noHost: 'no host assigned',
  hostNotConfirmed: 'host not confirmed',
  noRecordings: 'no recordings',
  organisersOnly: 'Only the organisers of this event may create or edit meetings.',
  hostsOfEvent: 'Hosts must be people of this event.',
  speakerAmongHosts: 'The primary speaker must be one of the hosts.',
  slugTaken: 'A meeting of this space has this address already.',
  capacityBelowSeats: 'The capacity cannot be lower than the seats already taken.',
} as const;

export const meetingErrorCodes = {
  alreadyRegistered: 'already_registered',
  full: 'meeting_full',
  notRegistered: 'not_registered',
  ended: 'meeting_ended',
  walkIn: 'walk_in_meeting',
  host: 'meeting_host',
  alreadyWaitlisted: 'already_waitlisted',
  /** Joining the call of a meeting one is neither registered for nor hosting (walk-in meetings excepted). */
  notParticipant: 'meeting_not_participant',
  organisersOnly: 'organisers_only',
} as const;

/** The space a meeting belongs to, as the meeting carries it (spec 2 §3). */
export const meetingSpaceRef = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** Background image URL; null shows the placeholder. */
  image: z.string().nullable(),
});
export type MeetingSpaceRef = z.infer<typeof meetingSpaceRef>;

/** Meeting (spec 2 §3), plus our additions noted on each. */
export const meeting = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML (rich text cleaned when stored). */
  description: z.string(),
  /** Seats for registered participants; hosts take none. */
  capacity: z.number().int(),
  /** Seats still free (capacity minus registered participants), never below 0. */
  capacity_left: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  primary_speaker_id: z.number().int().nullable(),
  /** How many hosts the meeting has. */
  speaker_count: z.number().int(),
  enable_host_chat: z.boolean(),
  host_user_ids: z.array(z.number().int()),
  /** The hosts as others see them (privacy applied; our addition, for the info modal). */
  hosts: z.array(basicUser),
  /** User ids of the registered participants (seat holders). */
  participating_users: z.array(z.number().int()),
  is_walk_in_meeting: z.boolean(),
  /** Whether one of the hosts is in the meeting's call now. */
  is_host_in_meeting: z.boolean(),
  /**
   * Whether a host has confirmed: entered the event and agreed to its terms (our addition). Hosts but none
   * confirmed shows 'host not confirmed' (spec 2 §8).
   */
  is_host_confirmed: z.boolean(),
  space: meetingSpaceRef,
  /** The meeting's own video call (join it with `POST …/videocalls/join/ {room}`; our addition). */
  videocall_id: z.number().int(),
  /** The viewer's place on the waitlist (1 is next), null when not on it (our addition). */
  waitlist_position: z.number().int().nullable(),
  /** How many people wait for a seat (our addition). */
  waitlist_count: z.number().int(),
});
export type Meeting = z.infer<typeof meeting>;

/** Meeting space (spec 2 §3 "meta.slug, meta.published"). */
export const meetingSpace = z.object({
  meta: spaceMeta,
});
export type MeetingSpace = z.infer<typeof meetingSpace>;

export const recordingStatuses = ['in_progress', 'complete'] as const;
export const recordingStatus = z.enum(recordingStatuses);
export type RecordingStatus = z.infer<typeof recordingStatus>;

/**
 * Recording (spec 2 §3) with the review list's fields (date, speaker name, session, upload status). Filled by
 * the recordings feature; a meeting room carries its meeting's recordings for its hosts only.
 */
export const recording = z.object({
  id: z.number().int(),
  created: z.string(),
  external_id: z.string().nullable(),
  download_slug: z.string(),
  is_deleted: z.boolean(),
  /** The approved upload: null until a host approves the recording. */
  vimeo_recording: z
    .object({ host_name: z.string(), status: recordingStatus, external_id: z.string().nullable() })
    .nullable(),
  /** The review list's columns. */
  date: z.string(),
  speaker_name: z.string(),
  session: z.string(),
  upload_status: z.enum(['not_uploaded', 'in_progress', 'complete']),
  /** Our additions (decision 0033): the length, and the file's address with the viewer's viewing token (null once deleted). */
  duration_ms: z.number().int(),
  url: z.string().nullable(),
});
export type Recording = z.infer<typeof recording>;

/**
 * Meeting room (spec 2 §3). The spec's room embeds a third-party webinar frame (`samba_*`); ours is our own
 * call, so `samba_slug` is the meeting's slug and `samba_user_slug` / `samba_hash` are null (decision 0032).
 * `space_id` is the meeting space's id (what `join_meeting_room` names).
 */
export const meetingRoom = z.object({
  samba_user_slug: z.string().nullable(),
  samba_hash: z.string().nullable(),
  samba_slug: z.string(),
  space_id: z.number().int(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The meeting's recordings: its hosts see them, everyone else gets an empty list. */
  recordings: z.array(recording),
  /** Our additions: the call to join, the meeting itself and the viewer's standing in it. */
  videocall_id: z.number().int(),
  meeting: meeting,
  is_host: z.boolean(),
  /** Whether the viewer may join the call now (host, registered, walk-in, organiser). */
  may_enter: z.boolean(),
});
export type MeetingRoom = z.infer<typeof meetingRoom>;

export const meetingSpaceParams = eventSlugParams.extend({ meetingSlug: slugParam });
/** `{meetingSlug}` is the meeting space (as in the space's own paths), `{meeting}` the meeting's slug (the spec's `{room}`). */
export const meetingParams = meetingSpaceParams.extend({ meeting: slugParam });

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/**
 * `?limit=12&offset=` with `&live=1` (started and not ended) or `&my_meetings=1` (registered or hosting; a host's
 * also keeps the meetings they hosted that ended, newest first after the coming ones); otherwise upcoming
 * (not started). Ended meetings drop out of every other list.
 */
export const meetingListQuery = z.object({
  limit: pageLimit(100, meetingPageSize),
  offset: pageOffset(),
  live: flag.optional(),
  my_meetings: flag.optional(),
});

export const meetingList = paged(meeting);
export type MeetingList = z.infer<typeof meetingList>;

/**
 * `{register: true}` registers, `{register: false}` unregisters (or leaves the waitlist). On a full meeting
 * `{register: true}` answers 409 'meeting full' unless `waitlist: true` is sent: then the person waits in line
 * and the answer's `waitlist_position` is their place.
 */
export const registerMeetingBody = z.object({ register: z.boolean(), waitlist: z.boolean().optional() }).strict();

/**
 * An organiser's meeting in a meeting space (ours: the spec shows no console). `description` is HTML, cleaned
 * when stored; hosts must be people of the event; the primary speaker, when given, one of the hosts.
 */
const meetingFields = z.object({
  slug: z.string().trim().min(1).max(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and hyphens.'),
  title: storableText().trim().min(1, 'Required').max(200),
  description: storableText().max(20_000),
  capacity: z.number().int().min(0).max(10_000),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  host_user_ids: z.array(recordId).min(1, 'A meeting needs a host.').max(20),
  primary_speaker_id: recordId.nullable(),
  is_walk_in_meeting: z.boolean(),
  enable_host_chat: z.boolean(),
});
const endAfterStart = (m: { starts_at?: string; ends_at?: string }) => !m.starts_at || !m.ends_at || Date.parse(m.ends_at) > Date.parse(m.starts_at);
const endAfterStartIssue = { message: 'The end must be after the start.', path: ['ends_at'] };

export const createMeetingBody = meetingFields
  .extend({
    description: meetingFields.shape.description.default(''),
    primary_speaker_id: meetingFields.shape.primary_speaker_id.default(null),
    is_walk_in_meeting: meetingFields.shape.is_walk_in_meeting.default(false),
    enable_host_chat: meetingFields.shape.enable_host_chat.default(false),
  })
  .strict()
  .refine(endAfterStart, endAfterStartIssue);
export type CreateMeetingBody = z.input<typeof createMeetingBody>;
/** Any of the fields (no defaults: a field left out keeps its value); the times are checked together with the meeting's other time. */
export const updateMeetingBody = meetingFields.partial().strict().refine(endAfterStart, endAfterStartIssue);
export type UpdateMeetingBody = z.input<typeof updateMeetingBody>;

export const meetingRoutes = {
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/meetings/:meetingSlug/', summary: 'A meeting space (closed: organisers only)', tags: ['meetings'],
    auth: 'user', params: meetingSpaceParams, reply: meetingSpace,
    errors: eventRefusals,
  }),
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/meetings/:meetingSlug/list/',
    summary: 'Meetings of a space: upcoming, `live=1` or `my_meetings=1`, 12 per page', tags: ['meetings'],
    auth: 'user', params: meetingSpaceParams, query: meetingListQuery, reply: meetingList,
    errors: eventRefusals,
  }),
  upcoming: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/upcoming_meetings/',
    summary: "The person's meetings and the upcoming ones across the event's open meeting spaces, by start", tags: ['meetings'],
    auth: 'user', params: eventSlugParams, reply: meetingList,
    errors: eventRefusals,
  }),
  room: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/', summary: 'A meeting room', tags: ['meetings'],
    auth: 'user', params: meetingParams, reply: meetingRoom,
    errors: eventRefusals,
  }),
  register: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/register/',
    summary: 'Register for a meeting (or its waitlist), or unregister', tags: ['meetings'],
    auth: 'user', params: meetingParams, body: registerMeetingBody, reply: meeting, rateLimit: { max: 30, windowSeconds: 60 },
    errors: [...eventRefusals, 409],
  }),
  create: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/',
    summary: 'Create a meeting in a meeting space (owners and organisers)', tags: ['meetings'],
    auth: 'user', allows: 'event-moderator', params: meetingSpaceParams, body: createMeetingBody, reply: meeting, status: 201, rateLimit: { max: 30, windowSeconds: 60 },
    errors: eventRefusals,
  }),
  update: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/',
    summary: 'Edit a meeting (owners and organisers)', tags: ['meetings'],
    auth: 'user', allows: 'event-moderator', params: meetingParams, body: updateMeetingBody, reply: meeting, rateLimit: { max: 30, windowSeconds: 60 },
    errors: [...eventRefusals, 409],
  }),
};

// ---- The meeting button (spec 2 §4), one pure table for the web app and the tests ----

export type MeetingButton =
  | { kind: 'enter'; disabled: false }
  | { kind: 'unregister'; disabled: false }
  | { kind: 'join'; disabled: boolean; confirm: boolean }
  | { kind: 'register'; disabled: boolean };

export interface MeetingButtonInput {
  userId: number;
  meeting: Pick<Meeting, 'host_user_ids' | 'participating_users' | 'is_walk_in_meeting' | 'capacity_left' | 'starts_at'>;
  now: Date;
}

/**
 * Which button a person sees on a meeting (spec 2 §4): host → enter; registered and not started → unregister;
 * not-started walk-in → disabled join; not started → register (disabled at capacity_left 0); started → join with
 * a confirmation (disabled when full and the person is not a participant; a walk-in meeting is never full).
 */
export function meetingButton({ userId, meeting: m, now }: MeetingButtonInput): MeetingButton {
  if (m.host_user_ids.includes(userId)) return { kind: 'enter', disabled: false };
  const started = new Date(m.starts_at).getTime() <= now.getTime();
  const registered = m.participating_users.includes(userId);
  if (!started) {
    if (registered) return { kind: 'unregister', disabled: false };
    if (m.is_walk_in_meeting) return { kind: 'join', disabled: true, confirm: false };
    return { kind: 'register', disabled: m.capacity_left <= 0 };
  }
  const full = !m.is_walk_in_meeting && m.capacity_left <= 0;
  return { kind: 'join', disabled: full && !registered, confirm: true };
}

/** Whether a meeting is live at `now` (started and not ended). */
export const isMeetingLive = (m: Pick<Meeting, 'starts_at' | 'ends_at'>, now: Date): boolean =>
  new Date(m.starts_at).getTime() <= now.getTime() && new Date(m.ends_at).getTime() > now.getTime();

/** Whether a meeting has ended at `now` (spec 2 §4: "ends_at is not after" now). */
export const hasMeetingEnded = (m: Pick<Meeting, 'ends_at'>, now: Date): boolean => new Date(m.ends_at).getTime() <= now.getTime();

// ---- Goodie bag kind `meeting` (meeting experts) ----

/** How a `meeting` favourite presents its meeting. */
export const favouriteMeeting = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  space: meetingSpaceRef,
  hosts: z.array(basicUser),
});
export type FavouriteMeeting = z.infer<typeof favouriteMeeting>;

// ---- Realtime (names verbatim from spec 2 §7) ----

/** The meeting space named by `space_id` (the spec's field). */
export const meetingSpaceRefPayload = z.object({ space_id: recordId });

export const meetingClientEvents = {
  /** The meeting space page is open: its meetings' live updates reach the socket. */
  join_meeting_space: meetingSpaceRefPayload,
  leave_meeting_space: meetingSpaceRefPayload,
  /** A meeting room page is open (`space_id` of its meeting space): the same updates. */
  join_meeting_room: meetingSpaceRefPayload,
  leave_meeting_room: meetingSpaceRefPayload,
} as const;

/** Joining and leaving rooms stores nothing: counted per process (the values of `rateLimits.rooms`; rate-limits.ts imports this file). */
const roomsLimit = { max: 60, windowSeconds: 60, store: 'local' } as const;
export const meetingClientEventLimits = {
  join_meeting_space: roomsLimit,
  leave_meeting_space: roomsLimit,
  join_meeting_room: roomsLimit,
  leave_meeting_room: roomsLimit,
} as const;

export const meetingServerEvents = {
  /**
   * The meeting's call changed participants: `meeting` is the meeting's id, `users` the people in the call now.
   * Our additions carry what follows from it, so the client needs no arithmetic.
   */
  updated_meeting_videocall: z.object({
    meeting: z.number().int(),
    users: z.array(basicUser),
    participating_users: z.array(z.number().int()),
    capacity_left: z.number().int(),
    is_host_in_meeting: z.boolean(),
  }),
  /** Registration changed (register, unregister, a waitlist promotion). */
  meeting_capacity_updated: z.object({
    meeting_id: z.number().int(),
    capacity_left: z.number().int(),
    participating_users: z.array(z.number().int()),
    waitlist_count: z.number().int(),
  }),
  /** A host entered the meeting's call. */
  host_joined_meeting: z.object({ meeting_id: z.number().int() }),
} as const;

/** What an organiser gives a meeting space: its image; meetings are added apart (issue 27): no fields of its own. */
export const meetingSpaceFields = z.object({});
export type MeetingSpaceFields = z.infer<typeof meetingSpaceFields>;
export const meetingSpaceDefaults: MeetingSpaceFields = {};
