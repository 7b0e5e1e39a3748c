export { PublicChat } from './components/public-chat';
export { publicChatRealtime } from './realtime';
