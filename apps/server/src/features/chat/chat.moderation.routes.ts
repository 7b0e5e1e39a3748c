import type { FastifyInstance } from 'fastify';
import { chatModerationRoutes as r } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ChatModeration } from './chat.moderation';

export function registerChatModerationRoutes(app: FastifyInstance, moderation: ChatModeration): void {
  registerRoute(app, r.deleteMessage, (req) => moderation.deleteMessage(req.params.eventSlug, req.user.id, req.params.chatId, req.params.messageId));
  registerRoute(app, r.hideMessage, (req) => moderation.hideMessage(req.params.eventSlug, req.user.id, req.params.chatId, req.params.messageId));
  registerRoute(app, r.restoreMessage, (req) => moderation.restoreMessage(req.params.eventSlug, req.user.id, req.params.chatId, req.params.messageId));
  registerRoute(app, r.pin, (req) => moderation.pin(req.params.eventSlug, req.user.id, req.params.chatId, req.body.message_id));
  registerRoute(app, r.unpin, (req) => moderation.unpin(req.params.eventSlug, req.user.id, req.params.chatId, req.body?.message_id));
  registerRoute(app, r.clear, (req) => moderation.clear(req.params.eventSlug, req.user.id, req.params.chatId, req.body.confirm));
}
