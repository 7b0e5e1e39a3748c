import type { FastifyInstance } from 'fastify';
import { organizerMeetingRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { OrganizerMeetings } from './meetings.organizer';

/** The console's meetings (decision 0087): owners and instance administrators. */
export function registerOrganizerMeetingRoutes(app: FastifyInstance, service: OrganizerMeetings): void {
  const r = organizerMeetingRoutes;
  registerRoute(app, r.list, (req) => service.list(req.params.eventSlug, req.user.id, req.params.meetingSlug));
  registerRoute(app, r.create, (req) => service.create(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.body));
  registerRoute(app, r.update, (req) => service.update(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.params.meeting, req.body));
  registerRoute(app, r.remove, async (req) => {
    await service.remove(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.params.meeting);
    return undefined;
  });
}
