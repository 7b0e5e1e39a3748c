import type { Feature, Platform } from '../../platform/context';
import type { ArchiveParts } from '../../platform/event-archive/parts';
import type { Identity } from '../identity';
import { EventArchives } from './event-archive.console';
import { registerEventArchiveRoutes } from './event-archive.routes';

export { eventArchiveCommands } from './event-archive.cli';
export { exportEvent, importEvent, type ArchiveDeps } from './event-archive.service';

/**
 * A whole event as one archive (issue 28, decision 0089): export, import, clone and templates, on the
 * parts every feature registers; this feature knows none of them.
 */
export function eventArchiveFeature(identity: Identity, parts: ArchiveParts): Feature {
  return {
    name: 'event-archive',
    register(app, platform: Platform) {
      // A section no feature registered stops the start here, with its name.
      parts.ordered();
      const deps = { db: platform.db, storage: platform.storage, clock: platform.clock, parts };
      registerEventArchiveRoutes(app, new EventArchives(deps, identity.access));
    },
  };
}
