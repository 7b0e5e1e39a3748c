import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { chats, publicMessages } from './chat.schema';
import { heldMessages } from './chat-rules.schema';

/** Public chat messages the person sent, and those held for a moderator. */
export const chatExportPart: ExportPart = {
  tables: {
    public_messages: rowsNaming(publicMessages, [publicMessages.senderId], { via: { joins: [[publicMessages.chatId, chats.id]], eventId: chats.eventId } }),
    held_messages: rowsNaming(heldMessages, [heldMessages.senderId], { via: { joins: [[heldMessages.chatId, chats.id]], eventId: chats.eventId } }),
  },
  notPersonal: { chat_slow_mode_posts: 'the moment of the last post per chat, to pace slow mode; no content' },
};
