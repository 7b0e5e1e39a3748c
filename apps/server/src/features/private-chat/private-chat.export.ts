import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { broadcastMessages, broadcastReads, privateConversations, privateMessages } from './private-chat.schema';

/** Conversations the person is in and the private messages they sent; broadcasts they sent and how far they read them. */
export const privateChatExportPart: ExportPart = {
  tables: {
    private_conversations: rowsNaming(privateConversations, [privateConversations.lowUserId, privateConversations.highUserId]),
    private_messages: rowsNaming(privateMessages, [privateMessages.senderId], {
      via: { joins: [[privateMessages.conversationId, privateConversations.id]], eventId: privateConversations.eventId },
    }),
    broadcast_messages: rowsNaming(broadcastMessages, [broadcastMessages.senderId]),
    broadcast_reads: rowsNaming(broadcastReads, [broadcastReads.userId]),
  },
  notPersonal: { private_message_digests: 'which unread messages a mail digest still owes; the messages themselves are exported' },
};
