import { IconMailPlus, IconUsers } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { lazyNamed } from '@/shared/ui/lazy';

/** The attendee sidebar: search, tags, people (spec 3); a chunk of its own on first open. */
export function registerAttendeePlugIns(): void {
  registerSidebarPanel('attendees', { component: lazyNamed(() => import('./components/attendee-sidebar'), 'AttendeeSidebar'), expandable: true });
}

/**
 * The people of an event in the organiser console (`/manage/{eventSlug}/people`) and its invite list
 * (`/manage/{eventSlug}/invitations`), each a chunk of its own.
 */
export function registerAttendeeConsoleSections(): void {
  registerEventConsoleSection({
    id: 'people',
    path: 'people',
    titleKey: 'manage_people.title',
    icon: IconUsers,
    roles: ['owner', 'moderator', 'administrator'],
    order: 20,
    page: lazyNamed(() => import('./console/people-page'), 'PeoplePage'),
  });
  registerEventConsoleSection({
    id: 'invitations',
    path: 'invitations',
    titleKey: 'manage_invitations.title',
    icon: IconMailPlus,
    roles: ['owner', 'administrator'],
    order: 25,
    page: lazyNamed(() => import('./console/invitations-page'), 'InvitationsPage'),
  });
}
