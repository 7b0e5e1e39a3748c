import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { ProgramService } from './program.service';
import { registerProgramRoutes } from './program.routes';

export { ProgramService } from './program.service';
export type { NewProgramEntry, ProgramEntryRow, ProgramTagRow } from './program.repository';
export { presentProgramTag } from './program.presenter';

export function createProgramService(platform: Platform): ProgramService {
  return new ProgramService(platform.db, platform.clock, createSpacesService(platform));
}

/** Program: items and containers per space (map popups now, the timetable later). */
export function programFeature(): Feature {
  return {
    name: 'program',
    register(app, platform) {
      registerProgramRoutes(app, createProgramService(platform));
    },
  };
}
