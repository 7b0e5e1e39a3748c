import type { FastifyInstance } from 'fastify';
import { meetingRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { MeetingsService } from './meetings.service';

export function registerMeetingRoutes(app: FastifyInstance, service: MeetingsService): void {
  registerRoute(app, meetingRoutes.space, (req) => service.space(req.params.eventSlug, req.user.id, req.params.meetingSlug));
  registerRoute(app, meetingRoutes.list, (req) => service.list(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.query, req.raw.url ?? ''));
  registerRoute(app, meetingRoutes.upcoming, (req) => service.upcoming(req.params.eventSlug, req.user.id));
  registerRoute(app, meetingRoutes.room, (req) => service.room(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.params.meeting));
  registerRoute(app, meetingRoutes.register, (req) =>
    service.register(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.params.meeting, req.body),
  );
  registerRoute(app, meetingRoutes.create, (req) => service.createMeeting(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.body));
  registerRoute(app, meetingRoutes.update, (req) =>
    service.updateMeeting(req.params.eventSlug, req.user.id, req.params.meetingSlug, req.params.meeting, req.body),
  );
}
