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
 * acknowledged with the person's standing. A socket that goes keeps its seats for the grace period
 * (`afterGrace` runs the sweep then); while the process stops (`stopping()`) nothing is written, as in a
 * crash: another process's sweep settles those seats.
 */
export function registerChatRouletteRealtime(
  realtime: RealtimeGateway,
  service: ChatRouletteService,
  logger: Logger,
  hooks: { stopping(): boolean; afterGrace(): void },
): void {
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

  realtime.onLogout(async (socket) => {
    if (!inRoulette.delete(socket.id) || hooks.stopping()) return;
    await service
      .socketGone(socket.id)
      .then((had) => had && hooks.afterGrace())
      .catch((err: unknown) => logger.error({ err }, 'keeping the chat roulette seats of a closed socket failed'));
  });
}
