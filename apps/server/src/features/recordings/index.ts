import { organizerRecordingRoutes, type Recording } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import type { Feature, Platform } from '../../platform/context';
import type { HookSlot } from '../../platform/hooks';
import type { ChangeLog, EventAccess } from '../identity';
import type { MediaBackend } from '../videocalls';
import type { MeetingsFace, RoomRecordings } from '../meetings';
import { meetingGate } from './recordings.meetings';
import { registerRecordingRoutes } from './recordings.routes';
import { RecordingsRepository } from './recordings.repository';
import { RecordingsService, viewingToken } from './recordings.service';
import { RecordingRetentionService } from './recordings.retention';
import { presentRecording } from './recordings.presenter';

export type { RecordingRow } from './recordings.repository';
export { recordingsArchivePart } from './recordings.archive';
export type { RecordingRetentionService } from './recordings.retention';
export type { CinemaListing, MeetingGate, RecordedMeeting, RecordingsService } from './recordings.service';

/**
 * The meeting room's `recordings` (spec 2 §3) for a viewer: the meeting's review list for its hosts, an empty
 * list for everyone else (the meetings feature's room reply asks for it).
 */
async function recordingsForRoom(platform: Platform, repo: RecordingsRepository, meetingId: number, hostIds: readonly number[], viewerId: number): Promise<Recording[]> {
  if (!hostIds.includes(viewerId)) return [];
  const rows = await repo.ofMeeting(meetingId);
  return Promise.all(rows.map(async (row) => presentRecording(row, row.file ? await viewingToken(platform, row.downloadSlug, viewerId) : null)));
}

/**
 * The recordings service (the composition root builds it once); `media` is the process's media server (the
 * videocalls feature makes it). The cinema lists its published recordings (`forCinema`, decision 0044).
 */
export function createRecordingsService(platform: Platform, meetings: MeetingsFace, media: () => MediaBackend | null): RecordingsService {
  return new RecordingsService(platform, new RecordingsRepository(platform.db), meetingGate(meetings), media);
}

/** How long events keep their recordings, and the purge of older ones (the composition root builds it once). */
export function createRecordingRetention(platform: Platform, organizer: { access: EventAccess; changes: ChangeLog }, service: RecordingsService): RecordingRetentionService {
  return new RecordingRetentionService(platform, organizer.access, organizer.changes, service.root);
}

/** The retention sweep looks for recordings past their event's time this often. */
const purgeEveryMs = 60 * 60_000;

/**
 * Recordings of meeting rooms (decision 0033); it provides the meeting room payload's `recordings`. Owners set
 * how long the event keeps them, and a sweep deletes older ones (decision 0090).
 */
export function recordingsFeature(service: RecordingsService, roomRecordings: HookSlot<RoomRecordings>, retention: RecordingRetentionService): Feature {
  return {
    name: 'recordings',
    register(app, platform) {
      registerRecordingRoutes(app, platform, service);
      registerRoute(app, organizerRecordingRoutes.retention, (req) => retention.get(req.params.eventSlug, req.user.id));
      registerRoute(app, organizerRecordingRoutes.setRetention, (req) => retention.set(req.params.eventSlug, req.user.id, req.body));
      platform.sweeps.every('deleting recordings past their retention', { everyMs: purgeEveryMs }, () => retention.purge());
      // The meeting room payload's `recordings` (its hosts see them).
      roomRecordings.provide((meeting, viewer) => recordingsForRoom(platform, service.repo, meeting.id, viewer.isHost ? [viewer.userId] : [], viewer.userId));
    },
    async close() {
      await service.close();
    },
  };
}
