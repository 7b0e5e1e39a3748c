import { IconUsers } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The people of an event in the organiser console (`/manage/{eventSlug}/people`), a chunk of its own. */
export function registerAttendeeConsoleSections(): void {
  registerEventConsoleSection({
    id: 'people',
    path: 'people',
    changeArea: 'members',
    titleKey: 'manage_people.title',
    icon: IconUsers,
    roles: ['owner', 'moderator', 'administrator'],
    order: 20,
    page: lazyNamed(() => import('./people-page'), 'PeoplePage'),
  });
}
