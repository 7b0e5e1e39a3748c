import { rooms, type Videocall } from '@foyer/contracts';
import type { Logger } from '../../platform/logger';
import { RealtimeError, type RealtimeGateway, type SocketSession } from '../../platform/realtime/gateway';
import type { CallListener } from '../videocalls';
import type { MeetingRow } from './meetings.repository';
import { seatsOf } from './meetings.presenter';
import type { CapacityListener, MeetingsChangeListener, MeetingsService } from './meetings.service';

/**
 * A meeting space's live updates go to `space:<id>` (the sockets of its space page, `join_meeting_space`, which
 * closing the space empties of non-organisers) and to `space:<id>:meeting-room` (its rooms' pages).
 */
export const meetingRoomsRoom = (spaceId: number) => `${rooms.space(spaceId)}:meeting-room`;
const audience = (spaceId: number) => [rooms.space(spaceId), meetingRoomsRoom(spaceId)];

/** `join_meeting_space` / `leave_meeting_space`, `join_meeting_room` / `leave_meeting_room` (`{space_id}`). */
export function registerMeetingsRealtime(realtime: RealtimeGateway, service: MeetingsService): void {
  const enterable = async (session: SocketSession, spaceId: number) => {
    const grant = await service.spaces.access.require(session.eventSlug, session.userId);
    const space = await service.spaces.findById(grant.event.id, spaceId);
    if (!space || space.type !== 'meeting') throw new RealtimeError('Meeting space not found.', 'not_found');
    if (!service.spaces.canEnter(grant.role, space)) throw new RealtimeError('This space is closed.', 'space_closed');
    return space;
  };
  realtime.on('join_meeting_space', async (socket, session, { space_id }) => {
    await socket.join(rooms.space((await enterable(session, space_id)).id));
  });
  realtime.on('leave_meeting_space', async (socket, _session, { space_id }) => {
    await socket.leave(rooms.space(space_id));
  });
  realtime.on('join_meeting_room', async (socket, session, { space_id }) => {
    await socket.join(meetingRoomsRoom((await enterable(session, space_id)).id));
  });
  realtime.on('leave_meeting_room', async (socket, _session, { space_id }) => {
    await socket.leave(meetingRoomsRoom(space_id));
  });
}

/** `meeting_capacity_updated` after a registration change. */
export function capacityNotifier(realtime: RealtimeGateway): CapacityListener {
  return (meeting, change) => {
    for (const room of audience(meeting.spaceId)) realtime.emitToRoom(room, 'meeting_capacity_updated', { meeting_id: meeting.id, ...change });
  };
}

/** `updated_meetings` to the event once a meeting was made, edited or removed: its lists and rooms read again. */
export function meetingsChangeNotifier(realtime: RealtimeGateway): MeetingsChangeListener {
  return (event, space, meeting, removed) =>
    realtime.emitChangeToEvent(event.slug, 'updated_meetings', {
      event_slug: event.slug, space_id: space.id, space_slug: space.slug, meeting_id: meeting.id, meeting_slug: meeting.slug, removed,
    });
}

/**
 * Hears every call change (the calls' listeners hook): for a meeting's call, `updated_meeting_videocall` with
 * who is in it now, and `host_joined_meeting` when the one who just came in is a host.
 */
export function meetingCallListener(realtime: RealtimeGateway, service: MeetingsService, logger: Logger): CallListener {
  // A call's meeting never changes: remembered once found (calls of no meeting are asked again, cheaply).
  const known = new Map<number, MeetingRow>();
  const meetingOf = async (callId: number) => {
    const hit = known.get(callId);
    if (hit) return hit;
    const found = await service.meetingOfCall(callId);
    if (found) known.set(callId, found);
    return found;
  };
  const tell = async (call: Videocall, joined: number | undefined) => {
    const meeting = await meetingOf(call.id);
    if (!meeting) return;
    const hostIds = call.hosts ?? [];
    const inCall = call.users.map((u) => u.id);
    const registered = meeting.isWalkIn ? [] : await service.repo.registeredIds(meeting.id);
    const seats = seatsOf(meeting, registered, hostIds, inCall);
    for (const room of audience(meeting.spaceId)) {
      realtime.emitToRoom(room, 'updated_meeting_videocall', { meeting: meeting.id, users: call.users, ...seats });
      if (joined !== undefined && hostIds.includes(joined)) realtime.emitToRoom(room, 'host_joined_meeting', { meeting_id: meeting.id });
    }
  };
  return {
    changed(_eventSlug, call, _spaceId, _alsoTell, _why, joined) {
      tell(call, joined).catch((err: unknown) => logger.error({ err, callId: call.id }, 'telling a meeting space of its call failed'));
    },
  };
}
