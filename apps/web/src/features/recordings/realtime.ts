import type { RealtimeBinding } from '@/shared/realtime';
import { recordingKeys } from './api';

/**
 * Recording events (docs/realtime.md "Recordings"): a recording started, stopped or was made into its file,
 * a recording was approved, deleted or published: the open review list and record control fetch again.
 */
export const recordingsRealtime: RealtimeBinding = ({ client, queryClient }) => {
  const refetch = () => void queryClient.invalidateQueries({ queryKey: recordingKeys.all });
  const stops = [
    client.on('meeting_recording_updated', refetch),
    client.on('meeting_recordings_changed', refetch),
    client.on('vimeo_upload_complete', refetch),
  ];
  return () => stops.forEach((stop) => stop());
};
