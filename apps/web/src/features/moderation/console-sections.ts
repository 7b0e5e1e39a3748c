import { IconShieldCheck } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The console's moderation of people (`/manage/{eventSlug}/moderation`): reports, bans, silences, the log. */
export function registerModerationConsoleSections(): void {
  registerEventConsoleSection({
    id: 'moderation',
    path: 'moderation',
    changeArea: 'moderation',
    titleKey: 'moderation.title',
    icon: IconShieldCheck,
    roles: ['owner', 'moderator', 'administrator'],
    order: 74,
    page: lazyNamed(() => import('./console/moderation-page'), 'ModerationPage'),
  });
}
