import type { FastifyInstance } from 'fastify';
import { businessCardRoutes, pageLinks } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { BusinessCardsService } from './business-cards.service';
import { presentCard, presentOwnCard } from './business-cards.presenter';

export function registerBusinessCardRoutes(app: FastifyInstance, service: BusinessCardsService): void {
  registerRoute(app, businessCardRoutes.give, async (req) =>
    presentOwnCard(await service.give(req.params.eventSlug, req.user.id, req.params.boothSlug, req.body)),
  );

  registerRoute(app, businessCardRoutes.list, async (req) => {
    const { count, rows } = await service.list(req.params.eventSlug, req.user.id, req.params.boothSlug, req.query);
    return { count, ...pageLinks(req.raw.url, count, req.query.limit, req.query.offset), results: rows.map(presentCard) };
  });

  registerRoute(app, businessCardRoutes.update, async (req) =>
    presentCard(await service.update(req.params.eventSlug, req.user.id, req.params.boothSlug, req.params.cardId, req.body)),
  );
}
