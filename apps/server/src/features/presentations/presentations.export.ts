import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { spaces } from '../identity/events.schema';
import { presentationQuestions, presentationQuestionVotes, presentationSpeakers, presentations, stageModerators } from './presentations.schema';

/** Stages the person moderates or speaks on, and the questions they asked or voted for. */
export const presentationsExportPart: ExportPart = {
  tables: {
    presentations: rowsNaming(presentations, [presentations.moderatorId]),
    presentation_speakers: rowsNaming(presentationSpeakers, [presentationSpeakers.userId], {
      via: { joins: [[presentationSpeakers.presentationId, presentations.id]], eventId: presentations.eventId },
    }),
    stage_moderators: rowsNaming(stageModerators, [stageModerators.userId], { via: { joins: [[stageModerators.spaceId, spaces.id]], eventId: spaces.eventId } }),
    presentation_questions: rowsNaming(presentationQuestions, [presentationQuestions.authorId], {
      via: { joins: [[presentationQuestions.presentationId, presentations.id]], eventId: presentations.eventId },
    }),
    presentation_question_votes: rowsNaming(presentationQuestionVotes, [presentationQuestionVotes.userId], {
      via: { joins: [[presentationQuestionVotes.questionId, presentationQuestions.id], [presentationQuestions.presentationId, presentations.id]], eventId: presentations.eventId },
    }),
  },
};
