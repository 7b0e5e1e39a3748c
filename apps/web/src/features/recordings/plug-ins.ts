import { registerCallControl } from '@/shared/plug-ins/call-controls';
import { registerRecordingsReview } from '@/shared/plug-ins/recordings-review';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * Recording a meeting's call: the hosts' record button and everyone's REC indicator in the call room, and
 * the hosts' recordings review in a meeting room (hidden within the hour before the start); decision 0033.
 */
export function registerRecordingPlugIns(): void {
  registerCallControl('recording', lazyNamed(() => import('./components/record-control'), 'RecordControl'));
  registerRecordingsReview({ component: lazyNamed(() => import('./components/meeting-recordings-review'), 'MeetingRecordingsReview') });
}
