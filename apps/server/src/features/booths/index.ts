import type { Feature, Platform } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import type { Identity } from '../identity';
import type { OrganizerSpacesFace, SpaceReferenceCheck, SpacesFace, SpaceTypes } from '../spaces';
import { OrganizerBooths } from './booths.organizer';
import { OrganizerBoothContent } from './booths.organizer-content';
import { registerOrganizerBoothRoutes } from './booths.organizer.routes';
import type { BoothConsoleParts } from './booths.console-parts';
import { boothSpaceAdmin, boothsOnMap } from './booths.space-type';
import { BoothsService } from './booths.service';
import { registerBoothRoutes } from './booths.routes';
import { registerBoothsRealtime } from './booths.realtime';
import { BoothVisitors } from './booths.visitors';
import { registerBoothFavourites } from './booths.favourites';
import { eraseBoothTraces } from './booths.erasure';
import type { BoothDetailParts } from './booths.detail-parts';
import { boothsExportPart } from './booths.export';

export { BoothsService, type BoothAccess, type NewBooth } from './booths.service';
export { BoothVisitors } from './booths.visitors';
export type { BoothRow, StaffRow } from './booths.repository';
export type { BoothDetailParts, BoothDetailRefs } from './booths.detail-parts';
export { OrganizerBooths, type BoothEditor, type BoothWork } from './booths.organizer';
export type { BoothConsoleParts } from './booths.console-parts';

/** What the jobs feature uses of the console's booths: their one write, and who staffs a booth. */
export type BoothsConsoleFace = Pick<OrganizerBooths, 'change' | 'staffIdsOf'>;
export { boothsArchivePart } from './booths.archive';

/** What other features (business cards, attendees) use of booths: find a booth, who is on its staff, what a person may do there. */
export type BoothsFace = Pick<BoothsService, 'requireBooth' | 'requireBoothById' | 'requireAllowed' | 'isStaff' | 'inTransaction'>;

const sweepEveryMs = 5 * 60_000;

/** The booths service (the composition root builds it once); `parts` are the detail's parts other features own. */
export function createBoothsService(platform: Platform, spaces: SpacesFace, parts: BoothDetailParts): BoothsService {
  return new BoothsService(platform.db, platform.clock, spaces, parts);
}

/** The console's booths (the composition root builds it once); `parts` are the rows other features own. */
export function createOrganizerBooths(platform: Platform, identity: Identity, organizerSpaces: OrganizerSpacesFace, parts: BoothConsoleParts): OrganizerBooths {
  return new OrganizerBooths(platform.db, identity.access, organizerSpaces, identity.changeLog, platform.storage, platform.realtime, platform.logger, parts);
}

/** What booths add to the console: its booths, the space type and what refers to a map. */
export interface BoothsConsole {
  booths: OrganizerBooths;
  parts: BoothConsoleParts;
  spaceTypes: SpaceTypes;
  spaceReferences: HookList<SpaceReferenceCheck>;
}

/** Booths: lists, categories, detail and documents; booth visitors in realtime; the console's booths. */
export function boothsFeature(service: BoothsService, organizer: BoothsConsole): Feature {
  return {
    name: 'booths',
    register(app, platform) {
      platform.accountErasure.register('booths', eraseBoothTraces);
      platform.accountExport.register('booths', boothsExportPart);
      organizer.spaceTypes.register(boothSpaceAdmin);
      organizer.spaceReferences.add(boothsOnMap);
      const visits = new BoothVisitors(platform.db, platform.clock);
      registerBoothRoutes(app, service, platform.notifications);
      registerOrganizerBoothRoutes(app, organizer.booths, new OrganizerBoothContent(organizer.booths, organizer.parts));
      registerBoothFavourites(platform.favourites, platform.db);
      registerBoothsRealtime(platform.realtime, service, visits, platform.logger);
      platform.sweeps.every('booth visitor sweep', { everyMs: sweepEveryMs }, () => visits.sweep());
    },
  };
}
