import { IconPresentation } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** Each stage's schedule, current presentation and moderators in the organiser console (`/manage/{eventSlug}/stage`, one stage at `stage/{stageSlug}`), a chunk of its own. */
export function registerStageConsoleSections(): void {
  registerEventConsoleSection({
    id: 'stage',
    path: 'stage',
    changeArea: 'stage',
    titleKey: 'manage_stage.title',
    icon: IconPresentation,
    roles: ['owner', 'administrator'],
    order: 50,
    page: lazyNamed(() => import('./console/stage-console-page'), 'StageConsolePage'),
  });
}
