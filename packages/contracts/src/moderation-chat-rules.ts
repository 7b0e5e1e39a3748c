import { z } from 'zod';
import { isoDateTime } from './common';
import { publicMessage } from './chat';
import { defineRoute, eventRefusals, eventSlugParams, paged, recordIdParam, storableText } from './http';
import { organizerWrite } from './organizer';
import { basicUser } from './users';

/**
 * Chat rules (issue 29, decision 0094): slow mode per public chat and the event's word list, whose messages
 * are held for review. Owners, administrators and the event's moderators set both and work the held queue
 * (guard `moderate`); the people who pass it are exempt from slow mode and their messages are never held.
 */

/** Longest slow-mode window: an hour. */
export const slowModeMaxSeconds = 3600;
/** At most this many words or phrases on an event's list, each at most `wordMaxLength` characters. */
export const wordListMaxEntries = 500;
export const wordMaxLength = 100;

/** Refusal and notice codes of the chat rules, for the web app to branch on. */
export const chatRuleCodes = {
  /** A public message inside the person's slow-mode window (the refusal carries `retry_after`). */
  slowMode: 'slow_mode',
} as const;

/** The server's texts (the web app shows its own, by code; decision 0073). */
export const chatRuleMessages = {
  /** `{{seconds}}`: the chat's window; `{{retry}}`: seconds left. */
  slowMode: (seconds: number, retry: number) =>
    `Slow mode is on in this chat: one message every ${seconds} seconds. Try again in ${retry} seconds.`,
  held: 'Your message is held for review: a moderator will look at it before anyone else sees it.',
  seconds: `Enter a whole number of seconds from 0 (off) to ${slowModeMaxSeconds}.`,
  word: 'A word or phrase cannot be empty.',
  wordTooLong: `Keep each word or phrase under ${wordMaxLength} characters.`,
  tooManyWords: `A word list has at most ${wordListMaxEntries} entries.`,
} as const;

/** The acknowledgement of `send_public_message` when the message was held (beside `ok: true`). */
export const heldMessageAck = z.object({ held: z.literal(true), detail: z.string() });
export type HeldMessageAck = z.infer<typeof heldMessageAck>;

/** A public chat as the console's chat rules list it. */
export const moderatedChat = z.object({
  id: z.number().int(),
  /** The chat's name (a space's chat is named as its space). */
  name: z.string(),
  /** The space whose side panel shows it; null for a chat of no space. */
  space: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), type: z.string() }).nullable(),
  /** One message per this many seconds per person; 0: off. */
  slow_mode_seconds: z.number().int(),
});
export type ModeratedChat = z.infer<typeof moderatedChat>;

export const slowModeBody = z.object({
  seconds: z.number({ error: chatRuleMessages.seconds }).int(chatRuleMessages.seconds).min(0, chatRuleMessages.seconds).max(slowModeMaxSeconds, chatRuleMessages.seconds),
});
export type SlowModeBody = z.infer<typeof slowModeBody>;

const listedWord = storableText().trim().min(1, chatRuleMessages.word).max(wordMaxLength, chatRuleMessages.wordTooLong);
export const wordListBody = z.object({ words: z.array(listedWord).max(wordListMaxEntries, chatRuleMessages.tooManyWords) });
export type WordListBody = z.infer<typeof wordListBody>;

/** The event's word list: matched case-insensitively, as whole words; sorted, each once. */
export const wordList = z.object({ words: z.array(z.string()), updated_at: isoDateTime.nullable() });
export type WordList = z.infer<typeof wordList>;

/** A message held for review, as moderators see it. */
export const heldMessage = z.object({
  id: z.number().int(),
  chat: z.object({ id: z.number().int(), name: z.string() }),
  text: z.string(),
  sender: basicUser,
  sent_at: isoDateTime,
  /** The listed words the text contains. */
  words: z.array(z.string()),
});
export type HeldMessage = z.infer<typeof heldMessage>;

const chatParams = eventSlugParams.extend({ chatId: recordIdParam });
const heldParams = eventSlugParams.extend({ messageId: recordIdParam });
const base = '/api/events/:eventSlug/organizer/moderation';

export const organizerChatRulesRoutes = {
  chats: defineRoute({
    method: 'GET', path: `${base}/chats/`, summary: "The event's public chats with their slow mode (moderators)", tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: paged(moderatedChat), errors: eventRefusals,
  }),
  setSlowMode: defineRoute({
    method: 'PUT', path: `${base}/chats/:chatId/slow-mode/`, summary: "Set a public chat's slow mode, 0 for off (moderators)", tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: chatParams, body: slowModeBody, reply: moderatedChat, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  wordList: defineRoute({
    method: 'GET', path: `${base}/word-list/`, summary: "The event's word list (moderators)", tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: wordList, errors: eventRefusals,
  }),
  setWordList: defineRoute({
    method: 'PUT', path: `${base}/word-list/`, summary: "Replace the event's word list (moderators)", tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: eventSlugParams, body: wordListBody, reply: wordList, rateLimit: organizerWrite,
    errors: eventRefusals,
  }),
  held: defineRoute({
    method: 'GET', path: `${base}/held/`, summary: 'Messages held for review, oldest first (moderators)', tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: eventSlugParams, reply: paged(heldMessage), errors: eventRefusals,
  }),
  release: defineRoute({
    method: 'POST', path: `${base}/held/:messageId/release/`, summary: 'Release a held message to its chat, as if just sent (moderators)', tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: heldParams, reply: publicMessage, rateLimit: organizerWrite, errors: eventRefusals,
  }),
  reject: defineRoute({
    method: 'POST', path: `${base}/held/:messageId/reject/`, summary: 'Reject a held message: nobody sees it (moderators)', tags: ['moderation'],
    auth: 'user', organizer: 'moderate', params: heldParams, reply: z.undefined(), status: 204, rateLimit: organizerWrite, errors: eventRefusals,
  }),
};

/** Pushed to a chat's room when its slow mode changes: composers show the new window. */
export const updatedChatSlowMode = z.object({ chat_id: z.number().int(), slow_mode_seconds: z.number().int() });
export type UpdatedChatSlowMode = z.infer<typeof updatedChatSlowMode>;

export const heldMessagesClientEvents = {
  /** The console's chat rules page is open: the socket hears the held queue change (owners, administrators, the event's moderators). */
  watch_held_messages: z.object({}),
  /** The chat rules page closed. */
  unwatch_held_messages: z.object({}),
} as const;

/** A held message left the queue: released into its chat or rejected. */
export const settledHeldMessage = z.object({ id: z.number().int(), outcome: z.enum(['released', 'rejected']) });
export type SettledHeldMessage = z.infer<typeof settledHeldMessage>;

export const heldMessagesServerEvents = {
  /** To the sockets watching the held queue (`watch_held_messages`): a message was held, as the queue lists it. */
  held_message_added: heldMessage,
  /** To the same sockets: a held message was released or rejected (by anyone, on any process). */
  held_message_settled: settledHeldMessage,
} as const;
