import { z } from 'zod';
import { isoDateTime } from './common';
import { isEmbeddableUrl } from './embedded';
import { defineRoute, eventRefusals, recordId, recordIdParam, storableText } from './http';
import { organizerWrite } from './organizer';
import { presentation, presentationKind, presentationParams, switchPresentationBody, type PresentationKind } from './presentations';
import { isWebAddress } from './space-fields';
import { basicUser } from './users';

/**
 * The organiser console's stage (issue 28, decision 0087): a presentation space's schedule — entries live from
 * the speakers' backstage call, a recorded video, an HLS stream or an embedded page — its order, what it shows
 * now, and its moderators. The entry's fields and rules are the ones `npm run foyer -- stage schedule` reads
 * from a file (`stageEntryFields`, `stageEntryProblems`); the file names people by e-mail, the console by id.
 */

export const stageMessages = {
  liveHasNoUrl: 'A live presentation comes from its speakers\' call: it has no address.',
  urlNeeded: 'This kind of presentation needs its address.',
  embedHttps: 'An embedded page needs a full address starting with https://.',
  streamAddress: 'Enter a full http(s) address, or a path on this server starting with /.',
  endAfterStart: 'The end must be after the start.',
  peopleOfEvent: 'Speakers and moderators must be people of this event.',
  notInSchedule: 'List every presentation of this stage exactly once.',
  alreadyModerator: 'This person moderates the stage already.',
} as const;

export const stageErrorCodes = {
  alreadyModerator: 'already_moderator',
} as const;

/** A stream's or file's address: http(s), or a path on this server. */
const isStreamAddress = (value: string) => isWebAddress(value) || (value.startsWith('/') && !value.startsWith('//'));

/** What an entry's address must be for its kind, or null when it is fine. */
export function stageUrlProblem(kind: PresentationKind, url: string | null): string | null {
  if (kind === 'live') return url ? stageMessages.liveHasNoUrl : null;
  if (!url) return stageMessages.urlNeeded;
  if (kind === 'embed') return isEmbeddableUrl(url) ? null : stageMessages.embedHttps;
  return isStreamAddress(url) ? null : stageMessages.streamAddress;
}

/** An entry of a stage's schedule, as both the console and the schedule file give it. */
const entryShape = {
  title: storableText().trim().min(1, 'Required').max(200),
  /** Plain text. */
  description: storableText().max(5000),
  kind: presentationKind,
  /** The HLS stream, the video file or the https page; null for `live`. */
  url: z.string().trim().max(2000).nullable().transform((v) => v || null),
  start_date: isoDateTime.nullable(),
  end_date: isoDateTime.nullable(),
};
export const stageEntryFields = z.object({
  ...entryShape,
  description: entryShape.description.default(''),
  url: entryShape.url.default(null),
  start_date: entryShape.start_date.default(null),
  end_date: entryShape.end_date.default(null),
});

/** The rules between an entry's fields: its address for its kind, the end after the start. */
export function stageEntryProblems(entry: { kind: PresentationKind; url: string | null; start_date: string | null; end_date: string | null }, ctx: z.RefinementCtx): void {
  const problem = stageUrlProblem(entry.kind, entry.url);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['url'] });
  if (entry.start_date && entry.end_date && Date.parse(entry.end_date) <= Date.parse(entry.start_date)) {
    ctx.addIssue({ code: 'custom', message: stageMessages.endAfterStart, path: ['end_date'] });
  }
}

const consolePeople = {
  /** Runs it: labelled Moderator in the stage's chat, moderates its Q&A, admin of its backstage call. */
  moderator_id: recordId.nullable(),
  speaker_ids: z.array(recordId).max(50),
};

/** `POST …/presentations/`: a whole entry. */
export const stageEntryBody = stageEntryFields
  .extend({ moderator_id: consolePeople.moderator_id.default(null), speaker_ids: consolePeople.speaker_ids.default([]) })
  .strict()
  .superRefine(stageEntryProblems);
export type StageEntryBody = z.input<typeof stageEntryBody>;

/** `PATCH …/presentations/{id}/`: any fields (no defaults: a field left out keeps its value); the entry they make is checked whole. */
export const stageEntryPatch = z
  .object({ ...entryShape, ...consolePeople })
  .partial()
  .strict();
export type StageEntryPatch = z.input<typeof stageEntryPatch>;

/** `PUT …/order/`: the schedule's presentations in their new order, every one once. */
export const stageOrderBody = z.object({ presentation_ids: z.array(recordId).max(500) }).strict();

export const stageModeratorBody = z.object({ user_id: recordId }).strict();

/** What the console shows of a stage: its schedule in order, what it shows now, its moderators. */
export const organizerStage = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** In the schedule's order; `backstage_videocall_id` given for live ones. */
  presentations: z.array(presentation),
  current_presentation_id: z.number().int().nullable(),
  /** The stage's own moderators: they switch what it shows, their chat messages are labelled Moderator, they join backstage. */
  moderators: z.array(basicUser),
});
export type OrganizerStage = z.infer<typeof organizerStage>;

const stageParams = presentationParams;
const entryParams = presentationParams.extend({ presentationId: recordIdParam });
const moderatorParams = presentationParams.extend({ userId: recordIdParam });
const base = '/api/events/:eventSlug/organizer/stages/:presentationSlug';

export const organizerStageRoutes = {
  stage: defineRoute({
    method: 'GET', path: `${base}/`, summary: "A stage's schedule, current presentation and moderators (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: stageParams, reply: organizerStage,
    errors: eventRefusals,
  }),
  createEntry: defineRoute({
    method: 'POST', path: `${base}/presentations/`, summary: "Add a presentation to a stage's schedule, at its end (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: stageParams, body: stageEntryBody, reply: presentation, status: 201, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  updateEntry: defineRoute({
    method: 'PATCH', path: `${base}/presentations/:presentationId/`, summary: 'Edit a presentation of the schedule (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: entryParams, body: stageEntryPatch, reply: presentation, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  deleteEntry: defineRoute({
    method: 'DELETE', path: `${base}/presentations/:presentationId/`, summary: 'Remove a presentation with its Q&A (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: entryParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  reorder: defineRoute({
    method: 'PUT', path: `${base}/order/`, summary: "Put a stage's schedule in a new order (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: stageParams, body: stageOrderBody, reply: organizerStage, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  setCurrent: defineRoute({
    method: 'PUT', path: `${base}/current/`, summary: 'Switch what the stage shows now (owners; moderators use the stage\'s own route)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: stageParams, body: switchPresentationBody, reply: organizerStage, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  addModerator: defineRoute({
    method: 'POST', path: `${base}/moderators/`, summary: 'Make a person of the event a moderator of the stage (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: stageParams, body: stageModeratorBody, reply: organizerStage, status: 201, rateLimit: organizerWrite,
    errors: [...eventRefusals, 409],
  }),
  removeModerator: defineRoute({
    method: 'DELETE', path: `${base}/moderators/:userId/`, summary: "Take a stage's moderator rights from a person (owners)", tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: moderatorParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
};
