import type { FastifyInstance } from 'fastify';
import { contactRoutes, organizerContactRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { ContactInbox } from './contact.inbox';
import type { ContactService } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, service: ContactService, inbox: ContactInbox): void {
  registerRoute(app, contactRoutes.send, async (req) => {
    const { id } = await service.send(req.params.eventSlug, req.user.id, req.body.message);
    return { id, detail: 'Your question has been sent to the organisers.' };
  });
  registerRoute(app, organizerContactRoutes.questions, async (req) => {
    const { count, unanswered, results } = await inbox.questions(req.params.eventSlug, req.user.id, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), unanswered, results };
  });
  registerRoute(app, organizerContactRoutes.answer, (req) => inbox.answer(req.params.eventSlug, req.user.id, req.params.questionId, req.body.text));
}
