import type { FastifyInstance } from 'fastify';
import { eventArchiveJsonSchema, eventArchiveSchemaRoutes, organizerArchiveRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { EventArchives } from './event-archive.console';

/** The archive's routes (decision 0089): the manifest's schema for anyone, the rest through the console's guard. */
export function registerEventArchiveRoutes(app: FastifyInstance, service: EventArchives): void {
  const schema = eventArchiveJsonSchema();
  registerRoute(app, eventArchiveSchemaRoutes.schema, async () => schema);
  registerRoute(app, organizerArchiveRoutes.export, async (req, reply) => {
    const { event, stream } = await service.export(req.params.eventSlug, req.user.id, req.query.with_people === 'true');
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${event.slug}.foyer.zip"`)
      .send(stream);
  });
  registerRoute(app, organizerArchiveRoutes.clone, (req) => service.clone(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, organizerArchiveRoutes.fromTemplate, (req) => service.fromTemplate(req.user.id, req.body));
  uploadScope(app, (scope) => {
    registerRoute(scope, organizerArchiveRoutes.import, async (req) => {
      await service.requireAdministrator(req.user.id);
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'archive');
      return service.importNew(req.user.id, upload.data, req.query);
    });
    registerRoute(scope, organizerArchiveRoutes.replace, async (req) => {
      await service.requireOwner(req.params.eventSlug, req.user.id);
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'archive');
      return service.replace(req.params.eventSlug, req.user.id, upload.data);
    });
  });
}
