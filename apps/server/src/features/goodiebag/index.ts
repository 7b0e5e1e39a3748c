import type { Feature, Platform } from '../../platform/context';
import type { Identity } from '../identity';
import { GoodiebagService } from './goodiebag.service';
import { registerGoodiebagRoutes } from './goodiebag.routes';
import { eraseFavourites } from './goodiebag.erasure';
import { GoodiebagRepository } from './goodiebag.repository';
import { goodiebagExportPart } from './goodiebag.export';

export { GoodiebagService } from './goodiebag.service';

/** The goodie bag service (the composition root builds it once). */
export function createGoodiebagService(platform: Platform, identity: Identity): GoodiebagService {
  return new GoodiebagService(platform.db, platform.clock, identity.access, platform.favourites, platform.logger);
}

/**
 * The goodie bag (favourites). It keeps which items a person bookmarked; the kinds of items come from the
 * features that own them, through `platform.favourites` (decision 0022).
 */
export function goodiebagFeature(service: GoodiebagService): Feature {
  return {
    name: 'goodiebag',
    register(app, platform) {
      registerGoodiebagRoutes(app, service);
      platform.favourites.provideReader(new GoodiebagRepository(platform.db));
      platform.accountErasure.register('goodiebag', eraseFavourites);
      platform.accountExport.register('goodiebag', goodiebagExportPart);
    },
  };
}
