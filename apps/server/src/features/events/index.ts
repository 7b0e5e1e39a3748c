import type { ProgramTag } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import type { Identity } from '../identity';
import { EventsService } from './events.service';
import { registerEventRoutes } from './events.routes';
import { watchAccessChanges } from './events.revocation';
import { eraseEventMemberships } from './events.erasure';
import { OrganizerEvents } from './organizer.service';
import { registerOrganizerEventRoutes } from './organizer.routes';
import { eraseChangeLog } from '../identity';
import type { HookList } from '../../platform/hooks';
import type { SpaceChangeListener, SpaceReferenceCheck } from '../spaces';
import { OrganizerNavigation } from './navigation.organizer';
import { registerOrganizerNavigationRoutes } from './navigation.organizer.routes';
import { menuChangeListener, menuReferences } from './events.space-hooks';
import { eventExportPart } from './events.export';

export { EventsService, type CreateEventInput } from './events.service';
export { OrganizerNavigation } from './navigation.organizer';
export type { NewMenuGroup, NewMenuEntry } from './navigation.repository';
export { eventFlagCommand, setEventFlag, type EventFlag } from './events.cli';
export { eventArchivePart, navigationArchivePart } from './events.archive';

/** What later features add to the current event without the events feature importing them. */
export interface CurrentEventExtras {
  programTags?(eventId: number): Promise<ProgramTag[]>;
}

/** The events service (the composition root builds it once), on the identity core's access. */
export function createEventsService(platform: Platform, identity: Identity): EventsService {
  return new EventsService(platform.db, identity.access);
}

/** The console's spaces' hooks the events feature adds to: its menus and home space refer to spaces (decision 0083). */
export interface EventsSpaceHooks {
  spaceReferences: HookList<SpaceReferenceCheck>;
  spaceListeners: HookList<SpaceChangeListener>;
}

/**
 * Events: entry data (preview), the current event, access and navigation; in the organiser console the
 * events list, creating events, their settings and files, deleting them (decision 0081), and the menu
 * (decision 0083).
 */
export function eventsFeature(service: EventsService, identity: Identity, extras: CurrentEventExtras, hooks: EventsSpaceHooks): Feature {
  return {
    name: 'events',
    register(app, platform) {
      registerOrganizerNavigationRoutes(app, new OrganizerNavigation(platform.db, identity.access, identity.changeLog, platform.realtime));
      hooks.spaceReferences.add(menuReferences);
      hooks.spaceListeners.add(menuChangeListener(platform.db, platform.realtime));
      platform.accountErasure.register('events', eraseEventMemberships);
      platform.accountExport.register('events', eventExportPart);
      platform.accountErasure.register('change log', eraseChangeLog);
      registerOrganizerEventRoutes(app, new OrganizerEvents(platform, identity));
      watchAccessChanges({ notifications: platform.notifications, realtime: platform.realtime, access: service.access, logger: platform.logger });
      registerEventRoutes(app, service, {
        programTags: (eventId) => extras.programTags?.(eventId) ?? Promise.resolve([]),
      });
    },
  };
}
