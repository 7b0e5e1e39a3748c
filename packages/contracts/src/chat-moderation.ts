import { z } from 'zod';
import { publicChatParams, publicMessage } from './chat';
import { defineRoute, eventRefusals, recordId, recordIdParam, storableText } from './http';
import type { RateLimit } from './rate-limits';

/**
 * Moderating public chats (issue 29, decision 0092): a message's author or a moderator (an event's owners
 * and moderators) deletes it; moderators hide and restore messages, pin one per chat and clear a chat. Every
 * act is stored with its entry in the moderation audit log (the change log's area `moderation`) and told to
 * the chat's room at once; docs/realtime.md "Public chat moderation" lists the events.
 */

/** The change log's area of every moderation act. */
export const moderationArea = 'moderation';

/** The texts the server answers (and the web app's catalogues translate, keyed by them). */
export const chatModerationMessages = {
  notModerator: "Only the event's owners and moderators moderate its chats.",
  notAuthorOrModerator: "Only the message's author and the event's moderators may delete it.",
  alreadyRemoved: 'This message has been removed already.',
  alreadyHidden: 'This message is hidden already.',
  notHidden: 'This message is not hidden.',
  cannotPinRemoved: 'A removed or hidden message cannot be pinned.',
  notPinned: 'This message is not pinned.',
  nothingPinned: 'No message is pinned in this chat.',
  confirmName: "Type the chat's name to confirm.",
} as const;

export const chatModerationErrorCodes = {
  /** The same code as the console's guard for moderators (decision 0081). */
  notModerator: 'not_event_moderator',
  notAuthorOrModerator: 'not_message_author',
  messageRemoved: 'message_removed',
  confirmMismatch: 'confirm_mismatch',
} as const;

/** A moderator removes spam in bursts: more than an ordinary write, still bounded. */
const moderationWrite: RateLimit = { max: 120, windowSeconds: 60 };

export const publicMessageParams = publicChatParams.extend({ messageId: recordIdParam });

export const pinMessageBody = z.object({ message_id: recordId });
/** Unpinning names the pinned message or, without a body, whichever is pinned. */
export const unpinMessageBody = z.object({ message_id: recordId.optional() }).nullish();
/** Clearing a chat: its name typed again, as the page shows it (`name` of the chat's read). */
export const clearChatBody = z.object({ confirm: storableText().max(500) });

/** What a pin answers: the chat's pinned message now. */
export const pinnedReply = z.object({ pinned: publicMessage.nullable() });
/** What clearing answers: how many messages it removed. */
export const clearedReply = z.object({ removed: z.number().int() });

const base = '/api/events/:eventSlug/chat/public/:chatId';
const tags = ['chat'];

export const chatModerationRoutes = {
  deleteMessage: defineRoute({
    method: 'DELETE', path: `${base}/messages/:messageId/`, summary: "Delete a message (its author, the event's moderators and owners)", tags,
    auth: 'user', allows: 'event-moderator', params: publicMessageParams, reply: publicMessage, rateLimit: moderationWrite,
    errors: [...eventRefusals, 409],
  }),
  hideMessage: defineRoute({
    method: 'POST', path: `${base}/messages/:messageId/hide/`, summary: 'Hide a message from everyone but moderators (moderators, owners)', tags,
    auth: 'user', allows: 'event-moderator', params: publicMessageParams, reply: publicMessage, rateLimit: moderationWrite,
    errors: [...eventRefusals, 409],
  }),
  restoreMessage: defineRoute({
    method: 'POST', path: `${base}/messages/:messageId/restore/`, summary: 'Show a hidden message again (moderators, owners)', tags,
    auth: 'user', allows: 'event-moderator', params: publicMessageParams, reply: publicMessage, rateLimit: moderationWrite,
    errors: [...eventRefusals, 409],
  }),
  pin: defineRoute({
    method: 'POST', path: `${base}/pin/`, summary: 'Pin a message on top of the chat, in place of the one pinned (moderators, owners)', tags,
    auth: 'user', allows: 'event-moderator', params: publicChatParams, body: pinMessageBody, reply: pinnedReply, rateLimit: moderationWrite,
    errors: [...eventRefusals, 409],
  }),
  unpin: defineRoute({
    method: 'DELETE', path: `${base}/pin/`, summary: 'Unpin the pinned message (moderators, owners)', tags,
    auth: 'user', allows: 'event-moderator', params: publicChatParams, body: unpinMessageBody, reply: pinnedReply, rateLimit: moderationWrite,
    errors: [...eventRefusals, 409],
  }),
  clear: defineRoute({
    method: 'POST', path: `${base}/clear/`, summary: "Remove every message of the chat, its name typed to confirm (moderators, owners)", tags,
    auth: 'user', allows: 'event-moderator', params: publicChatParams, body: clearChatBody, reply: clearedReply, rateLimit: moderationWrite,
    errors: [...eventRefusals, 422],
  }),
};

const messageRef = z.object({ chat_id: z.number().int(), message_id: z.number().int() });

/** To a chat's room (every process), right after the act commits. */
export const chatModerationServerEvents = {
  /** A message was deleted: show its tombstone in place (and drop it from the top if it was pinned). */
  public_chat_message_deleted: messageRef.extend({ deleted_by: z.enum(['author', 'moderator']) }),
  /** A message was hidden: a tombstone for everyone but moderators, who mark it hidden. No text travels. */
  public_chat_message_hidden: messageRef,
  /** A hidden message is shown again: the whole message, in place. */
  public_chat_message_restored: publicMessage,
  /** The chat's pinned message is now this one. */
  public_chat_pinned: z.object({ chat_id: z.number().int(), message: publicMessage }),
  /** The chat has no pinned message any more. */
  public_chat_unpinned: z.object({ chat_id: z.number().int() }),
  /** Every message of the chat was removed by a moderator. */
  public_chat_cleared: z.object({ chat_id: z.number().int() }),
} as const;
