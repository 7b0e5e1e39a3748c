import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { CinemaService, type ApprovedRecordings, type CinemaRecording } from './cinema.service';
import { registerCinemaRoutes } from './cinema.routes';

export { CinemaService, type ApprovedRecordings, type CinemaRecording, type NewCinemaVideo } from './cinema.service';

export interface CinemaOptions {
  /** The event's approved meeting recordings for a viewer (the recordings feature makes it); none when not given. */
  approvedRecordings?: (platform: Platform) => (eventId: number, viewerId: number) => Promise<CinemaRecording[]>;
}

export function createCinemaService(platform: Platform, options: CinemaOptions = {}): CinemaService {
  const recordings: ApprovedRecordings | undefined = options.approvedRecordings?.(platform);
  return new CinemaService(platform.db, createSpacesService(platform), recordings);
}

/** Cinema spaces: a player and a searchable list of videos (spec 1, issue 13). */
export function cinemaFeature(options: CinemaOptions = {}): Feature {
  return {
    name: 'cinema',
    register(app, platform) {
      registerCinemaRoutes(app, createCinemaService(platform, options));
    },
  };
}
