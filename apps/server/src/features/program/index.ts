import { eq } from 'drizzle-orm';
import type { Feature, Platform } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { ChangeLog, EventAccess } from '../identity';
import type { SpaceReferenceCheck, SpacesFace } from '../spaces';
import { registerOrganizerProgramRoutes } from './organizer/routes';
import { programReferences } from './program.space-references';
import { CalendarFeedService } from './calendar-feed';
import { registerProgramFavourites } from './program.favourites';
import { registerProgramRealtime } from './program.realtime';
import { calendarFeeds } from './program.schema';
import { ProgramService } from './program.service';
import { registerProgramRoutes } from './program.routes';
import { TimetableService } from './timetable.service';
import { programExportPart } from './program.export';

export { ProgramService } from './program.service';
export { TimetableService } from './timetable.service';
export type { NewProgramEntry, ProgramEntryRow, ProgramTagRow } from './program.repository';
export { presentProgramTag } from './program.presenter';
export { sponsoredSessionsSql } from './program.booth-detail';
export { boothSponsorships } from './program.sponsorships';
export { programImportCommand } from './import/import.cli';
export { programArchivePart } from './program.archive';

/** The program service (the composition root builds it once). */
export function createProgramService(platform: Platform, spaces: SpacesFace): ProgramService {
  return new ProgramService(platform.db, platform.clock, spaces);
}

/** The timetable and program calendar reads (the composition root builds them once). */
export function createTimetableService(platform: Platform, spaces: SpacesFace): TimetableService {
  return new TimetableService(platform.db, spaces);
}

/**
 * Program: items and containers per space, the timetable and program calendar, performers, group
 * sessions, the goodie bag kinds `show`, `performer`, `session` and the personal calendar feed.
 */
/** What the console's program needs from the identity core (decision 0086). */
export interface ProgramConsole {
  access: EventAccess;
  changes: ChangeLog;
  spaces: SpacesFace;
}

export function programFeature(program: ProgramService, timetable: TimetableService, spaceReferences: HookList<SpaceReferenceCheck>, organizer: ProgramConsole): Feature {
  return {
    name: 'program',
    register(app, platform) {
      platform.accountExport.register('program', programExportPart);
      const feeds = new CalendarFeedService(platform.db, platform.clock, timetable, platform.favourites, platform.config.publicUrl, platform.config.appTitle);
      registerProgramRoutes(app, program, timetable, feeds);
      registerOrganizerProgramRoutes(app, {
        ...organizer, db: platform.db, clock: platform.clock, storage: platform.storage, realtime: platform.realtime, logger: platform.logger,
        publicUrl: platform.config.publicUrl, appTitle: platform.config.appTitle,
      });
      spaceReferences.add(programReferences);
      registerProgramFavourites(platform.favourites, platform.db, timetable);
      registerProgramRealtime(platform.notifications, platform.realtime, platform.db, platform.logger);
      // A removed account's feed address stops answering (the account row may stay, anonymised).
      platform.accountErasure.register('program', async ({ tx, userId }) => {
        await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      });
    },
  };
}
