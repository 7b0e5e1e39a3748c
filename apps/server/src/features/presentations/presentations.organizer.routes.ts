import type { FastifyInstance } from 'fastify';
import { organizerStageRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { OrganizerStages } from './presentations.organizer';

/** The console's stage (decision 0087): owners and instance administrators. */
export function registerOrganizerStageRoutes(app: FastifyInstance, service: OrganizerStages): void {
  const r = organizerStageRoutes;
  registerRoute(app, r.stage, (req) => service.stage(req.params.eventSlug, req.user.id, req.params.presentationSlug));
  registerRoute(app, r.createEntry, (req) => service.createEntry(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.body));
  registerRoute(app, r.updateEntry, (req) =>
    service.updateEntry(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.params.presentationId, req.body),
  );
  registerRoute(app, r.deleteEntry, async (req) => {
    await service.deleteEntry(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.params.presentationId);
    return undefined;
  });
  registerRoute(app, r.reorder, (req) => service.reorder(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.body.presentation_ids));
  registerRoute(app, r.setCurrent, (req) => service.setCurrent(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.body.presentation_id));
  registerRoute(app, r.addModerator, (req) => service.addModerator(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.body.user_id));
  registerRoute(app, r.removeModerator, async (req) => {
    await service.removeModerator(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.params.userId);
    return undefined;
  });
}
