import type { FastifyInstance } from 'fastify';
import { organizerChatRulesRoutes as routes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ChatRulesConsole } from './chat-rules.organizer';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The console's chat rules (decision 0094): owners, administrators and the event's moderators. */
export function registerChatRulesRoutes(app: FastifyInstance, service: ChatRulesConsole): void {
  registerRoute(app, routes.chats, async (req) => page(await service.chats(req.params.eventSlug, req.user.id)));
  registerRoute(app, routes.setSlowMode, (req) => service.setSlowMode(req.params.eventSlug, req.user.id, req.params.chatId, req.body.seconds));
  registerRoute(app, routes.wordList, (req) => service.wordList(req.params.eventSlug, req.user.id));
  registerRoute(app, routes.setWordList, (req) => service.setWordList(req.params.eventSlug, req.user.id, req.body.words));
  registerRoute(app, routes.held, async (req) => page(await service.held(req.params.eventSlug, req.user.id)));
  registerRoute(app, routes.release, (req) => service.release(req.params.eventSlug, req.user.id, req.params.messageId));
  registerRoute(app, routes.reject, async (req) => {
    await service.reject(req.params.eventSlug, req.user.id, req.params.messageId);
    return undefined;
  });
}
