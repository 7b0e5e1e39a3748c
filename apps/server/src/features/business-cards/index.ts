import type { Feature } from '../../platform/context';
import { createBoothsService } from '../booths';
import { BusinessCardsService } from './business-cards.service';
import { registerBusinessCardRoutes } from './business-cards.routes';
import { eraseBusinessCards } from './business-cards.erasure';

export { BusinessCardsService } from './business-cards.service';

/** Business cards: left by visitors at booths, followed up by the booth's staff. */
export function businessCardsFeature(): Feature {
  return {
    name: 'business-cards',
    register(app, platform) {
      platform.accountErasure.register('business-cards', eraseBusinessCards);
      registerBusinessCardRoutes(app, new BusinessCardsService(platform.db, platform.clock, createBoothsService(platform)));
    },
  };
}
