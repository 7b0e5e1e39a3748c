import type { Feature, Platform } from '../../platform/context';
import { SpacesService } from './spaces.service';
import { registerSpaceRoutes } from './spaces.routes';
import { publishedSpaceNotifier, registerSpacesRealtime } from './spaces.realtime';

export { organisersRoom } from './spaces.realtime';

export { SpacesService, spaceClosedError } from './spaces.service';
export { canOnSpace, spaceOrganiserRoles } from './spaces.policy';
export { presentSpace } from './spaces.presenter';
export type { NewSpace } from './spaces.repository';

/** The spaces service other features use; a change of a space's published state reaches clients. */
export function createSpacesService(platform: Platform): SpacesService {
  return new SpacesService(platform.db, platform.clock, publishedSpaceNotifier(platform.realtime));
}

/** Spaces: the one model of all ten space types, their published state, and space rooms. */
export function spacesFeature(): Feature {
  return {
    name: 'spaces',
    register(app, platform) {
      const service = createSpacesService(platform);
      registerSpaceRoutes(app, service);
      registerSpacesRealtime(platform.realtime, service);
    },
  };
}
