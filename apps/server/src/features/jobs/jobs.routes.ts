import type { FastifyInstance } from 'fastify';
import { jobRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { JobsService } from './jobs.service';
import { presentJobDetail, presentJobListItem, presentJobsSpace } from './jobs.presenter';

/**
 * `/jobs/item/{id}/` and `/jobs/{jobsSlug}/` share a prefix: the router prefers the static `item`
 * segment, so a job is never taken for a space (jobs spaces may not be called `item`).
 */
export function registerJobRoutes(app: FastifyInstance, service: JobsService): void {
  registerRoute(app, jobRoutes.list, async (req) => {
    const { count, rows } = await service.list(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map(presentJobListItem) };
  });

  registerRoute(app, jobRoutes.detail, async (req) => presentJobDetail(await service.detail(req.params.eventSlug, req.user.id, req.params.jobId)));

  registerRoute(app, jobRoutes.space, async (req) => presentJobsSpace(await service.space(req.params.eventSlug, req.user.id, req.params.jobsSlug)));
}
