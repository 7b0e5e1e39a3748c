import type { FastifyInstance } from 'fastify';
import { organizerMapRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { OrganizerMaps } from './maps.organizer';

/** The console's map editor (decision 0083): owners and instance administrators. */
export function registerOrganizerMapRoutes(app: FastifyInstance, service: OrganizerMaps): void {
  registerRoute(app, organizerMapRoutes.areas, async (req) => {
    const { image, image_width, image_height, items } = await service.areas(req.params.eventSlug, req.user.id, req.params.mapSlug);
    return { count: items.length, next: null, previous: null, results: items, image, image_width, image_height };
  });
  registerRoute(app, organizerMapRoutes.createArea, (req) => service.createArea(req.params.eventSlug, req.user.id, req.params.mapSlug, req.body));
  registerRoute(app, organizerMapRoutes.updateArea, (req) =>
    service.updateArea(req.params.eventSlug, req.user.id, req.params.mapSlug, req.params.areaId, req.body),
  );
  registerRoute(app, organizerMapRoutes.deleteArea, async (req) => {
    await service.deleteArea(req.params.eventSlug, req.user.id, req.params.mapSlug, req.params.areaId);
    return undefined;
  });
  uploadScope(app, (scope) => {
    registerRoute(scope, organizerMapRoutes.putImage, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'image');
      return service.setImage(req.params.eventSlug, req.user.id, req.params.mapSlug, upload.data);
    });
  });
}
