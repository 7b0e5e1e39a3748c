import { recordingFilePath, type Recording } from '@foyer/contracts';
import type { RecordingRow } from './recordings.repository';

/**
 * A recording as the review list shows it (spec 2 §3): `vimeo_recording` is the approval (null until a host
 * approves), `url` the file's address with the viewer's viewing token (null once the file is gone).
 */
export function presentRecording(row: RecordingRow, viewingToken: string | null): Recording {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    external_id: row.externalId,
    download_slug: row.downloadSlug,
    is_deleted: row.isDeleted,
    vimeo_recording: row.uploadStatus ? { host_name: row.hostName ?? '', status: row.uploadStatus, external_id: row.uploadExternalId } : null,
    date: row.startedAt.toISOString(),
    speaker_name: row.speakerName,
    session: row.sessionName,
    upload_status: row.uploadStatus ?? 'not_uploaded',
    duration_ms: row.durationMs,
    url: row.file && viewingToken ? `${recordingFilePath(row.downloadSlug)}?token=${encodeURIComponent(viewingToken)}` : null,
  };
}
