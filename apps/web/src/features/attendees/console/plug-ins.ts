import { IconMailPlus, IconUsers } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';
import { peopleChangeWords } from './change-words';

/**
 * The people of an event in the organiser console (`/manage/{eventSlug}/people`) and its invite list
 * (`/manage/{eventSlug}/invitations`), each a chunk of its own.
 */
export function registerAttendeeConsoleSections(): void {
  registerEventConsoleSection({
    id: 'people',
    path: 'people',
    changeArea: 'members',
    changeWords: peopleChangeWords,
    titleKey: 'manage_people.title',
    icon: IconUsers,
    roles: ['owner', 'moderator', 'administrator'],
    order: 20,
    page: lazyNamed(() => import('./people-page'), 'PeoplePage'),
  });
  registerEventConsoleSection({
    id: 'invitations',
    path: 'invitations',
    changeArea: 'invitations',
    titleKey: 'manage_invitations.title',
    icon: IconMailPlus,
    roles: ['owner', 'administrator'],
    order: 25,
    page: lazyNamed(() => import('./invitations-page'), 'InvitationsPage'),
  });
}
