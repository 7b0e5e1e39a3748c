import { IconUsersGroup } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The meetings of each meeting space in the organiser console (`/manage/{eventSlug}/meetings`, one space at `meetings/{spaceSlug}`), a chunk of its own. */
export function registerMeetingConsoleSections(): void {
  registerEventConsoleSection({
    id: 'meetings',
    path: 'meetings',
    changeArea: 'meetings',
    titleKey: 'manage_meetings.title',
    icon: IconUsersGroup,
    roles: ['owner', 'administrator'],
    order: 55,
    page: lazyNamed(() => import('./console/meetings-console-page'), 'MeetingsConsolePage'),
  });
}
