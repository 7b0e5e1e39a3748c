import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { PostersService } from './posters.service';
import { registerPosterRoutes } from './posters.routes';
import { registerPosterFavourites } from './posters.favourites';
import { erasePosterAuthorship } from './posters.erasure';

export { PostersService, type NewPoster } from './posters.service';
export { checkPosterPdf } from './posters.uploads';

export function createPostersService(platform: Platform): PostersService {
  return new PostersService(platform.db, createSpacesService(platform), platform.storage);
}

/** Poster spaces: a slider and list of posters with their PDFs; messaging and calling the author (spec 2). */
export function postersFeature(): Feature {
  return {
    name: 'posters',
    register(app, platform) {
      const service = createPostersService(platform);
      platform.accountErasure.register('posters', erasePosterAuthorship);
      registerPosterFavourites(platform.favourites, service.repo);
      registerPosterRoutes(app, service);
    },
  };
}
