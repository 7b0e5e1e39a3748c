import { registerEventSettingsBlock } from '@/shared/plug-ins/event-settings-blocks';
import { lazyNamed } from '@/shared/ui/lazy';

/** How long recordings are kept, as a block of the event's settings page (decision 0090), a chunk of its own. */
export function registerRecordingConsoleSections(): void {
  registerEventSettingsBlock({
    id: 'recording-retention',
    titleKey: 'manage_recordings.retention.title',
    descriptionKey: 'manage_recordings.retention.description',
    order: 20,
    component: lazyNamed(() => import('./console/retention-block'), 'RecordingRetentionBlock'),
  });
}
