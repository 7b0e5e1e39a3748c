import type { FastifyInstance } from 'fastify';
import { mapRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { MapsService } from './maps.service';

export function registerMapRoutes(app: FastifyInstance, service: MapsService): void {
  registerRoute(app, mapRoutes.detail, (req) => service.detail(req.params.eventSlug, req.user.id, req.params.mapSlug));
  // Public, but a signed-in person may see the maps of the events only they may enter.
  registerRoute(app, mapRoutes.lookup, (req) => service.lookup(req.params.mapSlug, req.raw.user?.id ?? null));
}
