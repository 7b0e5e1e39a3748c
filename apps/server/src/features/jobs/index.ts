import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { JobsService } from './jobs.service';
import { registerJobRoutes } from './jobs.routes';
import { eraseJobAssignments } from './jobs.erasure';

export { JobsService, type NewJob } from './jobs.service';

export function createJobsService(platform: Platform): JobsService {
  return new JobsService(platform.db, createSpacesService(platform));
}

/** Jobs: offered by booths, listed in jobs spaces and booth tabs. */
export function jobsFeature(): Feature {
  return {
    name: 'jobs',
    register(app, platform) {
      platform.accountErasure.register('jobs', eraseJobAssignments);
      registerJobRoutes(app, createJobsService(platform));
    },
  };
}
