import { z } from 'zod';
import { defineRoute, eventRefusals, eventSlugParams, storableText } from './http';

/** Longest support question, in characters. */
export const contactMessageMaxLength = 5000;

/** The support question a reception widget sends (spec 1 §7). */
export const contactBody = z.object({
  message: storableText()
    .trim()
    .min(1, 'Please write your question.')
    .max(contactMessageMaxLength, `A question has at most ${contactMessageMaxLength} characters.`),
});

export const contactReply = z.object({ id: z.number().int(), detail: z.string() });

export const contactRoutes = {
  send: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/contact/', summary: 'Ask the organisers a question (reception widget)', tags: ['contact'],
    auth: 'user', params: eventSlugParams, body: contactBody, reply: contactReply, status: 201,
    rateLimit: { max: 5, windowSeconds: 10 * 60, detail: 'You have sent several questions already; please wait a little.' },
    errors: eventRefusals,
  }),
};
