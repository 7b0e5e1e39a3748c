import type { Feature, Platform } from '../../platform/context';
import { NotifiedCache } from '../../platform/cache';
import { tableChangedTopic } from '../../platform/http/shared-replies';
import type { ChangeNotice } from '../../platform/db/notifications';
import { createSpacesService } from '../spaces';
import { ChatService, type ChatSenderLabeller, type ChatTarget } from './chat.service';
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

/** Tables whose change may change a chat target: a chat made or removed, a space opened, closed or removed. */
const targetTables = ['chats', 'spaces'];

/**
 * The process's chats with their spaces, looked up by every message sent (decision 0065). A change to
 * either table, heard from any process, empties it; nothing is kept while notices are not heard.
 */
const targetsByPlatform = new WeakMap<Platform, NotifiedCache<number, ChatTarget>>();
function targetsOf(platform: Platform): NotifiedCache<number, ChatTarget> {
  let targets = targetsByPlatform.get(platform);
  if (targets) return targets;
  const { notifications } = platform;
  const cache = new NotifiedCache<number, ChatTarget>({ max: 10_000, ttlMs: 60_000, trusted: () => notifications.listening });
  notifications.on(tableChangedTopic, (notice: ChangeNotice) => {
    if (typeof notice.table !== 'string' || targetTables.includes(notice.table)) cache.clear();
  });
  notifications.onReset(() => cache.clear());
  targetsByPlatform.set(platform, (targets = cache));
  return targets;
}

export function createChatService(platform: Platform): ChatService {
  return new ChatService(platform.db, platform.clock, createSpacesService(platform), labellersOf(platform), targetsOf(platform));
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
