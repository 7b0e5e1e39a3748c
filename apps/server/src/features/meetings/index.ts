import type { Feature, Platform } from '../../platform/context';
import type { HookList, HookSlot } from '../../platform/hooks';
import { meetingSpaceDefaults } from '@foyer/contracts';
import { settingsBackedType, type SpacesFace, type SpaceTypes } from '../spaces';
import type { CallJoinGuard, CallListener, VideocallsFace } from '../videocalls';
import { eraseMeetingTraces } from './meetings.erasure';
import { registerMeetingFavourites } from './meetings.favourites';
import { capacityNotifier, meetingCallListener, registerMeetingsRealtime } from './meetings.realtime';
import { registerMeetingRoutes } from './meetings.routes';
import { MeetingsService, type RoomRecordings } from './meetings.service';

export { MeetingsService, type NewMeetingInput, type RoomRecordings } from './meetings.service';
export type { MeetingRow } from './meetings.repository';
export { meetingsArchivePart } from './meetings.archive';

/** What other features (recordings) ask of meetings: a room's meeting and hosts, who may enter it. */
export type MeetingsFace = Pick<MeetingsService, 'roomMeeting' | 'mayEnter' | 'mayEnterEventOf' | 'spaceNames'>;

/**
 * The meetings service (the composition root builds it once): `isHost`, `mayEnter`, `videocallId`, `meetingOfCall`,
 * `create`. The meeting room payload's `recordings` come from `roomRecordings` (the recordings feature provides them).
 */
export function createMeetingsService(platform: Platform, spaces: SpacesFace, calls: VideocallsFace, roomRecordings: HookSlot<RoomRecordings>): MeetingsService {
  return new MeetingsService(platform, spaces, calls, capacityNotifier(platform.realtime), (meeting, viewer) =>
    roomRecordings.get()?.(meeting, viewer) ?? Promise.resolve([]),
  );
}

/** Meetings (decision 0032): meeting spaces, registration with a waitlist, rooms on our own calls. */
export function meetingsFeature(
  service: MeetingsService,
  hooks: { callJoinGuards: HookList<CallJoinGuard>; callListeners: HookList<CallListener>; spaceTypes: SpaceTypes },
): Feature {
  return {
    name: 'meetings',
    register(app, platform) {
      hooks.spaceTypes.register(settingsBackedType('meeting', meetingSpaceDefaults));
      hooks.callJoinGuards.add(service.joinGuard);
      hooks.callListeners.add(meetingCallListener(platform.realtime, service, platform.logger));
      platform.accountErasure.register('meetings', eraseMeetingTraces);
      registerMeetingFavourites(platform.favourites, service);
      registerMeetingRoutes(app, service);
      registerMeetingsRealtime(platform.realtime, service);
    },
  };
}
