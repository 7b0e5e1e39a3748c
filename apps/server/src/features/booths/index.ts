import type { Feature, Platform } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { SpaceReferenceCheck, SpacesFace, SpaceTypes } from '../spaces';
import { boothSpaceAdmin, boothsOnMap } from './booths.space-type';
import { BoothsService } from './booths.service';
import { registerBoothRoutes } from './booths.routes';
import { registerBoothsRealtime } from './booths.realtime';
import { BoothVisitors } from './booths.visitors';
import { registerBoothFavourites } from './booths.favourites';
import { eraseBoothTraces } from './booths.erasure';
import type { BoothDetailParts } from './booths.detail-parts';

export { BoothsService, type BoothAccess, type NewBooth } from './booths.service';
export { BoothVisitors } from './booths.visitors';
export type { BoothRow, StaffRow } from './booths.repository';
export type { BoothDetailParts, BoothDetailRefs } from './booths.detail-parts';

/** What other features (business cards, attendees) use of booths: find a booth, who is on its staff, what a person may do there. */
export type BoothsFace = Pick<BoothsService, 'requireBooth' | 'requireBoothById' | 'requireAllowed' | 'isStaff' | 'inTransaction'>;

const sweepEveryMs = 5 * 60_000;

/** The booths service (the composition root builds it once); `parts` are the detail's parts other features own. */
export function createBoothsService(platform: Platform, spaces: SpacesFace, parts: BoothDetailParts): BoothsService {
  return new BoothsService(platform.db, platform.clock, spaces, parts);
}

/** Booths: lists, categories, detail and documents; booth visitors in realtime. */
export function boothsFeature(service: BoothsService, organizer: { spaceTypes: SpaceTypes; spaceReferences: HookList<SpaceReferenceCheck> }): Feature {
  return {
    name: 'booths',
    register(app, platform) {
      platform.accountErasure.register('booths', eraseBoothTraces);
      organizer.spaceTypes.register(boothSpaceAdmin);
      organizer.spaceReferences.add(boothsOnMap);
      const visits = new BoothVisitors(platform.db, platform.clock);
      registerBoothRoutes(app, service, platform.notifications);
      registerBoothFavourites(platform.favourites, platform.db);
      registerBoothsRealtime(platform.realtime, service, visits, platform.logger);
      platform.sweeps.every('booth visitor sweep', { everyMs: sweepEveryMs }, () => visits.sweep());
    },
  };
}
