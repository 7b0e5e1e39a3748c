import type { Recording } from '@foyer/contracts';
import type { Feature, Platform } from '../../platform/context';
import type { MediaBackend } from '../videocalls/media/backend';
import { provideRoomRecordings } from '../meetings';
import { meetingGate } from './recordings.meetings';
import { registerRecordingRoutes } from './recordings.routes';
import { RecordingsRepository } from './recordings.repository';
import { RecordingsService, viewingToken, type CinemaListing } from './recordings.service';
import { presentRecording } from './recordings.presenter';

export { RecordingsRepository, type RecordingRow } from './recordings.repository';
export type { CinemaListing, MeetingGate, RecordedMeeting } from './recordings.service';

/**
 * The meeting room's `recordings` (spec 2 §3) for a viewer: the meeting's review list for its hosts, an empty
 * list for everyone else (the meetings feature's room reply calls this).
 */
export async function recordingsForRoom(platform: Platform, meetingId: number, hostIds: readonly number[], viewerId: number): Promise<Recording[]> {
  if (!hostIds.includes(viewerId)) return [];
  const repo = new RecordingsRepository(platform.db);
  const rows = await repo.ofMeeting(meetingId);
  return Promise.all(rows.map(async (row) => presentRecording(row, row.file ? await viewingToken(platform, row.downloadSlug, viewerId) : null)));
}

/** The event's published recordings as a cinema lists them for a viewer (`cinemaFeature({ approvedRecordings })`, decision 0044). */
export function cinemaRecordings(platform: Platform): (eventId: number, viewerId: number) => Promise<CinemaListing[]> {
  const service = new RecordingsService(platform, new RecordingsRepository(platform.db), meetingGate(platform), () => null);
  return (eventId, viewerId) => service.forCinema(eventId, viewerId);
}

/** Recordings of meeting rooms (decision 0033); `media` is the process's media server (the videocalls feature makes it). */
export function recordingsFeature(media: () => MediaBackend | null): Feature {
  let service: RecordingsService | null = null;
  return {
    name: 'recordings',
    register(app, platform) {
      service = new RecordingsService(platform, new RecordingsRepository(platform.db), meetingGate(platform), media);
      registerRecordingRoutes(app, platform, service);
      // The meeting room payload's `recordings` (its hosts see them).
      provideRoomRecordings(platform, (meeting, viewer) => recordingsForRoom(platform, meeting.id, viewer.isHost ? [viewer.userId] : [], viewer.userId));
    },
    async close() {
      await service?.close();
    },
  };
}
