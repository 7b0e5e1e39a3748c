import type { RealtimeGateway } from '../../platform/realtime/gateway';
import type { PresenceService } from './presence.service';

/** Login, `user_is_alive` and disconnect keep a socket's presence row. */
export function registerPresenceRealtime(realtime: RealtimeGateway, presence: PresenceService): void {
  realtime.onLogin((socket, session) => presence.seen({ socketId: socket.id, userId: session.userId, eventId: session.eventId }));
  realtime.onLogout((socket) => presence.gone(socket.id));
  realtime.on('user_is_alive', (socket, session) =>
    presence.seen({ socketId: socket.id, userId: session.userId, eventId: session.eventId }),
  );
}
