import { z } from 'zod';
import { isoDateTime } from './common';
import { decimalInteger, defineRoute, eventRefusals, eventSlugParams, maxRecordId, paged, pageLimit, pageOffset, recordId, slugParam, storableText } from './http';
import { basicUser } from './users';
import { tagFilter } from './attendees';

/**
 * Private chat, the notification bot and broadcasts (spec 3 §3, §7; issue 9). Decisions the spec leaves
 * open are in docs/decisions/0021-private-chat-and-broadcasts.md.
 */

/** Longest private or broadcast message, in characters. */
export const privateMessageMaxLength = 2000;
/** Page sizes (spec 3 §9). */
export const privateMessagesPageSize = 15;
export const chatListPageSize = 10;
export const broadcastPageSize = 5;

/**
 * The notification bot's user id in the chat list and in `chat/{userId}/…` paths. No account has id 0
 * (ids start at 1), so the bot can never be mistaken for a person.
 */
export const chatBotUserId = 0;

/** A chat list entry (spec 3 §3 "Chat entry"); `user` is our addition so the list draws without a second call. */
export const chatEntry = z.object({
  user_id: z.number().int(),
  unread: z.number().int(),
  last_sent: isoDateTime.nullable(),
  is_chat_bot: z.boolean(),
  /** The other person as the viewer may see them (Anonymous rules); null for the bot. */
  user: basicUser.nullable(),
});
export type ChatEntry = z.infer<typeof chatEntry>;

/** The chat list: a page of entries plus the person's unread total over every conversation. */
export const chatList = paged(chatEntry).extend({ unread_total: z.number().int() });
export type ChatList = z.infer<typeof chatList>;

/** A private message (spec 3 §3), as the viewer sees it. */
export const privateMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  sent_at: isoDateTime,
  read: z.boolean(),
  sent_by_current_user: z.boolean(),
  /** Whether an e-mail digest carried this message to its offline receiver. */
  sent_email: z.boolean(),
  /** An appointment the message is about (issue 12); null otherwise. */
  appointment_schedule: z.number().int().nullable(),
  /** The other side of the conversation, from the viewer's side (0: the notification bot). */
  user_id: z.number().int(),
  is_chat_bot: z.boolean(),
});
export type PrivateMessage = z.infer<typeof privateMessage>;

export const privateMessageText = storableText()
  .trim()
  .min(1, 'A message cannot be empty.')
  .max(privateMessageMaxLength, `A message has at most ${privateMessageMaxLength} characters.`);

export const sendPrivateMessageBody = z.object({
  text: privateMessageText,
  receiver: recordId,
  should_send_email: z.boolean().default(false),
  event_slug: slugParam,
  appointment_schedule: recordId.nullish(),
});

/** `chat/{userId}/…`: a person's id, or 0 for the notification bot. */
export const chatPartnerParams = eventSlugParams.extend({ userId: decimalInteger(0, maxRecordId, 'Not a valid id.') });

/** Who a broadcast reaches besides its tags: everyone, the in-person (app) users, or the virtual venue's. */
export const broadcastTarget = z.enum(['ALL', 'APP', 'VEP']);
export type BroadcastTarget = z.infer<typeof broadcastTarget>;

export const broadcastMessage = z.object({
  id: z.number().int(),
  text: z.string(),
  target: broadcastTarget,
  /** The tag filter it was sent with, as groups of tag ids (empty: every attendee of the target). */
  tags: z.array(z.array(z.number().int())),
  sent_at: isoDateTime,
  /** How many people it reached when sent. */
  recipients: z.number().int(),
});
export type BroadcastMessage = z.infer<typeof broadcastMessage>;

export const sendBroadcastBody = z.object({
  text: privateMessageText,
  target: broadcastTarget.default('ALL'),
});

export const privateChatRoutes = {
  chatList: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/chat/', summary: 'The chat list: the notification bot first, then conversations, latest first', tags: ['chat'],
    auth: 'user', params: eventSlugParams, query: z.object({ limit: pageLimit(100, chatListPageSize), offset: pageOffset() }), reply: chatList,
    errors: eventRefusals,
  }),
  messages: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/chat/:userId/messages/', summary: 'A page of a private conversation, newest last', tags: ['chat'],
    auth: 'user', params: chatPartnerParams, query: z.object({ limit: pageLimit(100, privateMessagesPageSize), offset: pageOffset() }), reply: paged(privateMessage),
    errors: eventRefusals,
  }),
  markRead: defineRoute({
    method: 'PUT', path: '/api/events/:eventSlug/chat/:userId/messages/read/', summary: 'Marks a conversation read', tags: ['chat'],
    auth: 'user', params: chatPartnerParams, reply: z.object({ unread_total: z.number().int() }),
    rateLimit: { max: 120, windowSeconds: 60, store: 'local' },
    errors: eventRefusals,
  }),
  send: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/chat/messages/send/', summary: 'Sends a private message', tags: ['chat'],
    auth: 'user', params: eventSlugParams, body: sendPrivateMessageBody, reply: privateMessage, status: 201,
    // One limit: several limits without `by` on one route share one bucket (rate-limit.ts keys them alike).
    rateLimit: { max: 10, windowSeconds: 10, detail: 'You are sending messages too fast.' },
    errors: eventRefusals,
  }),
  broadcasts: defineRoute({
    method: 'GET', path: '/api/events/:eventSlug/chat/broadcast_messages/', summary: 'Broadcast messages, newest first (event owners)', tags: ['chat'],
    auth: 'user', allows: 'event-owner', params: eventSlugParams, query: z.object({ limit: pageLimit(100, broadcastPageSize), offset: pageOffset() }), reply: paged(broadcastMessage),
    errors: eventRefusals,
  }),
  sendBroadcast: defineRoute({
    method: 'POST', path: '/api/events/:eventSlug/chat/broadcast_messages/', summary: 'Sends a broadcast to the attendees the tags and target choose (event owners)', tags: ['chat'],
    auth: 'user', allows: 'event-owner', params: eventSlugParams, query: z.object({ tags: tagFilter.default([]) }), body: sendBroadcastBody, reply: broadcastMessage, status: 201,
    rateLimit: { max: 3, windowSeconds: 60, detail: 'Wait a minute before the next broadcast.' },
    errors: eventRefusals,
  }),
};

/** `updated_unread_messages_count`: the person's unread total over every conversation of the event. */
export const updatedUnreadMessagesCount = z.object({ count: z.number().int() });
