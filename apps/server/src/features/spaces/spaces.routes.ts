import type { FastifyInstance } from 'fastify';
import { eventRoutes, spaceRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { SpacesService } from './spaces.service';
import { presentSpace } from './spaces.presenter';

export function registerSpaceRoutes(app: FastifyInstance, service: SpacesService): void {
  registerRoute(app, eventRoutes.spaces, async (req) => {
    const results = (await service.list(req.params.eventSlug, req.user.id)).map(presentSpace);
    return { count: results.length, next: null, previous: null, results };
  });

  registerRoute(app, spaceRoutes.setPublished, async (req) => {
    const space = await service.setPublished(req.params.eventSlug, req.user.id, req.params.spaceId, req.body.published);
    return presentSpace(space);
  });

  registerRoute(app, spaceRoutes.updateSettings, async (req) => {
    const space = await service.updateSettings(req.params.eventSlug, req.user.id, req.params.spaceId, req.body);
    return { ...presentSpace(space), settings: space.settings };
  });
}
