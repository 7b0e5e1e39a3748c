import { IconLayoutBoard } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The poster halls' posters in the organiser console (`/manage/{eventSlug}/posters`, one hall at `posters/{posterSlug}`), a chunk of its own. */
export function registerPosterConsoleSections(): void {
  registerEventConsoleSection({
    id: 'posters',
    path: 'posters',
    changeArea: 'posters',
    titleKey: 'manage_posters.title',
    icon: IconLayoutBoard,
    roles: ['owner', 'administrator'],
    order: 62,
    page: lazyNamed(() => import('./console/posters-console-page'), 'PostersConsolePage'),
  });
}
