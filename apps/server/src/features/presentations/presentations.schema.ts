import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { PresentationKind } from '@foyer/contracts';
import { users } from '../identity/accounts.schema';
import { events, spaces } from '../identity/events.schema';
import { videoCalls } from '../videocalls/videocalls.schema';

/** A presentation of a stage's schedule (a presentation space): what the stage shows while it is current. */
export const presentations = pgTable(
  'presentations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<PresentationKind>().notNull(),
    /** The HLS stream, the stored file's path or the https embed; null for `live`. */
    url: text('url'),
    /** The speakers' backstage call (`live`). */
    videocallId: integer('videocall_id').references(() => videoCalls.id, { onDelete: 'set null' }),
    moderatorId: integer('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The program item this presentation is (not a foreign key: the program may be re-imported). */
    programItemId: integer('program_item_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Its place in the schedule as an organiser ordered it (before the start time; 0 for entries never ordered). */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presentations_space_idx').on(t.spaceId, t.startsAt)],
);

export const presentationSpeakers = pgTable(
  'presentation_speakers',
  {
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.presentationId, t.userId] }), index('presentation_speakers_user_idx').on(t.userId)],
);

/** Which presentation a stage shows now (no row, or null: none). */
export const presentationStages = pgTable('presentation_stages', {
  spaceId: integer('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  currentPresentationId: integer('current_presentation_id').references(() => presentations.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A stage's own moderators (the console names them): they switch what it shows, are labelled Moderator in its
 * chat and join its backstage calls, as the moderators of its presentations do.
 */
export const stageModerators = pgTable(
  'stage_moderators',
  {
    spaceId: integer('space_id')
      .notNull()
      .references(() => spaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.userId] }), index('stage_moderators_user_idx').on(t.userId)],
);

/** A question of a presentation's Q&A; `votes` is kept equal to its rows in `presentation_question_votes`. */
export const presentationQuestions = pgTable(
  'presentation_questions',
  {
    id: serial('id').primaryKey(),
    presentationId: integer('presentation_id')
      .notNull()
      .references(() => presentations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    votes: integer('votes').notNull().default(0),
    answered: boolean('answered').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    /**
     * The event's listed words the question contained when asked (decision 0097): held for review, stored
     * hidden until a moderator shows it, which clears this. Null: not held.
     */
    heldFor: text('held_for').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('presentation_questions_presentation_idx').on(t.presentationId, t.votes)],
);

/** One upvote per person and question: the primary key settles double votes in the database. */
export const presentationQuestionVotes = pgTable(
  'presentation_question_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => presentationQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('presentation_question_votes_user_idx').on(t.userId)],
);
