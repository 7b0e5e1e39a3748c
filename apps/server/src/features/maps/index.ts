import type { Feature, Platform } from '../../platform/context';
import type { ChangeLog } from '../identity';
import type { HookList } from '../../platform/hooks';
import type { OrganizerSpacesFace, SpaceChangeListener, SpaceReferenceCheck, SpaceTypes, SpacesFace } from '../spaces';
import { MapsService } from './maps.service';
import { registerMapRoutes } from './maps.routes';
import { OrganizerMaps } from './maps.organizer';
import { registerOrganizerMapRoutes } from './maps.organizer.routes';
import { areaReferences, mapChangeListener, mapSpaceAdmin } from './maps.space-type';

export { MapsService } from './maps.service';
export { OrganizerMaps } from './maps.organizer';
export { areaCentre } from './maps.presenter';
export type { NewMapArea } from './maps.repository';
export { mapsArchivePart } from './maps.archive';

/** The maps service (the composition root builds it once). */
export function createMapsService(platform: Platform, spaces: SpacesFace): MapsService {
  return new MapsService(platform.db, spaces);
}

/** The console's map editor (the composition root builds it once). */
export function createOrganizerMaps(platform: Platform, spaces: SpacesFace, organizerSpaces: OrganizerSpacesFace, changes: ChangeLog): OrganizerMaps {
  return new OrganizerMaps(platform.db, spaces, organizerSpaces, changes, platform.realtime);
}

/** What maps add to the console's spaces (decision 0083). */
export interface MapsConsole {
  editor: OrganizerMaps;
  spaceTypes: SpaceTypes;
  spaceReferences: HookList<SpaceReferenceCheck>;
  spaceListeners: HookList<SpaceChangeListener>;
}

/** Maps: map spaces with their image, size and clickable areas, and the console's map editor. */
export function mapsFeature(service: MapsService, organizer: MapsConsole): Feature {
  return {
    name: 'maps',
    register(app, platform) {
      registerMapRoutes(app, service);
      registerOrganizerMapRoutes(app, organizer.editor);
      organizer.spaceTypes.register(mapSpaceAdmin);
      organizer.spaceReferences.add(areaReferences);
      organizer.spaceListeners.add(mapChangeListener(platform.db, platform.realtime));
    },
  };
}
