import type { Feature } from '../../platform/context';
import { EventsService } from './events.service';
import { registerEventRoutes } from './events.routes';

export { EventAccess, backstageRoles, type EventAccessGrant } from './events.access';
export { EventsService, type CreateEventInput } from './events.service';
export type { EventRow, Executor, SpaceRow } from './events.repository';
export type { NewMenuGroup, NewMenuEntry } from './navigation.repository';
export { eventRoles, type EventRole } from './events.schema';

/** Events: entry data (preview), the current event, access and navigation. */
export function eventsFeature(): Feature {
  return {
    name: 'events',
    register(app, platform) {
      registerEventRoutes(app, new EventsService(platform.db, platform.clock));
    },
  };
}
