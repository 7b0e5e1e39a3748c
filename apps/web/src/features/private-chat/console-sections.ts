import { IconSpeakerphone } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * Broadcasts in the organiser console (`/manage/{eventSlug}/broadcasts`), a chunk of its own: the event's
 * owners send them (the chat's broadcast routes let owners only, not administrators who own no event).
 */
export function registerBroadcastConsoleSections(): void {
  registerEventConsoleSection({
    id: 'broadcasts',
    path: 'broadcasts',
    titleKey: 'manage_broadcasts.title',
    icon: IconSpeakerphone,
    roles: ['owner'],
    order: 70,
    page: lazyNamed(() => import('./console/broadcasts-page'), 'BroadcastsPage'),
  });
}
