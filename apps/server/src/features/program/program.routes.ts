import type { FastifyInstance } from 'fastify';
import { calendarContentType, calendarFeedParams, programDatesCacheSeconds, programRoutes, timetableRoutes } from '@foyer/contracts';
import { notFound } from '../../platform/http/errors';
import { registerRoute } from '../../platform/http/register';
import { sharedReplyCache } from '../../platform/http/shared-replies';
import { spaceOrganiserRoles } from '../spaces';
import type { CalendarFeedService } from './calendar-feed';
import type { ProgramService } from './program.service';
import type { TimetableService } from './timetable.service';

export function registerProgramRoutes(app: FastifyInstance, service: ProgramService, timetable: TimetableService, feeds: CalendarFeedService): void {
  registerRoute(app, programRoutes.spacePreview, async (req) => {
    const from = req.query.from_datetime ? new Date(req.query.from_datetime) : undefined;
    return service.spacePreview(req.params.eventSlug, req.user.id, req.params.spaceId, from, req.query.limit);
  });

  const grant = (req: { params: { eventSlug: string }; user: { id: number } }) => timetable.access(req.params.eventSlug, req.user.id);
  const range = (q: { from_datetime: string; until_datetime: string }) => [new Date(q.from_datetime), new Date(q.until_datetime)] as const;

  registerRoute(app, timetableRoutes.spaces, async (req) => timetable.timetable(await grant(req), ...range(req.query)));

  // The same days for everyone of the same standing: a shared reply (decision 0017), dropped when
  // program_entries or spaces change, and kept 60 s at most (spec 2 §7).
  const dates = sharedReplyCache(app, { name: 'program dates', tables: ['events', 'spaces', 'program_entries'], max: 1_000, ttlMs: programDatesCacheSeconds * 1000 });
  registerRoute(app, timetableRoutes.dates, async (req, reply) => {
    const g = await grant(req);
    return dates.send(reply, `${g.event.id}:${spaceOrganiserRoles.includes(g.role) ? 'organiser' : 'attendee'}`, () => timetable.dates(g));
  });

  registerRoute(app, timetableRoutes.byLocationType, async (req) => timetable.byLocationType(await grant(req), ...range(req.query)));
  registerRoute(app, timetableRoutes.performerSessions, async (req) =>
    timetable.performerSessions(await grant(req), req.query.performer, req.query.limit, req.query.offset, req.raw.url));
  registerRoute(app, timetableRoutes.item, async (req) => timetable.item(await grant(req), req.params.itemId));
  registerRoute(app, timetableRoutes.search, async (req) => timetable.search(await grant(req), req.query.search));
  registerRoute(app, timetableRoutes.performers, async (req) => timetable.performers(await grant(req), req.query, req.raw.url));
  registerRoute(app, timetableRoutes.performer, async (req) => timetable.performer(await grant(req), req.params.performerId));
  registerRoute(app, timetableRoutes.groupSessions, async (req) => timetable.groupSessions(await grant(req)));

  registerRoute(app, timetableRoutes.calendarFeed, async (req) => feeds.current(await grant(req), req.user.id));
  registerRoute(app, timetableRoutes.renewCalendarFeed, async (req) => feeds.renew(await grant(req), req.user.id));
  registerRoute(app, timetableRoutes.revokeCalendarFeed, async (req, reply) => {
    await feeds.revoke(await grant(req), req.user.id);
    return reply.status(204).send();
  });

  // The feed itself is no JSON route: calendars fetch it without a sign-in, the secret is the address.
  app.get('/api/events/:eventSlug/calendar/:token', { schema: { hide: true } }, async (request, reply) => {
    const params = calendarFeedParams.safeParse(request.params);
    if (!params.success) throw notFound();
    const body = await feeds.ics(params.data.eventSlug, params.data.token.slice(0, -'.ics'.length));
    if (body === null) throw notFound();
    return reply
      .header('content-type', calendarContentType)
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="program.ics"')
      .send(body);
  });
}
