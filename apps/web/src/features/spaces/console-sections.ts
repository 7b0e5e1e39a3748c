import { IconLayoutGrid, IconMenu2 } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * The spaces' parts of the organiser console, each a chunk of its own: the event's spaces
 * (`/manage/{eventSlug}/spaces`, one space at `spaces/{id}`) and its menu (`navigation`).
 */
export function registerSpaceConsoleSections(): void {
  registerEventConsoleSection({
    id: 'spaces',
    path: 'spaces',
    changeArea: 'spaces',
    titleKey: 'manage_spaces.title',
    icon: IconLayoutGrid,
    roles: ['owner', 'administrator'],
    order: 30,
    page: lazyNamed(() => import('./console/spaces-page'), 'SpacesPage'),
  });
  registerEventConsoleSection({
    id: 'navigation',
    path: 'navigation',
    changeArea: 'navigation',
    titleKey: 'manage_navigation.title',
    icon: IconMenu2,
    roles: ['owner', 'administrator'],
    order: 40,
    page: lazyNamed(() => import('./console/navigation-page'), 'NavigationPage'),
  });
}
