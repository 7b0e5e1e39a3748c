import type { FastifyInstance } from 'fastify';
import { socialFeedRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { SocialFeedService } from './social-feed.service';

export function registerSocialFeedRoutes(app: FastifyInstance, service: SocialFeedService): void {
  registerRoute(app, socialFeedRoutes.list, (req) => service.page(req.params.eventSlug, req.user.id, req.query.limit, req.query.offset));
  registerRoute(app, socialFeedRoutes.create, (req) => service.add(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, socialFeedRoutes.remove, async (req, reply) => {
    await service.remove(req.params.eventSlug, req.user.id, req.params.externalId);
    return reply.status(204).send();
  });
}
