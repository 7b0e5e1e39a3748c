import type { FastifyInstance } from 'fastify';
import { privateChatRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { PrivateChatService } from './private-chat.service';

export function registerPrivateChatRoutes(app: FastifyInstance, service: PrivateChatService): void {
  registerRoute(app, privateChatRoutes.chatList, (req) => service.chatList(req.params.eventSlug, req.user.id, req.query.limit, req.query.offset));
  registerRoute(app, privateChatRoutes.messages, (req) =>
    service.messages(req.params.eventSlug, req.user.id, req.params.userId, req.query.limit, req.query.offset),
  );
  registerRoute(app, privateChatRoutes.markRead, (req) => service.markRead(req.params.eventSlug, req.user.id, req.params.userId));
  registerRoute(app, privateChatRoutes.send, (req) => service.send(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, privateChatRoutes.broadcasts, (req) => service.broadcasts(req.params.eventSlug, req.user.id, req.query.limit, req.query.offset));
  registerRoute(app, privateChatRoutes.sendBroadcast, (req) => service.sendBroadcast(req.params.eventSlug, req.user.id, req.query.tags, req.body));
}
