import type { Logger } from '../../platform/logger';
import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { ChatRouletteService, RouletteListener } from './chatroulette.service';

/** Sends a roulette's news: a standing to the page's socket (its own room), `chatroulette_started` to the event. */
export function rouletteNotifier(realtime: RealtimeGateway): RouletteListener {
  return {
    // Every socket is in the room of its own id, on every process (the adapter carries it).
    state: (socketId, state) => realtime.emitToRoom(socketId, 'chatroulette_state', state),
    started: (eventSlug, space) => realtime.emitToEvent(eventSlug, 'chatroulette_started', { space_id: space.id, slug: space.slug, name: space.name }),
  };
}

/**
 * `join_chatroulette`, `next_chatroulette`, `leave_chatroulette` (docs/realtime.md "Chat roulette"): each
 * acknowledged with the person's standing; a socket that goes leaves every roulette it was in.
 */
export function registerChatRouletteRealtime(realtime: RealtimeGateway, service: ChatRouletteService, logger: Logger): void {
  // Sockets of this process that joined a roulette: only their going needs a look at the queue.
  const inRoulette = new Set<string>();

  realtime.on('join_chatroulette', async (socket, session, { space_id, roulette_id }) => {
    inRoulette.add(socket.id);
    return { ...(await service.join(session.eventSlug, session.userId, socket.id, space_id, roulette_id)) };
  });

  realtime.on('next_chatroulette', async (socket, session, { space_id }) => ({
    ...(await service.next(session.eventSlug, session.userId, socket.id, space_id)),
  }));

  realtime.on('leave_chatroulette', async (_socket, session, { space_id }) => {
    await service.leave({ id: session.eventId, slug: session.eventSlug }, session.userId, space_id);
  });

  realtime.onLogout(async (socket, session) => {
    if (!inRoulette.delete(socket.id)) return;
    await service
      .socketGone({ id: session.eventId, slug: session.eventSlug }, session.userId, socket.id)
      .catch((err: unknown) => logger.error({ err }, 'leaving the chat roulette of a closed socket failed'));
  });
}
