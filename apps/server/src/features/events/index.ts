import type { ProgramTag } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import { EventsService } from './events.service';
import { registerEventRoutes } from './events.routes';
import { watchAccessChanges } from './events.revocation';
import { eraseEventMemberships } from './events.erasure';

export { EventAccess, backstageRoles, decideAccess, type EventAccessGrant } from './events.access';
export { EventsService, type CreateEventInput } from './events.service';
export type { EventRow, Executor, SpaceRow } from './events.repository';
export type { NewMenuGroup, NewMenuEntry } from './navigation.repository';
export { eventRoles, type EventRole } from './events.schema';
export { eventFlagCommand, setEventFlag, type EventFlag } from './events.cli';

/** What later features add to the current event without the events feature importing them. */
export interface CurrentEventExtras {
  programTags?(platform: Platform, eventId: number): Promise<ProgramTag[]>;
}

/** Events: entry data (preview), the current event, access and navigation. */
export function eventsFeature(extras: CurrentEventExtras = {}): Feature {
  return {
    name: 'events',
    register(app, platform) {
      const service = new EventsService(platform.db, platform.clock);
      platform.accountErasure.register('events', eraseEventMemberships);
      watchAccessChanges({ notifications: platform.notifications, realtime: platform.realtime, access: service.access, logger: platform.logger });
      registerEventRoutes(app, service, {
        programTags: (eventId) => extras.programTags?.(platform, eventId) ?? Promise.resolve([]),
      });
    },
  };
}
