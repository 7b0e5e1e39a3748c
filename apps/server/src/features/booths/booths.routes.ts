import type { FastifyInstance } from 'fastify';
import { boothRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { BoothsService } from './booths.service';
import { presentBoothDetail, presentBoothList, presentCategory } from './booths.presenter';

export function registerBoothRoutes(app: FastifyInstance, service: BoothsService): void {
  registerRoute(app, boothRoutes.list, async (req) =>
    presentBoothList(await service.list(req.params.eventSlug, req.user.id, req.query), req.raw.url, req.query),
  );

  registerRoute(app, boothRoutes.listOfMap, async (req) =>
    presentBoothList(await service.list(req.params.eventSlug, req.user.id, req.query, req.params.mapSlug), req.raw.url, req.query),
  );

  registerRoute(app, boothRoutes.categories, async (req) => {
    const { count, rows, counts } = await service.categories(req.params.eventSlug, req.user.id, req.params.mapSlug, req.query.limit, req.query.offset);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map((c) => presentCategory(c, counts)) };
  });

  registerRoute(app, boothRoutes.detail, async (req) =>
    presentBoothDetail(await service.detail(req.params.eventSlug, req.user.id, req.params.boothSlug)),
  );

  registerRoute(app, boothRoutes.downloadDocument, async (req) =>
    service.downloadDocument(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.documentId),
  );

  registerRoute(app, boothRoutes.documentStats, async (req) => {
    const results = await service.documentStats(req.params.eventSlug, req.user.id, req.params.boothSlug);
    return { count: results.length, next: null, previous: null, results };
  });
}
