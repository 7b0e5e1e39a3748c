import type { Feature, Platform } from '../../platform/context';
import type { Identity } from '../identity';
import { SpacesService } from './spaces.service';
import { registerSpaceRoutes } from './spaces.routes';
import { publishedSpaceNotifier, registerSpacesRealtime } from './spaces.realtime';

export { organisersRoom } from './spaces.realtime';
export { SpacesService, spaceClosedError } from './spaces.service';
export { canOnSpace, spaceOrganiserRoles } from './spaces.policy';
export { presentSpace } from './spaces.presenter';
export type { NewSpace } from './spaces.repository';

/** What other features (every space type's) use of spaces: find a space, check a person may enter it. */
export type SpacesFace = Pick<SpacesService, 'access' | 'list' | 'findByTypeAndSlug' | 'findById' | 'canEnter' | 'requireEnterable' | 'configure' | 'create' | 'inTransaction'>;

/** The spaces service (the composition root builds it once); a change of a space's published state reaches clients. */
export function createSpacesService(platform: Platform, identity: Identity): SpacesService {
  return new SpacesService(platform.db, identity.access, publishedSpaceNotifier(platform.realtime));
}

/** Spaces: the one model of all ten space types, their published state, and space rooms. */
export function spacesFeature(service: SpacesService): Feature {
  return {
    name: 'spaces',
    register(app, platform) {
      registerSpaceRoutes(app, service);
      registerSpacesRealtime(platform.realtime, service);
    },
  };
}
