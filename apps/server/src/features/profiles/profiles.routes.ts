import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { presentCurrentUser } from '../identity';
import type { ProfilesService } from './profiles.service';
import { readUpload, uploadScope } from '../../platform/uploads';

export function registerProfileRoutes(app: FastifyInstance, service: ProfilesService): void {
  registerRoute(app, profileRoutes.update, async (req) => {
    const { user, context } = await service.update(req.params.id, req.user.id, req.body, req.query.event_slug);
    return presentCurrentUser(user, context);
  });

  registerRoute(app, profileRoutes.updatePrivacy, async (req) => ({
    is_public: await service.setPrivacy(req.params.eventSlug, req.user.id, req.body.is_public),
  }));

  // Uploads take any content type as raw bytes (multipart or the file itself); only in this scope.
  uploadScope(app, (scope) => {
    registerRoute(scope, profileRoutes.mugshot, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'mugshot');
      const { user, context } = await service.setPicture(req.params.id, req.user.id, upload, req.query.event_slug);
      return presentCurrentUser(user, context);
    });

    registerRoute(scope, profileRoutes.document, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'document');
      const { user, context } = await service.setDocument(req.params.id, req.user.id, upload, req.query.event_slug);
      return presentCurrentUser(user, context);
    });
  });
}
