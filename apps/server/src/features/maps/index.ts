import type { Feature, Platform } from '../../platform/context';
import type { SpacesFace } from '../spaces';
import { MapsService } from './maps.service';
import { registerMapRoutes } from './maps.routes';

export { MapsService } from './maps.service';
export { areaCentre } from './maps.presenter';
export type { NewMapArea } from './maps.repository';

/** The maps service (the composition root builds it once). */
export function createMapsService(platform: Platform, spaces: SpacesFace): MapsService {
  return new MapsService(platform.db, spaces);
}

/** Maps: map spaces with their image, size and clickable areas. */
export function mapsFeature(service: MapsService): Feature {
  return {
    name: 'maps',
    register(app) {
      registerMapRoutes(app, service);
    },
  };
}
