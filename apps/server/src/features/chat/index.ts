import type { Feature, Platform } from '../../platform/context';
import { NotifiedCache } from '../../platform/cache';
import type { HookList } from '../../platform/hooks';
import type { SpeechGuards } from '../../platform/reach-guards';
import { tableChangedTopic } from '../../platform/http/shared-replies';
import type { ChangeNotice } from '../../platform/db/notifications';
import type { SpaceFieldProvider, SpacesFace } from '../spaces';
import { spaceChatField } from './chat.space-field';
import { ChatService, type ChatSenderLabeller, type ChatTarget } from './chat.service';
import { ChatRules } from './chat-rules';
import { ChatRulesConsole } from './chat-rules.organizer';
import { registerChatRulesRoutes } from './chat-rules.routes';
import type { ChangeLog, EventAccess } from '../identity';
import { registerChatRoutes } from './chat.routes';
import { registerChatRealtime } from './chat.realtime';
import { ChatModeration } from './chat.moderation';
import { registerChatModerationRoutes } from './chat.moderation.routes';
import { chatExportPart } from './chat.export';
import { eraseChatTraces } from './chat.erasure';

export { ChatService, openSpaceChat, type ChatSenderLabeller } from './chat.service';
export { chatRulesArchivePart, chatsArchivePart } from './chat.archive';
export { removeMessagesAsModerator, tellRemovedMessages, type RemovedMessage } from './chat.removal';

/** What other features (the stage's Q&A) use of public chats. */
export type ChatFace = Pick<ChatService, 'chatIdOfSpace' | 'createChat' | 'inTransaction' | 'listedWordsIn'>;

/**
 * Tables whose change may change a chat target: a chat made, removed or its slow mode set, a space opened,
 * closed or removed, a word list replaced.
 */
const targetTables = ['chats', 'spaces', 'chat_word_lists'];

/**
 * The process's chats with their spaces and word lists, looked up by every message sent (decision 0065). A
 * change to one of the tables, heard from any process, empties it; nothing is kept while notices are not heard.
 */
function chatTargets(platform: Platform): NotifiedCache<number, ChatTarget> {
  const { notifications } = platform;
  const cache = new NotifiedCache<number, ChatTarget>({ max: 10_000, ttlMs: 60_000, trusted: () => notifications.listening });
  notifications.on(tableChangedTopic, (notice: ChangeNotice) => {
    if (typeof notice.table !== 'string' || targetTables.includes(notice.table)) cache.clear();
  });
  notifications.onReset(() => cache.clear());
  return cache;
}

/**
 * The public chat service (the composition root builds it once). `labels`: features whose spaces give some
 * people a role in their chat (a stage's moderators) add there; their public messages there carry `sender_label`.
 * `speech`: the rules about who may post (a silence).
 */
export function createChatService(platform: Platform, spaces: SpacesFace, labels: HookList<ChatSenderLabeller>, speech: SpeechGuards, changes: ChangeLog): ChatService {
  return new ChatService(platform.db, platform.clock, spaces, labels.all, chatTargets(platform), new ChatRules(platform.db, platform.clock, changes), speech.check);
}

/**
 * Public chats: pages over REST, joining and sending over the socket; moderating them (decision 0092), each
 * act recorded in the change log.
 */
export function chatFeature(service: ChatService, spaceFields: HookList<SpaceFieldProvider>, access: EventAccess, changes: ChangeLog): Feature {
  return {
    name: 'chat',
    register(app, platform) {
      platform.accountErasure.register('chat', eraseChatTraces);
      platform.accountExport.register('chat', chatExportPart);
      spaceFields.add(spaceChatField);
      registerChatRoutes(app, service);
      registerChatModerationRoutes(app, new ChatModeration(platform.db, platform.clock, service, changes, platform.realtime));
      const rules = new ChatRulesConsole(platform.db, platform.clock, access, service.rules.changes, service, platform.realtime);
      registerChatRealtime(platform.realtime, service, rules);
      registerChatRulesRoutes(app, rules);
    },
  };
}
