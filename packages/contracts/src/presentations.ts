import { z } from 'zod';
import { isoDateTime, spaceMeta } from './common';
import { defineRoute, eventRefusals, eventSlugParams, recordId, recordIdParam, slugParam, storableText } from './http';
import { basicUser } from './users';
import { spaceChatSwitch } from './space-fields';

/**
 * The presentation stage (spec 1 "Presentation, cinema, jobs", issue 13): a presentation space shows its
 * current presentation, one of a schedule; people on the page are listed in the attendee sidebar; a Q&A
 * runs beside the stage. docs/realtime.md "Presentations" lists the realtime events; decision 0036 the
 * trade-offs.
 */

/**
 * What a presentation shows: `live` from its speakers' backstage call (watched receive-only through our
 * media server), an `hls` stream URL, an uploaded `video` file (served from our storage with ranges), or an
 * https `embed` URL in a sandboxed frame.
 */
export const presentationKinds = ['live', 'hls', 'video', 'embed'] as const;
export const presentationKind = z.enum(presentationKinds);
export type PresentationKind = z.infer<typeof presentationKind>;

export const presentation = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text. */
  description: z.string(),
  kind: presentationKind,
  /** The stream (`hls`), the file (`video`, a path on our server) or the page (`embed`); null for `live`. */
  url: z.string().nullable(),
  /** The person who runs it: their chat messages are labelled Moderator; they moderate its Q&A. */
  moderator: basicUser.nullable(),
  speakers: z.array(basicUser),
  start_date: isoDateTime.nullable(),
  end_date: isoDateTime.nullable(),
  /** The program item it is, when linked to the program. */
  program_item_id: z.number().int().nullable(),
  /**
   * The backstage call (`live`): given only to its moderator, its speakers and the event's organisers,
   * who join it at `/videocall/{id}`; null for everyone else and for the other kinds.
   */
  backstage_videocall_id: z.number().int().nullable(),
});
export type Presentation = z.infer<typeof presentation>;

export const presentationSpace = z.object({
  meta: spaceMeta.extend({
    /** The stage's public chat, when it has one. */
    chat_id: z.number().int().nullable(),
  }),
  /** What the stage shows now; null between presentations. */
  current_presentation: presentation.nullable(),
  /** The schedule: every presentation of this stage, by start time. */
  presentations: z.array(presentation),
  /** Whether the viewer switches the current presentation (organisers and the stage's moderators). */
  can_switch: z.boolean(),
});
export type PresentationSpace = z.infer<typeof presentationSpace>;

export const presentationParams = eventSlugParams.extend({ presentationSlug: slugParam });

export const switchPresentationBody = z.object({
  /** A presentation of this stage, or null for none. */
  presentation_id: recordId.nullable(),
});

/** The receive-only media token of a live presentation: open it with `videocall_media_watch`. */
export const presentationWatchReply = z.object({
  videocall_id: z.number().int(),
  jwt: z.string(),
  /** The simulcast layer viewers get (`h`, mid; the full layer is for the speakers themselves). */
  layer: z.enum(['q', 'h']),
});
export type PresentationWatchReply = z.infer<typeof presentationWatchReply>;

/**
 * Limits written out here: rate-limits.ts imports this module for the realtime limits, so `rateLimits` is not
 * yet defined while it loads. The same values as `write` and `roomsLimit`.
 */
const write = { max: 30, windowSeconds: 60 } as const;
const roomsLimit = { max: 60, windowSeconds: 60, store: 'local' } as const;

// ---- Q&A ----

export const questionMaxLength = 500;

export const presentationQuestion = z.object({
  id: z.number().int(),
  presentation_id: z.number().int(),
  text: z.string(),
  author: basicUser,
  votes: z.number().int(),
  answered: z.boolean(),
  /** Hidden by the moderator: listed to moderators only. */
  hidden: z.boolean(),
  /**
   * Held for review (decision 0097): the event's listed words it contains. Such a question is hidden and told
   * to nobody but its author until a moderator shows it; absent when not held.
   */
  held_for: z.array(z.string()).optional(),
  created_at: isoDateTime,
});
export type PresentationQuestion = z.infer<typeof presentationQuestion>;

/** A question as the viewer sees it: with whether they upvoted it already. */
export const presentationQuestionForViewer = presentationQuestion.extend({ voted: z.boolean() });
export type PresentationQuestionForViewer = z.infer<typeof presentationQuestionForViewer>;

export const questionsQuery = z.object({
  /** The presentation whose questions to list; the current one when left out. */
  presentation: recordIdParam.optional(),
});

export const questionsReply = z.object({
  presentation_id: z.number().int().nullable(),
  /** Whether the viewer moderates these questions (sees hidden ones, marks answered, hides). */
  can_moderate: z.boolean(),
  /** Most votes first, then oldest first. */
  results: z.array(presentationQuestionForViewer),
});
export type QuestionsReply = z.infer<typeof questionsReply>;

export const askQuestionBody = z.object({
  presentation: recordId,
  text: storableText()
    .trim()
    .min(1, 'A question cannot be empty.')
    .max(questionMaxLength, `A question has at most ${questionMaxLength} characters.`),
});

export const moderateQuestionBody = z
  .object({ answered: z.boolean().optional(), hidden: z.boolean().optional() })
  .refine((b) => b.answered !== undefined || b.hidden !== undefined, 'Say answered or hidden.');

export const questionParams = presentationParams.extend({ questionId: recordIdParam });

/** The public chat's `sender_label` of a stage's moderators: their messages there are labelled Moderator (spec 1). */
export const moderatorChatLabel = 'moderator';

/** Error codes the client branches on. */
export const presentationErrorCodes = {
  alreadyVoted: 'already_voted',
  notLive: 'presentation_not_live',
  notModerator: 'not_moderator',
  notQuestionAuthor: 'not_question_author',
  /** A live presentation's backstage call takes its speakers, the stage's moderators and the event's organisers only. */
  backstageOnly: 'backstage_only',
} as const;

export const presentationRoutes = {
  space: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/presentations/:presentationSlug/', summary: 'A presentation stage: meta, current presentation, schedule', tags: ['presentations'],
    auth: 'user', params: presentationParams, reply: presentationSpace,
    errors: eventRefusals,
  }),
  switchCurrent: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/presentations/:presentationSlug/current/', summary: 'Switch the current presentation (organisers and the stage\'s moderators)', tags: ['presentations'],
    auth: 'user', allows: ['stage-moderator', 'event-moderator'], params: presentationParams, body: switchPresentationBody, reply: presentationSpace, rateLimit: write,
    errors: eventRefusals,
  }),
  watch: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/presentations/:presentationSlug/watch/', summary: 'A receive-only media token for the live presentation', tags: ['presentations'],
    auth: 'user', params: presentationParams, reply: presentationWatchReply, rateLimit: { max: 30, windowSeconds: 60 },
    errors: [...eventRefusals, 409],
  }),
  questions: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/presentations/:presentationSlug/questions/', summary: 'Q&A of a presentation, most votes first', tags: ['presentations'],
    auth: 'user', params: presentationParams, query: questionsQuery, reply: questionsReply,
    errors: eventRefusals,
  }),
  ask: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/presentations/:presentationSlug/questions/', summary: 'Ask a question', tags: ['presentations'],
    auth: 'user', params: presentationParams, body: askQuestionBody, reply: presentationQuestionForViewer, status: 201,
    rateLimit: { max: 5, windowSeconds: 60, detail: 'You are asking questions too fast.' },
    errors: eventRefusals,
  }),
  upvote: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/presentations/:presentationSlug/questions/:questionId/upvote/', summary: 'Upvote a question (once per person)', tags: ['presentations'],
    auth: 'user', params: questionParams, reply: presentationQuestionForViewer, rateLimit: { max: 60, windowSeconds: 60 },
    errors: [...eventRefusals, 409],
  }),
  moderate: defineRoute({
    method: 'PATCH', path: '/api/events/:eventSlug/presentations/:presentationSlug/questions/:questionId/', summary: 'Mark a question answered or hide it (the moderator)', tags: ['presentations'],
    auth: 'user', allows: ['stage-moderator', 'event-moderator'], params: questionParams, body: moderateQuestionBody, reply: presentationQuestionForViewer, rateLimit: write,
    errors: eventRefusals,
  }),
  /** Issue 29: its author, the presentation's moderator and the event's organisers; the audit log keeps the text. */
  deleteQuestion: defineRoute({
    method: 'DELETE', path: '/api/events/:eventSlug/presentations/:presentationSlug/questions/:questionId/', summary: 'Delete a question (its author, the moderator, organisers)', tags: ['presentations'],
    auth: 'user', allows: ['stage-moderator', 'event-moderator'], params: questionParams, reply: z.null(), status: 204, rateLimit: { max: 120, windowSeconds: 60 },
    errors: eventRefusals,
  }),
};

// ---- realtime ----

const spaceRef = z.object({ space_id: recordId });

export const presentationClientEvents = {
  /** The person opened the stage page: joins its room and its attendee list (`joined_presentation_space`). */
  join_presentation_space: spaceRef,
  leave_presentation_space: spaceRef,
} as const;

export const presentationClientEventLimits = {
  // Stores an attendance row per socket and stage.
  join_presentation_space: { max: 30, windowSeconds: 60 },
  leave_presentation_space: roomsLimit,
} as const;

const stageAttendees = z.object({ space_id: z.number().int(), user: basicUser, users: z.array(basicUser), count: z.number().int() });

export const presentationServerEvents = {
  /**
   * To the stage's room: people arrived (their first tab) or left (their last), coalesced per stage into one
   * message per short interval (decision 0050): `user` the first of them, `users` up to 25, `count` all.
   */
  joined_presentation_space: stageAttendees,
  left_presentation_space: stageAttendees,
  /** To the stage's room: the current presentation changed (or one of the schedule did). */
  updated_presentation_space: z.object({ space_id: z.number().int(), slug: z.string(), current_presentation: presentation.nullable() }),
  /** To the stage's room: a new question (`voted` is each viewer's own: false here). */
  presentation_question_asked: presentationQuestion,
  /** To the stage's room: votes, answered or hidden changed; a hidden one leaves non-moderators' lists. */
  presentation_question_updated: presentationQuestion,
  /** To the stage's room: a question was deleted; it leaves every list. */
  presentation_question_deleted: z.object({ presentation_id: z.number().int(), question_id: z.number().int() }),
} as const;

/** What an organiser gives a stage (issue 27): its public chat. Its presentations come from the program. */
export const presentationSpaceFields = z.object({ chat: spaceChatSwitch });
export type PresentationSpaceFields = z.infer<typeof presentationSpaceFields>;
export const presentationSpaceDefaults: PresentationSpaceFields = { chat: true };
