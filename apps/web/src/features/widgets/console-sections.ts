import { IconInbox } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The reception widget's questions in the organiser console (`/manage/{eventSlug}/contact`), a chunk of its own. */
export function registerContactConsoleSections(): void {
  registerEventConsoleSection({
    id: 'contact',
    path: 'contact',
    changeArea: 'contact',
    titleKey: 'contact_inbox.title',
    icon: IconInbox,
    roles: ['owner', 'administrator'],
    order: 72,
    page: lazyNamed(() => import('./console/contact-inbox-page'), 'ContactInboxPage'),
  });
}
