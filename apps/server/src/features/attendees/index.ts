import { sql } from 'drizzle-orm';
import type { Feature, Platform } from '../../platform/context';
import type { SpacesFace } from '../spaces';
import type { BoothsFace } from '../booths';
import { AttendeesService } from './attendees.service';
import { registerAttendeeRoutes } from './attendees.routes';
import { AttendeeUpdates } from './attendees.realtime';
import { eraseAttendee } from './attendees.erasure';
import { tagsOfMemberSql } from './attendees.repository';
import { DirectoryCache } from './attendees.directory-cache';
import { attendeesExportPart } from './attendees.export';

export { AttendeesService } from './attendees.service';
export { presentAttendee } from './attendees.presenter';
/**
 * The attendee tag filter and the broadcast audience, for the broadcasts of the chat feature: its
 * recipients must be exactly the people `GET attendees/count/?tags=` counted.
 */
export { tagFilterSql, audienceSql, reachableMemberSql } from './attendees.filter';
export { attendeeTagCategories, attendeeTags, attendeeTagLinks, spaceAttendance } from './attendees.schema';

/** The attendees service (the composition root builds it once); the directory's pages come from a per-process cache (decision 0031). */
export function createAttendeesService(platform: Platform, spaces: SpacesFace, booths: BoothsFace): AttendeesService {
  return new AttendeesService(platform.db, platform.clock, spaces, booths, new DirectoryCache(platform.notifications));
}

/**
 * Attendees: the directory, single attendees, tags, the broadcast audience count; live updates of the
 * people on screen (`subscribe_to_attendees` → `attendee_updated`, `privacy_status_updated`).
 */
export function attendeesFeature(service: AttendeesService): Feature {
  let updates: AttendeeUpdates | null = null;
  return {
    name: 'attendees',
    register(app, platform) {
      registerAttendeeRoutes(app, service);
      // The goodie bag's attendee favourites, presented as the directory presents people (decision 0022).
      platform.favourites.register({ kind: 'user', present: (viewer, ids) => service.forViewerMany(viewer.eventId, viewer.userId, ids) });
      platform.accountErasure.register('attendees', eraseAttendee);
      platform.accountExport.register('attendees', attendeesExportPart);
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
