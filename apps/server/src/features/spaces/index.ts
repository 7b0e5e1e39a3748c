import type { Feature, Platform } from '../../platform/context';
import type { ChangeLog } from '../identity';
import type { Identity } from '../identity';
import { SpacesService } from './spaces.service';
import { registerSpaceRoutes } from './spaces.routes';
import { publishedSpaceNotifier, registerSpacesRealtime } from './spaces.realtime';
import { OrganizerSpacesService, type OrganizerSpaceRegistry } from './spaces.organizer.service';
import { registerOrganizerSpaceRoutes } from './spaces.organizer.routes';

export { organisersRoom } from './spaces.realtime';
export { SpacesService, spaceClosedError } from './spaces.service';
export { canOnSpace, spaceOrganiserRoles } from './spaces.policy';
export { presentSpace } from './spaces.presenter';
export type { NewSpace } from './spaces.repository';
export { OrganizerSpacesService, type OrganizerSpaceRegistry } from './spaces.organizer.service';
export { spacesArchivePart } from './spaces.archive';
export {
  SpaceTypes, settingsBackedType,
  type SpaceChangeListener, type SpaceFieldProvider, type SpaceReferenceCheck, type SpaceTypeAdmin, type SpaceWrite,
} from './space-types';

/** What other features (every space type's) use of spaces: find a space, check a person may enter it. */
export type SpacesFace = Pick<SpacesService, 'access' | 'list' | 'findByTypeAndSlug' | 'findById' | 'canEnter' | 'requireEnterable' | 'configure' | 'create' | 'inTransaction'>;

/** What the map editor and the booths use of the console's spaces: the owners' guard, a space's image, the delete's reference check. */
export type OrganizerSpacesFace = Pick<OrganizerSpacesService, 'guard' | 'setImage' | 'refuseWhileReferenced'>;

/** The spaces service (the composition root builds it once); a change of a space's published state reaches clients. */
export function createSpacesService(platform: Platform, identity: Identity): SpacesService {
  return new SpacesService(platform.db, identity.access, publishedSpaceNotifier(platform.realtime));
}

/** The console's spaces (decision 0083), on the registrations every space type's feature fills. */
export function createOrganizerSpacesService(platform: Platform, identity: Identity, changes: ChangeLog, registry: OrganizerSpaceRegistry): OrganizerSpacesService {
  return new OrganizerSpacesService(platform.db, identity.access, changes, platform.storage, platform.logger, registry, publishedSpaceNotifier(platform.realtime));
}

/** Spaces: the one model of all ten space types, their published state, space rooms, and the console's spaces. */
export function spacesFeature(service: SpacesService, organizer: OrganizerSpacesService): Feature {
  return {
    name: 'spaces',
    register(app, platform) {
      registerSpaceRoutes(app, service);
      registerOrganizerSpaceRoutes(app, organizer);
      registerSpacesRealtime(platform.realtime, service);
    },
  };
}
