export { registerPrivateChatPlugIns } from './plug-ins';
export { privateChatRealtime } from './realtime';
export { formatUnread } from './cache';
export { PrivateChatHost } from './components/private-chat-host';
export { openPrivateChat } from './store';
export { useUnreadTotal } from './unread';
export { registerBroadcastConsoleSections } from './console-sections';
