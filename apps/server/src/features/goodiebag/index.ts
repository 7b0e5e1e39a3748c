import type { Feature, Platform } from '../../platform/context';
import { EventAccess } from '../events';
import { GoodiebagService } from './goodiebag.service';
import { registerGoodiebagRoutes } from './goodiebag.routes';
import { eraseFavourites } from './goodiebag.erasure';
import { GoodiebagRepository } from './goodiebag.repository';

export { GoodiebagService } from './goodiebag.service';

export function createGoodiebagService(platform: Platform): GoodiebagService {
  return new GoodiebagService(platform.db, platform.clock, new EventAccess(platform.db, platform.clock), platform.favourites, platform.logger);
}

/**
 * The goodie bag (favourites). It keeps which items a person bookmarked; the kinds of items come from the
 * features that own them, through `platform.favourites` (decision 0022).
 */
export function goodiebagFeature(): Feature {
  return {
    name: 'goodiebag',
    register(app, platform) {
      registerGoodiebagRoutes(app, createGoodiebagService(platform));
      platform.favourites.provideReader(new GoodiebagRepository(platform.db));
      platform.accountErasure.register('goodiebag', eraseFavourites);
    },
  };
}
