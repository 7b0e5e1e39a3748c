import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { ChatService } from './chat.service';
import { registerChatRoutes } from './chat.routes';
import { registerChatRealtime } from './chat.realtime';

export { ChatService } from './chat.service';
export { presentSender } from './chat.presenter';
export { ChatRepository, senderColumns, type SenderRow } from './chat.repository';

export function createChatService(platform: Platform): ChatService {
  return new ChatService(platform.db, platform.clock, createSpacesService(platform));
}

/** Public chats: pages over REST, joining and sending over the socket. */
export function chatFeature(): Feature {
  return {
    name: 'chat',
    register(app, platform) {
      const service = createChatService(platform);
      registerChatRoutes(app, service);
      registerChatRealtime(platform.realtime, service);
    },
  };
}
