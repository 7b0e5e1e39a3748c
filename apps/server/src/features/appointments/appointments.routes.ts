import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { AppointmentsService } from './appointments.service';

export function registerAppointmentRoutes(app: FastifyInstance, service: AppointmentsService): void {
  // One path, three reads (spec 2 §7): the query's shape says which.
  registerRoute(app, appointmentRoutes.schedules, async (req) => {
    const { eventSlug } = req.params;
    const q = req.query;
    if (q.filter === 'upcomming') return service.busyTimes(eventSlug, req.user.id, q.receiver!);
    if (q.filter === 'upcoming' || q.filter === 'past') return service.list(eventSlug, req.user.id, q.filter, q.limit, q.offset, req.raw.url ?? '');
    return service.ofDay(eventSlug, req.user.id, q.date!);
  });
  registerRoute(app, appointmentRoutes.detail, async (req) => service.detail(req.params.eventSlug, req.user.id, req.params.scheduleId));
  registerRoute(app, appointmentRoutes.suggestions, async (req) =>
    service.suggestions(req.params.eventSlug, req.user.id, req.query.receiver, req.query.minutes),
  );
  registerRoute(app, appointmentRoutes.request, async (req) => service.request(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, appointmentRoutes.reschedule, async (req) =>
    service.reschedule(req.params.eventSlug, req.user.id, req.params.scheduleId, req.body),
  );
  registerRoute(app, appointmentRoutes.cancel, async (req) => service.cancel(req.params.eventSlug, req.user.id, req.params.scheduleId));
  registerRoute(app, appointmentRoutes.accept, async (req) => service.accept(req.params.eventSlug, req.user.id, req.params.scheduleId));
  registerRoute(app, appointmentRoutes.deny, async (req) => service.deny(req.params.eventSlug, req.user.id, req.params.scheduleId));
  registerRoute(app, appointmentRoutes.blocked, async (req) => service.calendar(req.params.eventSlug, req.user.id));
  registerRoute(app, appointmentRoutes.block, async (req) => service.block(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, appointmentRoutes.moveBlock, async (req) =>
    service.moveBlock(req.params.eventSlug, req.user.id, req.params.blockedId, req.body),
  );
  registerRoute(app, appointmentRoutes.unblock, async (req) => service.unblock(req.params.eventSlug, req.user.id, req.params.blockedId));
}
