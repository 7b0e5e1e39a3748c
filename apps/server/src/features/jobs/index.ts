import type { Feature, Platform } from '../../platform/context';
import { jobsSpaceDefaults } from '@foyer/contracts';
import { settingsBackedType, type SpacesFace, type SpaceTypes } from '../spaces';
import { JobsService } from './jobs.service';
import { registerJobRoutes } from './jobs.routes';
import { eraseJobAssignments } from './jobs.erasure';
import { registerOrganizerJobRoutes } from './jobs.organizer';
import type { BoothsConsoleFace } from '../booths';
import { jobsExportPart } from './jobs.export';

export { JobsService, type NewJob } from './jobs.service';
export { boothJobsSql } from './jobs.booth-detail';
export { boothJobsOf, unassignBoothJobs } from './jobs.organizer';
export { jobsArchivePart } from './jobs.archive';

/** The jobs service (the composition root builds it once). */
export function createJobsService(platform: Platform, spaces: SpacesFace): JobsService {
  return new JobsService(platform.db, spaces);
}

/** Jobs: offered by booths, listed in jobs spaces and booth tabs, and offered by booths' editors in the console. */
export function jobsFeature(service: JobsService, spaceTypes: SpaceTypes, booths: BoothsConsoleFace): Feature {
  return {
    name: 'jobs',
    register(app, platform) {
      spaceTypes.register(settingsBackedType('jobs', jobsSpaceDefaults));
      platform.accountErasure.register('jobs', eraseJobAssignments);
      platform.accountExport.register('jobs', jobsExportPart);
      registerJobRoutes(app, service);
      registerOrganizerJobRoutes(app, booths);
    },
  };
}
