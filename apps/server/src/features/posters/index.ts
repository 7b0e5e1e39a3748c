import type { Feature, Platform } from '../../platform/context';
import { posterSpaceDefaults } from '@foyer/contracts';
import type { ChangeLog } from '../identity';
import { settingsBackedType, type OrganizerSpacesFace, type SpacesFace, type SpaceTypes } from '../spaces';
import { PostersService } from './posters.service';
import { registerPosterRoutes } from './posters.routes';
import { registerPosterFavourites } from './posters.favourites';
import { erasePosterAuthorship } from './posters.erasure';
import { OrganizerPosters } from './posters.organizer';
import { registerOrganizerPosterRoutes } from './posters.organizer.routes';
import { postersExportPart } from './posters.export';

export { PostersService, type NewPoster } from './posters.service';
export { checkPosterPdf } from './posters.uploads';
export { postersArchivePart } from './posters.archive';
export { OrganizerPosters } from './posters.organizer';

/** The posters service (the composition root builds it once). */
export function createPostersService(platform: Platform, spaces: SpacesFace): PostersService {
  return new PostersService(platform.db, spaces, platform.storage);
}

/** The console's posters (the composition root builds it once). */
export function createOrganizerPosters(platform: Platform, spaces: SpacesFace, organizerSpaces: OrganizerSpacesFace, changes: ChangeLog): OrganizerPosters {
  return new OrganizerPosters(platform.db, spaces, organizerSpaces, changes, platform.realtime, platform.storage, platform.logger);
}

/**
 * Poster spaces: a slider and list of posters with their PDFs; messaging and calling the author (spec 2); their
 * posters in the console (issue 28).
 */
export function postersFeature(service: PostersService, organizer: OrganizerPosters, spaceTypes: SpaceTypes): Feature {
  return {
    name: 'posters',
    register(app, platform) {
      // The chat switch is the chat feature's; the rest stays in the space's settings, as before the console.
      const { chat: _chat, ...settings } = posterSpaceDefaults;
      spaceTypes.register(settingsBackedType('posters', settings, { richText: ['help_content'] }));
      platform.accountErasure.register('posters', erasePosterAuthorship);
      platform.accountExport.register('posters', postersExportPart);
      registerPosterFavourites(platform.favourites, service.repo);
      registerPosterRoutes(app, service);
      registerOrganizerPosterRoutes(app, organizer);
    },
  };
}
