import type { FastifyInstance } from 'fastify';
import { organizerInvitationRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { readUpload, uploadScope } from '../../platform/uploads';
import type { InvitationsService } from './invitations.service';

/** The console's invite list (decision 0083): owners and instance administrators. */
export function registerInvitationRoutes(app: FastifyInstance, service: InvitationsService): void {
  registerRoute(app, organizerInvitationRoutes.list, async (req) => {
    const { count, results } = await service.list(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results };
  });
  registerRoute(app, organizerInvitationRoutes.export, async (req, reply) => {
    const { event, csv } = await service.exportCsv(req.params.eventSlug, req.user.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${event.slug}-invitations.csv"`)
      .send(csv);
  });
  registerRoute(app, organizerInvitationRoutes.send, (req) => service.send(req.params.eventSlug, req.user.id, req.body.ids));
  registerRoute(app, organizerInvitationRoutes.resend, (req) => service.resend(req.params.eventSlug, req.user.id, req.params.id));
  registerRoute(app, organizerInvitationRoutes.remove, async (req) => {
    await service.remove(req.params.eventSlug, req.user.id, req.params.id);
    return undefined;
  });
  // The import reads the file as it comes: text/csv itself, or a form with the file in `file`.
  uploadScope(app, (scope) => {
    registerRoute(scope, organizerInvitationRoutes.import, async (req) => {
      const upload = await readUpload(req.body, req.raw.headers['content-type'], 'file');
      return service.import(req.params.eventSlug, req.user.id, upload.data, req.query.dry_run);
    });
  });
}
