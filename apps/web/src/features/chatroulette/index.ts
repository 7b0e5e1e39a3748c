export { ChatRoulettePage } from './components/chat-roulette-page';
