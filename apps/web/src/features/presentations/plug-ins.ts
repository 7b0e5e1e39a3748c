import { registerChatSenderLabel } from '@/shared/plug-ins/chat-sender-labels';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The presentation stage (issue 13): player, switching, Q&A; its moderators labelled Moderator in public chats. */
export function registerPresentationPlugIns(): void {
  registerSpacePage('presentation', lazyNamed(() => import('./components/presentation-page'), 'PresentationPage'));
  registerChatSenderLabel('moderator', { textKey: 'presentations.moderator', color: 'grape.9' });
}
