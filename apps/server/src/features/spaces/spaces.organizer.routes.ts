import type { FastifyInstance } from 'fastify';
import { organizerSpaceRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { OrganizerSpacesService } from './spaces.organizer.service';

/** The console's spaces (decision 0083): owners and instance administrators. */
export function registerOrganizerSpaceRoutes(app: FastifyInstance, service: OrganizerSpacesService): void {
  registerRoute(app, organizerSpaceRoutes.list, async (req) => {
    const results = await service.list(req.params.eventSlug, req.user.id);
    return { count: results.length, next: null, previous: null, results };
  });
  registerRoute(app, organizerSpaceRoutes.create, (req) => service.create(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, organizerSpaceRoutes.detail, (req) => service.detail(req.params.eventSlug, req.user.id, req.params.spaceId));
  registerRoute(app, organizerSpaceRoutes.update, (req) => service.update(req.params.eventSlug, req.user.id, req.params.spaceId, req.body));
  registerRoute(app, organizerSpaceRoutes.remove, async (req) => {
    await service.remove(req.params.eventSlug, req.user.id, req.params.spaceId);
    return undefined;
  });
  registerRoute(app, organizerSpaceRoutes.deleteImage, (req) => service.setImage(req.params.eventSlug, req.user.id, req.params.spaceId, null));
  uploadScope(app, (scope) => {
    registerRoute(scope, organizerSpaceRoutes.putImage, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'image');
      return service.setImage(req.params.eventSlug, req.user.id, req.params.spaceId, upload.data);
    });
  });
}
