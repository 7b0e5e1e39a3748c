import type { FastifyInstance } from 'fastify';
import { moderationRoutes, organizerModerationRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { moderationLogCsv } from './moderation.presenter';
import type { ModerationService } from './moderation.service';

/** The most log rows one CSV export carries. */
const csvRows = 50_000;

export function registerModerationRoutes(app: FastifyInstance, service: ModerationService): void {
  registerRoute(app, moderationRoutes.report, (req) => service.report(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, moderationRoutes.ownReports, async (req) => ({ results: await service.ownReports(req.params.eventSlug, req.user.id) }));
  registerRoute(app, moderationRoutes.standing, (req) => service.standing(req.params.eventSlug, req.user.id));

  const o = organizerModerationRoutes;
  registerRoute(app, o.bans, async (req) => ({ results: await service.bans(req.params.eventSlug, req.user.id) }));
  registerRoute(app, o.ban, (req) => service.ban(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, o.liftBan, async (req) => {
    await service.liftBan(req.params.eventSlug, req.user.id, req.params.userId);
    return undefined;
  });
  registerRoute(app, o.silences, async (req) => ({ results: await service.silences(req.params.eventSlug, req.user.id) }));
  registerRoute(app, o.silence, (req) => service.silence(req.params.eventSlug, req.user.id, req.body));
  registerRoute(app, o.liftSilence, async (req) => {
    await service.liftSilence(req.params.eventSlug, req.user.id, req.params.userId);
    return undefined;
  });
  registerRoute(app, o.reports, async (req) => ({ results: await service.queue(req.params.eventSlug, req.user.id) }));
  registerRoute(app, o.resolve, async (req) => ({ resolved: await service.resolve(req.params.eventSlug, req.user.id, req.params.reportId, req.body) }));
  registerRoute(app, o.log, async (req, reply) => {
    // The same rows as CSV (the whole log, newest first) when the client asks for it.
    if (req.raw.headers.accept?.includes('text/csv')) {
      const { event, results } = await service.auditLog(req.params.eventSlug, req.user.id, csvRows, 0);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${event.slug}-moderation-log.csv"`)
        .send(moderationLogCsv(results));
    }
    const { count, results } = await service.auditLog(req.params.eventSlug, req.user.id, req.query.limit, req.query.offset);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results };
  });
}
