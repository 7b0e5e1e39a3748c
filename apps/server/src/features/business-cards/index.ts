import type { Feature, Platform } from '../../platform/context';
import type { ReachGuards } from '../../platform/reach-guards';
import type { BoothsFace } from '../booths';
import { BusinessCardsService } from './business-cards.service';
import { registerBusinessCardRoutes } from './business-cards.routes';
import { eraseBusinessCards } from './business-cards.erasure';
import { businessCardsExportPart } from './business-cards.export';

export { BusinessCardsService } from './business-cards.service';
export { ownCardSql } from './business-cards.booth-detail';

/** The business cards service (the composition root builds it once); `guards` are asked when a card names a staff member. */
export function createBusinessCardsService(platform: Platform, booths: BoothsFace, guards: ReachGuards): BusinessCardsService {
  return new BusinessCardsService(platform.db, platform.clock, booths, guards.check);
}

/** Business cards: left by visitors at booths, followed up by the booth's staff. */
export function businessCardsFeature(service: BusinessCardsService): Feature {
  return {
    name: 'business-cards',
    register(app, platform) {
      platform.accountErasure.register('business-cards', eraseBusinessCards);
      platform.accountExport.register('business-cards', businessCardsExportPart);
      registerBusinessCardRoutes(app, service);
    },
  };
}
