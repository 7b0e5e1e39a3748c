import { registerAttendeeBroadcastBar, registerAttendeeChatOpener } from '@/shared/plug-ins/attendee-views';
import { registerSidebarPanel } from '@/shared/plug-ins/sidebar-panels';
import { lazyNamed } from '@/shared/ui/lazy';

/**
 * The messages sidebar, and the attendee card's "open chat" and the owners' broadcast bar in the attendee
 * sidebar; the panels are chunks of their own.
 */
export function registerPrivateChatPlugIns(): void {
  registerSidebarPanel('messages', { component: lazyNamed(() => import('./components/messages-panel'), 'MessagesPanel') });
  registerAttendeeChatOpener((userId) => void import('./store').then((m) => m.openPrivateChat(userId)));
  registerAttendeeBroadcastBar(lazyNamed(() => import('./components/broadcast-panel'), 'BroadcastBar'));
}
