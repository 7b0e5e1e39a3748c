import { z } from 'zod';
import { contactMessageMaxLength } from './contact';
import { defineRoute, eventRefusals, eventSlugParams, paged, pagination, recordIdParam, storableText } from './http';
import { organizerWrite } from './organizer';

/**
 * The organiser console's help and contact inbox (issue 28): the questions the reception widget sent
 * (`POST …/contact/`), listed newest first, answered by mail to the person who asked; answered or not.
 */

export const contactInboxMessages = {
  answerRequired: 'Write the answer.',
  answerTooLong: `An answer has at most ${contactMessageMaxLength} characters.`,
  alreadyAnswered: 'This question has been answered already.',
  noAsker: 'The person who asked has removed their account: there is nobody to answer.',
  mailFailed: 'The answer could not be mailed; nothing was kept. Try again in a moment.',
} as const;

export const contactInboxCodes = { alreadyAnswered: 'already_answered', noAsker: 'no_asker', mailFailed: 'mail_failed' } as const;

export const contactQuestion = z.object({
  id: z.number().int(),
  message: z.string(),
  asked_at: z.string(),
  /** Who asked; null once they removed their account. */
  asker: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), email: z.string() }).nullable(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The organiser who answered, by name. */
  answered_by: z.string().nullable(),
});
export type ContactQuestion = z.infer<typeof contactQuestion>;

export const contactInboxState = z.enum(['unanswered', 'answered', 'all']);
export const contactInboxQuery = pagination.extend({ state: contactInboxState.default('unanswered') });

export const contactAnswerBody = z.object({
  text: storableText().trim().min(1, contactInboxMessages.answerRequired).max(contactMessageMaxLength, contactInboxMessages.answerTooLong),
}).strict();

export const contactQuestionParams = eventSlugParams.extend({ questionId: recordIdParam });

export const organizerContactRoutes = {
  questions: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/organizer/contact/', summary: 'The reception\'s questions, newest first, by state (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: eventSlugParams, query: contactInboxQuery, reply: paged(contactQuestion).extend({ unanswered: z.number().int() }),
    errors: eventRefusals,
  }),
  answer: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/organizer/contact/:questionId/answer/', summary: 'Answer a question by mail to the person who asked (owners)', tags: ['organizer'],
    auth: 'user', organizer: 'owner', params: contactQuestionParams, body: contactAnswerBody, reply: contactQuestion, rateLimit: organizerWrite,
    // 409: answered already, or the asker is gone; 503: the mail could not be sent (nothing kept).
    errors: [...eventRefusals, 409, 503],
  }),
};
