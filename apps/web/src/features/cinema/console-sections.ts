import { IconMovie } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The cinemas' films in the organiser console (`/manage/{eventSlug}/cinema`, one cinema at `cinema/{cinemaSlug}`), a chunk of its own. */
export function registerCinemaConsoleSections(): void {
  registerEventConsoleSection({
    id: 'cinema',
    path: 'cinema',
    changeArea: 'cinema',
    titleKey: 'manage_cinema.title',
    icon: IconMovie,
    roles: ['owner', 'administrator'],
    order: 60,
    page: lazyNamed(() => import('./console/cinema-console-page'), 'CinemaConsolePage'),
  });
}
