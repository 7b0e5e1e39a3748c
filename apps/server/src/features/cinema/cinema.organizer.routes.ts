import type { FastifyInstance } from 'fastify';
import { organizerCinemaRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { OrganizerCinema } from './cinema.organizer';

/** The console's cinema (issue 28): owners and instance administrators. */
export function registerOrganizerCinemaRoutes(app: FastifyInstance, service: OrganizerCinema): void {
  registerRoute(app, organizerCinemaRoutes.videos, async (req) => {
    const results = await service.videos(req.params.eventSlug, req.user.id, req.params.cinemaSlug);
    return { count: results.length, next: null, previous: null, results };
  });
  registerRoute(app, organizerCinemaRoutes.createVideo, (req) => service.create(req.params.eventSlug, req.user.id, req.params.cinemaSlug, req.body));
  registerRoute(app, organizerCinemaRoutes.updateVideo, (req) =>
    service.update(req.params.eventSlug, req.user.id, req.params.cinemaSlug, req.params.videoId, req.body),
  );
  registerRoute(app, organizerCinemaRoutes.deleteVideo, async (req) => {
    await service.delete(req.params.eventSlug, req.user.id, req.params.cinemaSlug, req.params.videoId);
    return undefined;
  });
  uploadScope(app, (scope) => {
    registerRoute(scope, organizerCinemaRoutes.uploadVideo, async (req) =>
      service.upload(req.params.eventSlug, req.user.id, req.params.cinemaSlug, await readUpload(req.body, req.raw.headers['content-type'], 'file')),
    );
    registerRoute(scope, organizerCinemaRoutes.putThumbnail, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'image');
      return service.setThumbnail(req.params.eventSlug, req.user.id, req.params.cinemaSlug, req.params.videoId, upload.data);
    });
  });
}
