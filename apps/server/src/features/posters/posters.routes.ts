import type { FastifyInstance } from 'fastify';
import { pageLinks, posterRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { PostersService } from './posters.service';
import { presentPoster, presentPosterSpace } from './posters.presenter';

export function registerPosterRoutes(app: FastifyInstance, service: PostersService): void {
  registerRoute(app, posterRoutes.space, async (req) => {
    const { space, chatId } = await service.space(req.params.eventSlug, req.user.id, req.params.posterSlug);
    return presentPosterSpace(space, chatId);
  });
  registerRoute(app, posterRoutes.list, async (req) => {
    const { count, rows, space, chatId } = await service.list(req.params.eventSlug, req.user.id, req.params.posterSlug, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map((r) => presentPoster(r, space.slug, chatId)) };
  });
  registerRoute(app, posterRoutes.item, async (req) => {
    const { row, space, chatId } = await service.item(req.params.eventSlug, req.user.id, req.params.posterSlug, req.params.posterId);
    return presentPoster(row, space.slug, chatId);
  });
  // The upload takes any content type as raw bytes (multipart or the PDF itself); only in this scope.
  uploadScope(app, (scope) => {
    registerRoute(scope, posterRoutes.pdf, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'pdf');
      const { row, space, chatId } = await service.setPdf(req.params.eventSlug, req.user.id, req.params.posterSlug, req.params.posterId, upload);
      return presentPoster(row, space.slug, chatId);
    });
  });
}
