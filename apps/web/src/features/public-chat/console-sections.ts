import { IconShieldCheck } from '@tabler/icons-react';
import { registerEventConsoleSection } from '@/shared/plug-ins/console-sections';
import { lazyNamed } from '@/shared/ui/lazy';

/** The public chats' rules in the organiser console (`/manage/{eventSlug}/chat-rules`), a chunk of its own. */
export function registerChatRulesConsoleSections(): void {
  registerEventConsoleSection({
    id: 'chat-rules',
    path: 'chat-rules',
    titleKey: 'chat_rules.title',
    icon: IconShieldCheck,
    roles: ['owner', 'moderator', 'administrator'],
    order: 74,
    page: lazyNamed(() => import('./console/chat-rules-page'), 'ChatRulesPage'),
  });
}
