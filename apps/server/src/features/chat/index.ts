import type { Feature, Platform } from '../../platform/context';
import { createSpacesService } from '../spaces';
import { ChatService, type ChatSenderLabeller } from './chat.service';
import { registerChatRoutes } from './chat.routes';
import { registerChatRealtime } from './chat.realtime';

export { ChatService, type ChatSenderLabeller } from './chat.service';
export { presentSender } from './chat.presenter';
export { ChatRepository, senderColumns, type SenderRow } from './chat.repository';

const labellersByPlatform = new WeakMap<Platform, ChatSenderLabeller[]>();
const labellersOf = (platform: Platform): ChatSenderLabeller[] => {
  let labellers = labellersByPlatform.get(platform);
  if (!labellers) labellersByPlatform.set(platform, (labellers = []));
  return labellers;
};

/**
 * For a feature whose spaces give some people a role in their chat (a stage's moderators): their public
 * messages there carry `sender_label`. Register before the first message is read or sent (at `register`).
 */
export function labelChatSenders(platform: Platform, labeller: ChatSenderLabeller): void {
  labellersOf(platform).push(labeller);
}

export function createChatService(platform: Platform): ChatService {
  return new ChatService(platform.db, platform.clock, createSpacesService(platform), labellersOf(platform));
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
