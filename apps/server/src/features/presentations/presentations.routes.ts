import type { FastifyInstance } from 'fastify';
import { presentationRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { PresentationsService } from './presentations.service';

export function registerPresentationRoutes(app: FastifyInstance, service: PresentationsService): void {
  const r = presentationRoutes;
  registerRoute(app, r.space, (req) => service.page(req.params.eventSlug, req.user.id, req.params.presentationSlug));
  registerRoute(app, r.switchCurrent, (req) =>
    service.switchCurrent(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.body.presentation_id),
  );
  registerRoute(app, r.watch, (req) => service.watch(req.params.eventSlug, req.user.id, req.params.presentationSlug));
  registerRoute(app, r.questions, (req) => service.questions(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.query.presentation));
  registerRoute(app, r.ask, (req) => service.ask(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.body.presentation, req.body.text));
  registerRoute(app, r.upvote, (req) => service.upvote(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.params.questionId));
  registerRoute(app, r.deleteQuestion, (req) => service.deleteQuestion(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.params.questionId));
  registerRoute(app, r.moderate, (req) => service.moderate(req.params.eventSlug, req.user.id, req.params.presentationSlug, req.params.questionId, req.body));
}
