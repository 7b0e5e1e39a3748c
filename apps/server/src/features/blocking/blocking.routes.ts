import type { FastifyInstance } from 'fastify';
import { blockingRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { BlockingService } from './blocking.service';

export function registerBlockingRoutes(app: FastifyInstance, service: BlockingService): void {
  registerRoute(app, blockingRoutes.list, async (req) => service.list(req.params.eventSlug, req.user.id));
  registerRoute(app, blockingRoutes.block, async (req) => service.block(req.params.eventSlug, req.user.id, req.body.user_id, req.body.report_reason));
  registerRoute(app, blockingRoutes.unblock, async (req) => {
    await service.unblock(req.params.eventSlug, req.user.id, req.params.userId);
    return null;
  });
}
