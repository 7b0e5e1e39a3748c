/**
 * Private chat: the chat modal, the messages sidebar, the unread badge and the broadcast panel. Only the
 * small pieces are here; the modal and panels are chunks of their own, loaded when first shown.
 */
import { lazyNamed } from '@/shared/ui/lazy';

export { openPrivateChat, isChatOpen } from './store';
export { privateChatRealtime } from './realtime';
export { useUnreadTotal } from './unread';
export { formatUnread } from './cache';
export { PrivateChatHost } from './components/private-chat-host';

/** The messages sidebar's panel (app/extensions.ts registers it). */
export const MessagesPanel = lazyNamed(() => import('./components/messages-panel'), 'MessagesPanel');
/** The broadcast bar the attendee sidebar shows to event owners. */
export const BroadcastBar = lazyNamed(() => import('./components/broadcast-panel'), 'BroadcastBar');
