import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { BoothsService } from './booths.service';
import { registerBoothRoutes } from './booths.routes';
import { registerBoothsRealtime } from './booths.realtime';
import { BoothVisitors } from './booths.visitors';
import { registerBoothFavourites } from './booths.favourites';
import { eraseBoothTraces } from './booths.erasure';

export { BoothsService, type BoothAccess, type NewBooth } from './booths.service';
export { BoothVisitors } from './booths.visitors';
export type { BoothRow, StaffRow } from './booths.repository';

const sweepEveryMs = 5 * 60_000;

/** The booths service other features (business cards, jobs, the demo) use. */
export function createBoothsService(platform: Platform): BoothsService {
  return new BoothsService(platform.db, platform.clock, createSpacesService(platform));
}

/** Booths: lists, categories, detail and documents; booth visitors in realtime. */
export function boothsFeature(): Feature {
  let timer: NodeJS.Timeout | null = null;
  return {
    name: 'booths',
    register(app, platform) {
      const service = createBoothsService(platform);
      platform.accountErasure.register('booths', eraseBoothTraces);
      const visits = new BoothVisitors(platform.db, platform.clock);
      registerBoothRoutes(app, service, platform.notifications);
      registerBoothFavourites(platform.favourites, platform.db);
      registerBoothsRealtime(platform.realtime, service, visits, platform.logger);
      timer = setInterval(() => {
        visits.sweep().catch((err: unknown) => platform.logger.error({ err }, 'booth visitor sweep failed'));
      }, sweepEveryMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
    },
  };
}
