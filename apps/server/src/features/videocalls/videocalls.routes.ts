import type { FastifyInstance } from 'fastify';
import { videocallRoutes } from '@foyer/contracts';
import { ApiError, apiErrorCode } from '../../platform/http/errors';
import { registerRoute } from '../../platform/http/register';
import type { PresenceFace } from '../presence';
import type { VideocallsService } from './videocalls.service';

export function registerVideocallRoutes(app: FastifyInstance, service: VideocallsService, presence: PresenceFace): void {
  // A refused join answers `jwt: ""` beside the reason (spec: "failure sets jwt empty and is reported").
  registerRoute(app, videocallRoutes.join, async (req, reply) => {
    try {
      return await service.join(req.params.eventSlug, req.user.id, req.body.room);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      return reply.status(err.status).send({ jwt: '', detail: err.detail, code: apiErrorCode(err) });
    }
  });

  registerRoute(app, videocallRoutes.create, async (req) => service.create(req.params.eventSlug, req.user.id, req.body));

  registerRoute(app, videocallRoutes.update, async (req) => service.update(req.params.eventSlug, req.user.id, req.params.roomId, req.body));

  registerRoute(app, videocallRoutes.detail, async (req) => service.detail(req.params.eventSlug, req.user.id, req.params.videocallId));

  registerRoute(app, videocallRoutes.accessRequests, async (req) =>
    service.accessRequests(req.params.eventSlug, req.user.id, req.params.videocallId, (ids, eventId) => presence.onlineAmong(ids, eventId)),
  );

  registerRoute(app, videocallRoutes.networking, async (req) => service.networking(req.params.eventSlug, req.user.id, req.params.networkingSlug));
}
