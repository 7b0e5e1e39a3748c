import type { FastifyInstance } from 'fastify';
import { cinemaRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { CinemaService } from './cinema.service';

export function registerCinemaRoutes(app: FastifyInstance, service: CinemaService): void {
  registerRoute(app, cinemaRoutes.space, async (req) => {
    const { space, tags } = await service.space(req.params.eventSlug, req.user.id, req.params.cinemaSlug);
    return { meta: { id: space.id, slug: space.slug, name: space.name, published: space.published, image: space.image }, tags };
  });
  registerRoute(app, cinemaRoutes.movies, async (req) => {
    const { count, results } = await service.movies(req.params.eventSlug, req.user.id, req.params.cinemaSlug, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), limit: req.query.limit, results };
  });
}
