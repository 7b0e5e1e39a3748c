import type { Feature, Platform } from '../../platform/context';
import { cinemaSpaceDefaults } from '@foyer/contracts';
import type { ChangeLog } from '../identity';
import { settingsBackedType, type OrganizerSpacesFace, type SpacesFace, type SpaceTypes } from '../spaces';
import { CinemaService, type ApprovedRecordings } from './cinema.service';
import { registerCinemaRoutes } from './cinema.routes';
import { OrganizerCinema } from './cinema.organizer';
import { registerOrganizerCinemaRoutes } from './cinema.organizer.routes';

export { CinemaService, type ApprovedRecordings, type CinemaRecording, type NewCinemaVideo } from './cinema.service';
export { cinemaArchivePart } from './cinema.archive';
export { OrganizerCinema } from './cinema.organizer';

/** The cinema service (the composition root builds it once); `approvedRecordings` come from the recordings feature. */
export function createCinemaService(platform: Platform, spaces: SpacesFace, approvedRecordings?: ApprovedRecordings): CinemaService {
  return new CinemaService(platform.db, spaces, approvedRecordings);
}

/** The console's cinema (the composition root builds it once). */
export function createOrganizerCinema(platform: Platform, spaces: SpacesFace, organizerSpaces: OrganizerSpacesFace, changes: ChangeLog): OrganizerCinema {
  return new OrganizerCinema(platform.db, spaces, organizerSpaces, changes, platform.realtime, platform.storage, platform.logger);
}

/** Cinema spaces: a player and a searchable list of videos (spec 1, issue 13), and their films in the console (issue 28). */
export function cinemaFeature(service: CinemaService, organizer: OrganizerCinema, spaceTypes: SpaceTypes): Feature {
  return {
    name: 'cinema',
    register(app) {
      spaceTypes.register(settingsBackedType('cinema', cinemaSpaceDefaults));
      registerCinemaRoutes(app, service);
      registerOrganizerCinemaRoutes(app, organizer);
    },
  };
}
