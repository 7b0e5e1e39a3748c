import type { FastifyInstance } from 'fastify';
import { organizerPosterRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { OrganizerPosters } from './posters.organizer';

/** The console's posters (issue 28): owners and instance administrators. */
export function registerOrganizerPosterRoutes(app: FastifyInstance, service: OrganizerPosters): void {
  registerRoute(app, organizerPosterRoutes.posters, async (req) => {
    const results = await service.posters(req.params.eventSlug, req.user.id, req.params.posterSlug);
    return { count: results.length, next: null, previous: null, results };
  });
  registerRoute(app, organizerPosterRoutes.createPoster, (req) => service.create(req.params.eventSlug, req.user.id, req.params.posterSlug, req.body));
  registerRoute(app, organizerPosterRoutes.updatePoster, (req) =>
    service.update(req.params.eventSlug, req.user.id, req.params.posterSlug, req.params.posterId, req.body),
  );
  registerRoute(app, organizerPosterRoutes.deletePoster, async (req) => {
    await service.delete(req.params.eventSlug, req.user.id, req.params.posterSlug, req.params.posterId);
    return undefined;
  });
  uploadScope(app, (scope) => {
    registerRoute(scope, organizerPosterRoutes.putPdf, async (req) =>
      service.setPdf(req.params.eventSlug, req.user.id, req.params.posterSlug, req.params.posterId, await readUpload(req.body, req.raw.headers['content-type'], 'pdf')),
    );
  });
}
