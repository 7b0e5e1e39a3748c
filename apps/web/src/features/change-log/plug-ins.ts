import { IconHistory } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** An event's change log in the organiser console (`/manage/{eventSlug}/changes`), a chunk of its own. */
export function registerChangeLogConsoleSections(): void {
  registerEventConsoleSection({
    id: 'changes',
    path: 'changes',
    titleKey: 'change_log.title',
    icon: IconHistory,
    roles: ['owner', 'administrator'],
    order: 90,
    page: lazyNamed(() => import('./change-log-page'), 'ChangeLogPage'),
  });
}
