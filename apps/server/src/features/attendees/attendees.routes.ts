import type { FastifyInstance } from 'fastify';
import { attendeeRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { jsonType } from '../../platform/http/shared-replies';
import { pageJson } from './attendees.directory-cache';
import type { AttendeesService } from './attendees.service';

export function registerAttendeeRoutes(app: FastifyInstance, service: AttendeesService): void {
  registerRoute(app, attendeeRoutes.list, async (req, reply) => {
    const page = await service.list(req.params.eventSlug, req.user.id, req.query);
    const links = pageLinks(req.raw.url, page.count, req.query.limit, req.query.offset);
    // A directory page from the cache: its people's JSON was made (and checked) once, when they were read.
    if ('listed' in page) return reply.status(200).type(jsonType).send(pageJson(page.count, links, page.listed));
    return { count: page.count, ...links, results: page.results };
  });

  registerRoute(app, attendeeRoutes.detail, async (req) => service.detail(req.params.eventSlug, req.user.id, req.params.userId));

  registerRoute(app, attendeeRoutes.tags, async (req) => {
    const results = await service.tags(req.params.eventSlug, req.user.id);
    return { count: results.length, results };
  });

  registerRoute(app, attendeeRoutes.count, async (req) => ({ count: await service.count(req.params.eventSlug, req.user.id, req.query.tags) }));
}
