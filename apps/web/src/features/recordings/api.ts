import { recordingRoutes } from '@foyer/contracts';
import { call } from '@/shared/api/http';

/** A meeting room as the recordings calls address it. */
export interface RoomAddress {
  eventSlug: string;
  spaceSlug: string;
  roomSlug: string;
}

export const recordingKeys = {
  all: ['recordings'] as const,
  list: (room: RoomAddress) => ['recordings', 'list', room.eventSlug, room.spaceSlug, room.roomSlug] as const,
  state: (room: RoomAddress) => ['recordings', 'state', room.eventSlug, room.spaceSlug, room.roomSlug] as const,
};

const params = (room: RoomAddress) => ({ eventSlug: room.eventSlug, meetingSlug: room.spaceSlug, meeting: room.roomSlug });

/** The hosts' review list with the recording state (`GET …/recordings/`); realtime events refetch it. */
export function recordingListQuery(room: RoomAddress) {
  return {
    queryKey: recordingKeys.list(room),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(recordingRoutes.list, { params: params(room) }, signal),
    staleTime: 30_000,
    retry: false,
  };
}

/** Whether the room's call is being recorded, and whether the viewer hosts it (`GET …/recording/`). */
export function recordingStateQuery(room: RoomAddress) {
  return {
    queryKey: recordingKeys.state(room),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(recordingRoutes.state, { params: params(room) }, signal),
    staleTime: 30_000,
    retry: false,
  };
}

export const startRecording = (room: RoomAddress) => call(recordingRoutes.start, { params: params(room) });
export const stopRecording = (room: RoomAddress) => call(recordingRoutes.stop, { params: params(room) });
export const acceptRecording = (room: RoomAddress, recordingId: number, hostName: string) =>
  call(recordingRoutes.accept, { params: { ...params(room), recordingId }, body: { host_name: hostName } });
export const deleteRecording = (room: RoomAddress, recordingId: number) => call(recordingRoutes.delete, { params: { ...params(room), recordingId } });
