import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ContactService } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, service: ContactService): void {
  registerRoute(app, contactRoutes.send, async (req) => {
    const { id } = await service.send(req.params.eventSlug, req.user.id, req.body.message);
    return { id, detail: 'Your question has been sent to the organisers.' };
  });
}
