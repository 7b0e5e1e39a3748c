export { registerChatRoulettePlugIns } from './plug-ins';
