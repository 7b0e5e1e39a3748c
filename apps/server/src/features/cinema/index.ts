import type { Feature, Platform } from '../../platform/context';
import { cinemaSpaceDefaults } from '@foyer/contracts';
import { settingsBackedType, type SpacesFace, type SpaceTypes } from '../spaces';
import { CinemaService, type ApprovedRecordings } from './cinema.service';
import { registerCinemaRoutes } from './cinema.routes';

export { CinemaService, type ApprovedRecordings, type CinemaRecording, type NewCinemaVideo } from './cinema.service';
export { cinemaArchivePart } from './cinema.archive';

/** The cinema service (the composition root builds it once); `approvedRecordings` come from the recordings feature. */
export function createCinemaService(platform: Platform, spaces: SpacesFace, approvedRecordings?: ApprovedRecordings): CinemaService {
  return new CinemaService(platform.db, spaces, approvedRecordings);
}

/** Cinema spaces: a player and a searchable list of videos (spec 1, issue 13). */
export function cinemaFeature(service: CinemaService, spaceTypes: SpaceTypes): Feature {
  return {
    name: 'cinema',
    register(app) {
      spaceTypes.register(settingsBackedType('cinema', cinemaSpaceDefaults));
      registerCinemaRoutes(app, service);
    },
  };
}
