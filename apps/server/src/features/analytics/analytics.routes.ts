import type { FastifyInstance } from 'fastify';
import { analyticsRoutes, organizerLiveAnalyticsRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { AnalyticsService } from './analytics.service';
import type { LiveFiguresService } from './analytics.live';

export function registerAnalyticsRoutes(app: FastifyInstance, service: AnalyticsService, live: LiveFiguresService): void {
  registerRoute(app, analyticsRoutes.pageView, async (req) => {
    const id = await service.pageView(req.params.eventSlug, req.user.id, req.body.path, req.body.referrer);
    return { id };
  });

  registerRoute(app, analyticsRoutes.heartbeat, async (req) => {
    await service.heartbeat(req.params.eventSlug, req.user.id, req.body.path);
    return { ok: true as const };
  });

  registerRoute(app, organizerLiveAnalyticsRoutes.live, (req) => live.read(req.params.eventSlug, req.user.id));
}
