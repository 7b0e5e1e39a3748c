import { registerEventOverlay } from '@/shared/plug-ins/event-overlays';
import { registerSpacePage } from '@/shared/plug-ins/space-pages';
import { lazyNamed } from '@/shared/ui/lazy';

/** The chat roulette (decision 0043): its page, and the offer to go there when it starts, on every event page. */
export function registerChatRoulettePlugIns(): void {
  registerSpacePage('chat_roulette', lazyNamed(() => import('./components/chat-roulette-page'), 'ChatRoulettePage'));
  registerEventOverlay({ component: lazyNamed(() => import('./components/started-offer'), 'ChatRouletteOffer') });
}
