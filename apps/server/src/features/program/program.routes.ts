import type { FastifyInstance } from 'fastify';
import { programRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ProgramService } from './program.service';

export function registerProgramRoutes(app: FastifyInstance, service: ProgramService): void {
  registerRoute(app, programRoutes.spacePreview, async (req) => {
    const from = req.query.from_datetime ? new Date(req.query.from_datetime) : undefined;
    return service.spacePreview(req.params.eventSlug, req.user.id, req.params.spaceId, from, req.query.limit);
  });
}
