import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { MapsService } from './maps.service';
import { registerMapRoutes } from './maps.routes';

export { MapsService } from './maps.service';
export { areaCentre } from './maps.presenter';
export type { NewMapArea } from './maps.repository';

export function createMapsService(platform: Platform): MapsService {
  return new MapsService(platform.db, createSpacesService(platform));
}

/** Maps: map spaces with their image, size and clickable areas. */
export function mapsFeature(): Feature {
  return {
    name: 'maps',
    register(app, platform) {
      registerMapRoutes(app, createMapsService(platform));
    },
  };
}
