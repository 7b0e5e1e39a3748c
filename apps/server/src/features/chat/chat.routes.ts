import type { FastifyInstance } from 'fastify';
import { chatRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ChatService } from './chat.service';

export function registerChatRoutes(app: FastifyInstance, service: ChatService): void {
  registerRoute(app, chatRoutes.publicMessages, (req) =>
    service.page(req.params.eventSlug, req.user.id, req.params.chatId, req.query.limit, req.query.offset),
  );
}
