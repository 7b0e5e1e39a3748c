export { publicChatRealtime } from './realtime';
export { PublicChat } from './components/public-chat';
export { registerChatRulesConsoleSections } from './console-sections';
