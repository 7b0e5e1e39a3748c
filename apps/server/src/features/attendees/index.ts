import { sql } from 'drizzle-orm';
import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { createBoothsService } from '../booths';
import { AttendeesService } from './attendees.service';
import { registerAttendeeRoutes } from './attendees.routes';
import { AttendeeUpdates } from './attendees.realtime';
import { eraseAttendee } from './attendees.erasure';
import { tagsOfMemberSql } from './attendees.repository';
import { DirectoryCache } from './attendees.directory-cache';

export { AttendeesService } from './attendees.service';
export { AttendeesRepository } from './attendees.repository';
export { presentAttendee } from './attendees.presenter';
/**
 * The attendee tag filter and the broadcast audience, for the broadcasts of the chat feature: its
 * recipients must be exactly the people `GET attendees/count/?tags=` counted.
 */
export { tagFilterSql, audienceSql, reachableMemberSql } from './attendees.filter';
export { attendeeTagCategories, attendeeTags, attendeeTagLinks, spaceAttendance } from './attendees.schema';

export function createAttendeesService(platform: Platform, cache: DirectoryCache | null = null): AttendeesService {
  return new AttendeesService(platform.db, platform.clock, createSpacesService(platform), createBoothsService(platform), cache);
}

/**
 * Attendees: the directory, single attendees, tags, the broadcast audience count; live updates of the
 * people on screen (`subscribe_to_attendees` → `attendee_updated`, `privacy_status_updated`).
 */
export function attendeesFeature(): Feature {
  let updates: AttendeeUpdates | null = null;
  return {
    name: 'attendees',
    register(app, platform) {
      // The directory's pages come from a per-process cache that change notices keep true (decision 0031).
      const service = createAttendeesService(platform, new DirectoryCache(platform.notifications));
      registerAttendeeRoutes(app, service);
      // The goodie bag's attendee favourites, presented as the directory presents people (decision 0022).
      platform.favourites.register({ kind: 'user', present: (viewer, ids) => service.forViewerMany(viewer.eventId, viewer.userId, ids) });
      platform.accountErasure.register('attendees', eraseAttendee);
      // The person's tags in the event asked for; none without one (decision 0031).
      platform.currentUserFields.register('tags', ({ userId, eventId }) =>
        tagsOfMemberSql(sql`(select cm.id from event_members cm where cm.user_id = ${userId} and cm.event_id = ${eventId})`),
      );
      updates = new AttendeeUpdates(platform.realtime, service, platform.logger);
      updates.register(platform.notifications);
    },
    close() {
      updates?.close();
    },
  };
}
