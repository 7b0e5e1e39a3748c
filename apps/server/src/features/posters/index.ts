import type { Feature, Platform } from '../../platform/context';
import { posterSpaceDefaults } from '@foyer/contracts';
import { settingsBackedType, type SpacesFace, type SpaceTypes } from '../spaces';
import { PostersService } from './posters.service';
import { registerPosterRoutes } from './posters.routes';
import { registerPosterFavourites } from './posters.favourites';
import { erasePosterAuthorship } from './posters.erasure';

export { PostersService, type NewPoster } from './posters.service';
export { checkPosterPdf } from './posters.uploads';
export { postersArchivePart } from './posters.archive';

/** The posters service (the composition root builds it once). */
export function createPostersService(platform: Platform, spaces: SpacesFace): PostersService {
  return new PostersService(platform.db, spaces, platform.storage);
}

/** Poster spaces: a slider and list of posters with their PDFs; messaging and calling the author (spec 2). */
export function postersFeature(service: PostersService, spaceTypes: SpaceTypes): Feature {
  return {
    name: 'posters',
    register(app, platform) {
      // The chat switch is the chat feature's; the rest stays in the space's settings, as before the console.
      const { chat: _chat, ...settings } = posterSpaceDefaults;
      spaceTypes.register(settingsBackedType('posters', settings, { richText: ['help_content'] }));
      platform.accountErasure.register('posters', erasePosterAuthorship);
      registerPosterFavourites(platform.favourites, service.repo);
      registerPosterRoutes(app, service);
    },
  };
}
