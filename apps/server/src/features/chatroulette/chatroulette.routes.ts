import type { FastifyInstance } from 'fastify';
import { chatRouletteRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ChatRouletteService } from './chatroulette.service';

export function registerChatRouletteRoutes(app: FastifyInstance, service: ChatRouletteService): void {
  registerRoute(app, chatRouletteRoutes.space, (req) => service.space(req.params.eventSlug, req.user.id, req.params.chatRouletteSlug));
  registerRoute(app, chatRouletteRoutes.report, (req) => service.report(req.params.eventSlug, req.user.id, req.params.chatRouletteSlug, req.body));
  registerRoute(app, chatRouletteRoutes.reports, async (req) => ({ results: await service.reports(req.params.eventSlug, req.user.id, req.params.chatRouletteSlug) }));
}
