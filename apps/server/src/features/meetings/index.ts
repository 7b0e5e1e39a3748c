import type { Feature, Platform } from '../../platform/context';
import { extendCalls } from '../videocalls';
import { eraseMeetingTraces } from './meetings.erasure';
import { registerMeetingFavourites } from './meetings.favourites';
import { capacityNotifier, meetingCallListener, registerMeetingsRealtime } from './meetings.realtime';
import { registerMeetingRoutes } from './meetings.routes';
import { MeetingsService, type RoomRecordings } from './meetings.service';

export { MeetingsService, type NewMeetingInput, type RoomRecordings } from './meetings.service';
export type { MeetingRow } from './meetings.repository';

/** Recordings of meeting rooms, per platform (the recordings feature registers them; none otherwise). */
const recordingsByPlatform = new WeakMap<Platform, RoomRecordings>();

/** For the recordings feature: the meeting room payload's `recordings` come from here. */
export function provideRoomRecordings(platform: Platform, recordings: RoomRecordings): void {
  recordingsByPlatform.set(platform, recordings);
}

/**
 * The meetings service other features (recordings, the demo seed) use: `isHost`, `mayEnter`, `videocallId`,
 * `meetingOfCall`, `create`.
 */
export function createMeetingsService(platform: Platform): MeetingsService {
  return new MeetingsService(platform, capacityNotifier(platform.realtime), (meeting, viewer) =>
    recordingsByPlatform.get(platform)?.(meeting, viewer) ?? Promise.resolve([]),
  );
}

/** Meetings (decision 0032): meeting spaces, registration with a waitlist, rooms on our own calls. */
export function meetingsFeature(): Feature {
  return {
    name: 'meetings',
    register(app, platform) {
      const service = createMeetingsService(platform);
      extendCalls(platform, { guard: service.joinGuard, listener: meetingCallListener(platform.realtime, service, platform.logger) });
      platform.accountErasure.register('meetings', eraseMeetingTraces);
      registerMeetingFavourites(platform.favourites, service);
      registerMeetingRoutes(app, service);
      registerMeetingsRealtime(platform.realtime, service);
    },
  };
}
