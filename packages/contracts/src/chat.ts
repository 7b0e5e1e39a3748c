import { z } from 'zod';
import { isoDateTime } from './common';
import { defineRoute, eventRefusals, eventSlugParams, paged, pageLimit, pageOffset, recordId, recordIdParam, storableText } from './http';
import { basicUser } from './users';

/** Longest public chat message, in characters. */
export const publicMessageMaxLength = 2000;
/** Public chat page size (spec 3 §9). */
export const publicChatPageSize = 20;

/**
 * A public chat message (spec 3 §3): plain text, never HTML. `sender` follows the Anonymous rules of
 * spec 3: a non-public person is "Anonymous" without picture; an incognito one shows their alias.
 */
export const publicMessage = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  text: z.string(),
  sender: basicUser,
  sent_at: isoDateTime,
  /**
   * A role the chat's space gives the sender, which the web app names beside them (`moderator`: they
   * moderate a presentation of the stage whose chat this is); absent for none, so a message keeps the
   * spec's fields exactly unless a space labels its sender. Features contribute these
   * (the server's `chatSenderLabels` hook), so the list grows without the chat knowing the spaces.
   */
  sender_label: z.string().optional(),
  /**
   * Removal (issue 29, decision 0092), present only on a removed message so that the others keep the spec's
   * fields: `deleted` with its `text` empty, and who removed it. A hidden message reads as removed by a
   * moderator for everyone but moderators, who get its text with `hidden: true`.
   */
  deleted: z.literal(true).optional(),
  deleted_by: z.enum(['author', 'moderator']).optional(),
  hidden: z.literal(true).optional(),
});
export type PublicMessage = z.infer<typeof publicMessage>;
export type MessageRemover = NonNullable<PublicMessage['deleted_by']>;

const chatId = recordId;

/** Text of a message: trimmed, not empty, at most `publicMessageMaxLength` characters. */
export const publicMessageText = storableText()
  .trim()
  .min(1, 'A message cannot be empty.')
  .max(publicMessageMaxLength, `A message has at most ${publicMessageMaxLength} characters.`);

/** Realtime payloads of the public chat (client → server). */
export const joinChat = z.object({ chat_id: chatId });
export const leaveChat = z.object({ chat_id: chatId });
export const sendPublicMessage = z.object({ chat_id: chatId, text: publicMessageText });

export const publicChatParams = eventSlugParams.extend({ chatId: recordIdParam });
export const publicChatQuery = z.object({
  limit: pageLimit(100, publicChatPageSize),
  /** Counts from the newest message: offset 0 is the newest page. */
  offset: pageOffset(),
});

/**
 * A page of a public chat, with what the page shows above it: the pinned message (null: none), the chat's
 * name (typed to confirm clearing it), whether the viewer moderates the chat (an event's owners and
 * moderators: they see hidden messages and get the message menu) and the chat's slow mode (one message per
 * this many seconds per person; 0: off).
 */
export const publicChatPage = paged(publicMessage).extend({
  // Defaults: a reader of the spec's plain page (no moderation fields) reads nothing pinned, no moderation.
  pinned: publicMessage.nullable().default(null),
  name: z.string().default(''),
  can_moderate: z.boolean().default(false),
  slow_mode_seconds: z.number().int().default(0),
});
export type PublicChatPage = z.infer<typeof publicChatPage>;

export const chatRoutes = {
  publicMessages: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/chat/public/:chatId/', summary: 'A page of a public chat, newest last', tags: ['chat'],
    auth: 'user', params: publicChatParams, query: publicChatQuery, reply: publicChatPage,
    errors: eventRefusals,
  }),
};
