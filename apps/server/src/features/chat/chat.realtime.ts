import type { ServerEventPayload } from '@foyer/contracts';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import { chatRoom, type ChatService } from './chat.service';
import { heldMessagesRoom } from './chat-rules';
import type { ChatRulesConsole } from './chat-rules.organizer';

/**
 * `join_chat` / `leave_chat` / `send_public_message` → `received_public_message`. A message is stored
 * first, then sent to the chat's room on every server process (PostgreSQL adapter) and to the sending
 * socket, whose optimistic copy it replaces even if that socket has not joined the chat.
 */
export function registerChatRealtime(realtime: RealtimeGateway, service: ChatService, rules: ChatRulesConsole): void {
  realtime.on('watch_held_messages', async (socket, session) => {
    await rules.watch(socket, session.eventSlug, session.userId);
  });
  realtime.on('unwatch_held_messages', async (socket, session) => {
    await socket.leave(heldMessagesRoom(session.eventSlug));
  });

  realtime.on('join_chat', async (socket, session, payload) => {
    const { chat } = await service.requireChat(session.eventSlug, session.userId, payload.chat_id);
    await socket.join(chatRoom(chat));
  });

  realtime.on('leave_chat', async (socket, _session, payload) => {
    await socket.leave(await service.roomOf(payload.chat_id));
  });

  realtime.on('send_public_message', async (socket, session, payload) => {
    const sent = await service.send(session.eventSlug, session.userId, payload.chat_id, payload.text);
    // Held for review (the word list): the author is told in the acknowledgement, the moderators' queue
    // pages hear of it, nobody else.
    if ('held' in sent) {
      const queued: ServerEventPayload<'held_message_added'> = sent.queued;
      realtime.io.to(heldMessagesRoom(session.eventSlug)).emit('held_message_added', queued);
      return sent.held;
    }
    const { message, room } = sent;
    const event: ServerEventPayload<'received_public_message'> = message;
    // Always a one-room broadcast: only those take the large rooms' flush window (decision 0056), and a
    // broadcast to two rooms builds a set of every recipient first. A sender outside the chat gets its own copy.
    // The acknowledgement waits for it: the sender's next message cannot overtake this one on another process.
    if (!socket.rooms.has(room)) socket.emit('received_public_message', event);
    await realtime.emitToRoomInOrder(room, 'received_public_message', event);
  });
}
