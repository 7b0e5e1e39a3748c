import { z } from 'zod';
import { defineRoute, eventRefusals, recordIdParam } from './http';
import { meetingParams, recording } from './meetings';

/**
 * Recordings of meeting rooms (spec 2 "Recordings", §5 approve form, §6 roles, §7 accept/delete and
 * `vimeo_upload_complete`, decision 0033). A host starts and stops recording the meeting's call; the server
 * composes the call into one mp4, served at `/storage/recordings/mp4/{download_slug}.mp4` to the people
 * allowed in the meeting. Hosts review: approve with a name (publishing: `in_progress`, then `complete` with
 * `vimeo_upload_complete`) or delete. The `Recording` shape itself is in meetings.ts (the room carries it).
 */

/** Where a recording's file is fetched from (spec 2 §7). */
export const recordingFilePath = (downloadSlug: string) => `/storage/recordings/mp4/${downloadSlug}.mp4`;

/** The spec's texts and ours. */
export const recordingTexts = {
  hostNameRequired: 'A name is required.',
  hostsOnly: 'Only the hosts of this meeting may do this.',
  notFound: 'There is no such recording.',
  alreadyRecording: 'This meeting is being recorded already.',
  notRecording: 'This meeting is not being recorded.',
  alreadyApproved: 'This recording was approved already.',
  deleted: 'This recording was deleted.',
  notSupported: 'Recording needs the built-in media server; this server sends call media through Janus.',
  noOneInCall: 'Nobody is in the meeting call: join it before recording.',
} as const;

export const recordingErrorCodes = {
  hostsOnly: 'hosts_only',
  alreadyRecording: 'already_recording',
  notRecording: 'not_recording',
  alreadyApproved: 'already_approved',
  deleted: 'recording_deleted',
  notSupported: 'recording_not_supported',
} as const;

/** Whether a meeting's call is being recorded, and whether a stopped recording is still being made into its file. */
export const recordingState = z.object({
  meeting_id: z.number().int(),
  videocall_id: z.number().int(),
  recording: z.boolean(),
  /** When the running recording began (ISO), null when none runs. */
  started_at: z.string().nullable(),
  /** A stopped recording is being composed; it joins the review list when done. */
  processing: z.boolean(),
});
export type RecordingState = z.infer<typeof recordingState>;

/** The state as one viewer asks for it: with whether they may start and stop recording. */
export const recordingStateReply = recordingState.extend({ is_host: z.boolean() });
export type RecordingStateReply = z.infer<typeof recordingStateReply>;

export const recordingList = z.object({ results: z.array(recording), state: recordingState });
export type RecordingList = z.infer<typeof recordingList>;

/** Approve form (spec 2 §5): a name is required. */
export const acceptRecordingBody = z.object({
  host_name: z.string().trim().min(1, recordingTexts.hostNameRequired).max(200),
});

export const recordingParams = meetingParams.extend({ recordingId: recordIdParam });

const writeLimit = { max: 30, windowSeconds: 60 } as const;

export const recordingRoutes = {
  /** The review list (hosts only) with the recording state. */
  list: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/recordings/',
    summary: "A meeting's recordings for its hosts to review", tags: ['recordings'],
    auth: 'user', allows: 'meeting-host', params: meetingParams, reply: recordingList,
    errors: eventRefusals,
  }),
  /** Whether the meeting is being recorded (anyone allowed in the meeting: the indicator). */
  state: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/recording/',
    summary: 'Whether the meeting call is being recorded', tags: ['recordings'],
    auth: 'user', allows: ['meeting-host', 'meeting-registrant', 'event-moderator'], params: meetingParams, reply: recordingStateReply,
    errors: eventRefusals,
  }),
  start: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/recording/start/',
    summary: "Start recording the meeting's call (hosts)", tags: ['recordings'],
    auth: 'user', allows: 'meeting-host', params: meetingParams, reply: recordingState, rateLimit: writeLimit,
    errors: [...eventRefusals, 409],
  }),
  stop: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/recording/stop/',
    summary: 'Stop recording; the file is composed and joins the review list', tags: ['recordings'],
    auth: 'user', allows: 'meeting-host', params: meetingParams, reply: recordingState, rateLimit: writeLimit,
    errors: [...eventRefusals, 409],
  }),
  accept: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/accept/:recordingId/',
    summary: 'Approve a recording with a name: it is published (in_progress, then complete)', tags: ['recordings'],
    auth: 'user', allows: 'meeting-host', params: recordingParams, body: acceptRecordingBody, reply: recording, rateLimit: writeLimit,
    errors: [...eventRefusals, 409],
  }),
  delete: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/meetings/:meetingSlug/meetings/:meeting/delete/:recordingId/',
    summary: 'Delete a recording: is_deleted, its file removed', tags: ['recordings'],
    auth: 'user', allows: 'meeting-host', params: recordingParams, reply: recording, rateLimit: writeLimit,
    errors: [...eventRefusals, 409],
  }),
};

export const recordingServerEvents = {
  /** To everyone in the meeting's call and its hosts: recording started, stopped, or its file is ready. */
  meeting_recording_updated: recordingState,
  /** To the meeting's hosts: a recording came, was approved or deleted (refetch the list). */
  meeting_recordings_changed: z.object({ meeting_id: z.number().int() }),
  /** To the meeting's hosts: an approved recording is published (spec 2 §7). */
  vimeo_upload_complete: z.object({ meeting_id: z.number().int(), recording }),
} as const;

/** The one-hour rule (spec 2 §6, §9: 3,600,000 ms before the start). */
export const recordingsButtonHiddenBeforeStartMs = 3_600_000;

/**
 * Whether a host sees the recordings button (decision 0033 picks the second reading of spec 2 §6): hidden
 * within the hour before the start, visible otherwise — before that hour, during and after the meeting,
 * when there is something to review. Never for people who are not hosts.
 */
export function recordingsButtonVisible(isHost: boolean, startsAt: string, now: Date): boolean {
  if (!isHost) return false;
  const start = new Date(startsAt).getTime();
  const t = now.getTime();
  return !(t >= start - recordingsButtonHiddenBeforeStartMs && t < start);
}
