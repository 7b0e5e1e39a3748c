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

export { EventsService, type CreateEventInput } from './events.service';
export type { NewMenuGroup, NewMenuEntry } from './navigation.repository';
export { eventFlagCommand, setEventFlag, type EventFlag } from './events.cli';

/** What later features add to the current event without the events feature importing them. */
export interface CurrentEventExtras {
  programTags?(eventId: number): Promise<ProgramTag[]>;
}

/** The events service (the composition root builds it once), on the identity core's access. */
export function createEventsService(platform: Platform, identity: Identity): EventsService {
  return new EventsService(platform.db, identity.access);
}

/**
 * Events: entry data (preview), the current event, access and navigation; in the organiser console the
 * events list, creating events, their settings and files, deleting them (decision 0081).
 */
export function eventsFeature(service: EventsService, identity: Identity, extras: CurrentEventExtras = {}): Feature {
  return {
    name: 'events',
    register(app, platform) {
      platform.accountErasure.register('events', eraseEventMemberships);
      platform.accountErasure.register('change log', eraseChangeLog);
      registerOrganizerEventRoutes(app, new OrganizerEvents(platform, identity));
      watchAccessChanges({ notifications: platform.notifications, realtime: platform.realtime, access: service.access, logger: platform.logger });
      registerEventRoutes(app, service, {
        programTags: (eventId) => extras.programTags?.(eventId) ?? Promise.resolve([]),
      });
    },
  };
}
