export { PublicChat } from './components/public-chat';
export { publicChatRealtime } from './realtime';
export { formatRelative, useNow, TIMESTAMP_REFRESH_MS } from './relative-time';
