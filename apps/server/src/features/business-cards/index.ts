import type { Feature, Platform } from '../../platform/context';
import { ReachGuards, type ReachGuard } from '../../platform/reach-guards';
import { createBoothsService } from '../booths';
import { BusinessCardsService } from './business-cards.service';
import { registerBusinessCardRoutes } from './business-cards.routes';
import { eraseBusinessCards } from './business-cards.erasure';

export { BusinessCardsService } from './business-cards.service';

/** Rules of other features about who may reach whom (a block), asked when a card names a staff member. */
const cardGuards = new ReachGuards();

/** For a feature that keeps some people from reaching others: `guard` throws to refuse a card addressed to a person. */
export function guardCardsToStaff(platform: Platform, guard: ReachGuard): void {
  cardGuards.add(platform, guard);
}

/** Business cards: left by visitors at booths, followed up by the booth's staff. */
export function businessCardsFeature(): Feature {
  return {
    name: 'business-cards',
    register(app, platform) {
      platform.accountErasure.register('business-cards', eraseBusinessCards);
      registerBusinessCardRoutes(app, new BusinessCardsService(platform.db, platform.clock, createBoothsService(platform), cardGuards.checker(platform)));
    },
  };
}
