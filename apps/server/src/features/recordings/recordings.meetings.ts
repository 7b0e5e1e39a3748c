import type { MeetingsFace } from '../meetings';
import type { MeetingGate } from './recordings.service';

/**
 * What recordings know of meetings, asked of the meetings feature: the meeting of a room path (found as the
 * room finds it), its hosts and speaker, and who may enter it — the same rule as the room and its call.
 */
export function meetingGate(meetings: MeetingsFace): MeetingGate {
  return {
    async find(eventSlug, spaceSlug, roomSlug, userId) {
      // 404 and 403 as the room answers them.
      const { meeting, hostIds, speakerName } = await meetings.roomMeeting(eventSlug, userId, spaceSlug, roomSlug);
      return { id: meeting.id, eventId: meeting.eventId, title: meeting.title, startsAt: meeting.startsAt, videocallId: meeting.videocallId, hostIds, speakerName };
    },
    mayEnter: (meetingId, userId) => meetings.mayEnter(meetingId, userId),
    mayEnterEvent: (meetingId, userId) => meetings.mayEnterEventOf(meetingId, userId),
    spaceNames: (meetingIds) => meetings.spaceNames(meetingIds),
  };
}
