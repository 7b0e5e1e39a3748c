import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { BoothsService } from './booths.service';
import { registerBoothRoutes } from './booths.routes';

export { BoothsService, type BoothAccess, type NewBooth } from './booths.service';
export { cleanHtml } from './booths.html';
export type { BoothRow, StaffRow } from './booths.repository';

/** The booths service other features (business cards, jobs, the demo) use. */
export function createBoothsService(platform: Platform): BoothsService {
  return new BoothsService(platform.db, platform.clock, createSpacesService(platform));
}

/** Booths: lists, categories, detail and documents; booth visitors in realtime. */
export function boothsFeature(): Feature {
  return {
    name: 'booths',
    register(app, platform) {
      registerBoothRoutes(app, createBoothsService(platform));
    },
  };
}
