import type { FastifyInstance } from 'fastify';
import { goodiebagRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { GoodiebagService } from './goodiebag.service';

export function registerGoodiebagRoutes(app: FastifyInstance, service: GoodiebagService): void {
  registerRoute(app, goodiebagRoutes.list, async (req) => {
    if (req.query.exclude_related) return service.entries(req.params.eventSlug, req.user.id);
    const { count, results } = await service.page(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results };
  });

  registerRoute(app, goodiebagRoutes.add, (req) => service.add(req.params.eventSlug, req.user.id, req.body.item_type, req.body.item_id));

  registerRoute(app, goodiebagRoutes.remove, async (req, reply) => {
    await service.remove(req.params.eventSlug, req.user.id, req.params.type, req.params.id);
    return reply.status(204).send();
  });

  registerRoute(app, goodiebagRoutes.files, (req) => service.files(req.params.eventSlug, req.user.id));
}
