import type { Feature, Platform } from '../../platform/context';
import type { HookList, HookSlot } from '../../platform/hooks';
import { meetingSpaceDefaults } from '@foyer/contracts';
import type { ChangeLog } from '../identity';
import { settingsBackedType, type OrganizerSpacesFace, type SpacesFace, type SpaceTypes } from '../spaces';
import type { CallJoinGuard, CallListener, VideocallsFace } from '../videocalls';
import { eraseMeetingTraces } from './meetings.erasure';
import { registerMeetingFavourites } from './meetings.favourites';
import { OrganizerMeetings } from './meetings.organizer';
import { registerOrganizerMeetingRoutes } from './meetings.organizer.routes';
import { capacityNotifier, meetingCallListener, meetingsChangeNotifier, registerMeetingsRealtime } from './meetings.realtime';
import { registerMeetingRoutes } from './meetings.routes';
import { MeetingsService, type RoomRecordings } from './meetings.service';
import { meetingsExportPart } from './meetings.export';

export { MeetingsService, type NewMeetingInput, type RoomRecordings } from './meetings.service';
export { OrganizerMeetings } from './meetings.organizer';
export type { MeetingRow } from './meetings.repository';
export { meetingsArchivePart } from './meetings.archive';

/** What other features (recordings) ask of meetings: a room's meeting and hosts, who may enter it. */
export type MeetingsFace = Pick<MeetingsService, 'roomMeeting' | 'mayEnter' | 'mayEnterEventOf' | 'spaceNames'>;

/**
 * The meetings service (the composition root builds it once): `isHost`, `mayEnter`, `videocallId`, `meetingOfCall`,
 * `create`. The meeting room payload's `recordings` come from `roomRecordings` (the recordings feature provides them).
 */
export function createMeetingsService(
  platform: Platform,
  spaces: SpacesFace,
  calls: VideocallsFace,
  roomRecordings: HookSlot<RoomRecordings>,
  changes: ChangeLog,
): MeetingsService {
  return new MeetingsService(
    platform,
    spaces,
    calls,
    capacityNotifier(platform.realtime),
    (meeting, viewer) => roomRecordings.get()?.(meeting, viewer) ?? Promise.resolve([]),
    changes,
    meetingsChangeNotifier(platform.realtime),
  );
}

/** The console's meetings (the composition root builds it once). */
export function createOrganizerMeetings(service: MeetingsService, spaces: SpacesFace, organizerSpaces: OrganizerSpacesFace): OrganizerMeetings {
  return new OrganizerMeetings(service, spaces, organizerSpaces);
}

/** Meetings (decision 0032): meeting spaces, registration with a waitlist, rooms on our own calls. */
export function meetingsFeature(
  service: MeetingsService,
  hooks: { callJoinGuards: HookList<CallJoinGuard>; callListeners: HookList<CallListener>; spaceTypes: SpaceTypes },
  organizer: OrganizerMeetings,
): Feature {
  return {
    name: 'meetings',
    register(app, platform) {
      hooks.spaceTypes.register(settingsBackedType('meeting', meetingSpaceDefaults));
      hooks.callJoinGuards.add(service.joinGuard);
      hooks.callListeners.add(meetingCallListener(platform.realtime, service, platform.logger));
      // Attendance for the analytics: recorded when someone comes into a meeting's call (decision 0096).
      hooks.callListeners.add({
        changed(_eventSlug, call, _spaceId, _alsoTell, _why, joined) {
          if (joined === undefined) return;
          service.recordAttendance(call.id, joined).catch((err: unknown) => platform.logger.error({ err, callId: call.id }, 'recording a meeting attendance failed'));
        },
      });
      platform.accountErasure.register('meetings', eraseMeetingTraces);
      platform.accountExport.register('meetings', meetingsExportPart);
      registerMeetingFavourites(platform.favourites, service);
      registerMeetingRoutes(app, service);
      registerOrganizerMeetingRoutes(app, organizer);
      registerMeetingsRealtime(platform.realtime, service);
    },
  };
}
