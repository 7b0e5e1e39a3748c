import type { FastifyInstance } from 'fastify';
import { attendeeRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { AttendeesService } from './attendees.service';

export function registerAttendeeRoutes(app: FastifyInstance, service: AttendeesService): void {
  registerRoute(app, attendeeRoutes.list, async (req) => {
    const { count, results } = await service.list(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results };
  });

  registerRoute(app, attendeeRoutes.detail, async (req) => service.detail(req.params.eventSlug, req.user.id, req.params.userId));

  registerRoute(app, attendeeRoutes.tags, async (req) => {
    const results = await service.tags(req.params.eventSlug, req.user.id);
    return { count: results.length, results };
  });

  registerRoute(app, attendeeRoutes.count, async (req) => ({ count: await service.count(req.params.eventSlug, req.user.id, req.query.tags) }));
}
