import type { FastifyInstance } from 'fastify';
import { organizerBoothRoutes as routes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { OrganizerBooths } from './booths.organizer';
import type { OrganizerBoothContent } from './booths.organizer-content';

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The console's booths (decision 0085): owners and administrators; a booth's staff on the `booth-staff` routes. */
export function registerOrganizerBoothRoutes(app: FastifyInstance, booths: OrganizerBooths, content: OrganizerBoothContent): void {
  registerRoute(app, routes.categories, async (req) => page(await booths.categories(req.params.eventSlug, req.user.id)));
  registerRoute(app, routes.createCategory, (req) => booths.createCategory(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, routes.updateCategory, (req) => booths.updateCategory(req.params.eventSlug, req.user.id, req.params.categoryId, req.body));
  registerRoute(app, routes.deleteCategory, async (req) => {
    await booths.deleteCategory(req.params.eventSlug, req.user.id, req.params.categoryId);
    return undefined;
  });

  registerRoute(app, routes.list, async (req) => {
    const { count, results } = await booths.list(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results };
  });
  registerRoute(app, routes.create, (req) => booths.create(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, routes.sessions, async (req) => page(await content.sessions(req.params.eventSlug, req.user.id)));
  registerRoute(app, routes.mine, async (req) => page(await booths.mine(req.params.eventSlug, req.user.id)));
  registerRoute(app, routes.detail, (req) => booths.detail(req.params.eventSlug, req.user.id, req.params.boothSlug));
  registerRoute(app, routes.update, (req) => booths.update(req.params.eventSlug, req.user.id, req.params.boothSlug, req.body));
  registerRoute(app, routes.remove, async (req) => {
    await booths.remove(req.params.eventSlug, req.user.id, req.params.boothSlug);
    return undefined;
  });
  registerRoute(app, routes.deleteFile, (req) => content.removeFile(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.field));
  registerRoute(app, routes.putStaff, (req) => content.setStaff(req.params.eventSlug, req.user.id, req.params.boothSlug, req.body.staff));
  registerRoute(app, routes.putSessions, (req) => content.setSessions(req.params.eventSlug, req.user.id, req.params.boothSlug, req.body.items));
  registerRoute(app, routes.updateDocument, (req) =>
    content.updateDocument(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.documentId, req.body),
  );
  registerRoute(app, routes.deleteDocument, (req) => content.deleteDocument(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.documentId));
  registerRoute(app, routes.addEmbeddedVideo, (req) => content.addEmbeddedVideo(req.params.eventSlug, req.user.id, req.params.boothSlug, req.body));
  registerRoute(app, routes.updateVideo, (req) => content.updateVideo(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.videoId, req.body));
  registerRoute(app, routes.deleteVideo, (req) => content.deleteVideo(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.videoId));

  uploadScope(app, (scope) => {
    const fileOf = (req: { body: unknown; raw: { headers: Record<string, string | string[] | undefined> } }) =>
      readUpload(req.body, req.raw.headers['content-type'] as string | undefined, 'file');
    registerRoute(scope, routes.import, async (req) => booths.import(req.params.eventSlug, req.user.id, (await fileOf(req)).data, req.query.dry_run));
    registerRoute(scope, routes.putFile, async (req) =>
      content.setFile(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.field, (await fileOf(req)).data),
    );
    registerRoute(scope, routes.addDocument, async (req) =>
      content.addDocument(req.params.eventSlug, req.user.id, req.params.boothSlug, await fileOf(req), req.query.name),
    );
    registerRoute(scope, routes.addVideoFile, async (req) =>
      content.addVideoFile(req.params.eventSlug, req.user.id, req.params.boothSlug, await fileOf(req), req.query.name),
    );
    registerRoute(scope, routes.putVideoThumbnail, async (req) =>
      content.setVideoThumbnail(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.videoId, (await fileOf(req)).data),
    );
  });
}
