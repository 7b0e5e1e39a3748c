import type { Socket } from 'socket.io';
import type { BasicUser, NetworkingAvatar } from '@foyer/contracts';
import { RealtimeError, type RealtimeGateway, type SocketSession } from '../../platform/realtime/gateway';
import { notFound } from '../../platform/http/errors';
import { presentParticipant } from './videocalls.presenter';
import type { VideocallsService } from './videocalls.service';
import { networkingRoom } from './videocalls.realtime';

/** Where a socket stands on one area; kept in `socket.data`, so `fetchSockets` on any process reads it. */
interface AreaPresence {
  spaceId: number;
  user: BasicUser;
  x: number | null;
  y: number | null;
}
type AreasOfSocket = Record<string, AreaPresence>;

// No prototype: a page named `__proto__` or `constructor` is a key like any other (a contract fuzz case read
// Object.prototype as the socket's presence there: a server error).
const areasOf = (socket: { data: { networkingAreas?: AreasOfSocket } }): AreasOfSocket => (socket.data.networkingAreas ??= Object.create(null) as AreasOfSocket);

/**
 * People on a networking map (docs/realtime.md "Networking map avatars", decision 0027): joining an area
 * answers the avatars already there; moves are relayed volatile, only from a socket that joined the area;
 * leaving the area, logging out or losing the connection takes the avatar away. Positions live on the
 * sockets only (nothing stored): an avatar is where its person's page last put it.
 */
export function registerNetworkingMapRealtime(realtime: RealtimeGateway, service: VideocallsService): void {
  const announceLeft = (socket: Socket, slug: string, presence: AreaPresence) => {
    delete areasOf(socket)[slug];
    realtime.io.to(networkingRoom(presence.spaceId)).except(socket.id).emit('networking_avatar_left', { networking_page: slug, user_id: presence.user.id });
  };

  realtime.on('join_networking_area', async (socket, session, { networking_page }) => {
    const { space } = await service.requireArea(session.eventSlug, session.userId, networking_page);
    const row = await service.repo.person(session.eventId, session.userId);
    if (!row) throw notFound();
    const room = networkingRoom(space.id);
    await socket.join(room);
    const previous = areasOf(socket)[networking_page];
    areasOf(socket)[networking_page] = { spaceId: space.id, user: presentParticipant(row), x: previous?.x ?? null, y: previous?.y ?? null };
    socket.emit('networking_avatars', { networking_page, avatars: await avatarsIn(realtime, room, networking_page, session.userId) });
  });

  realtime.on('leave_networking_area', async (socket, session, { networking_page }) => {
    const presence = areasOf(socket)[networking_page];
    if (presence) {
      await socket.leave(networkingRoom(presence.spaceId));
      announceLeft(socket, networking_page, presence);
      return;
    }
    const space = await service.spaces.findByTypeAndSlug(session.eventId, 'networking', networking_page);
    if (space) await socket.leave(networkingRoom(space.id));
  });

  realtime.on('move_networking_avatar', (socket, _session, { networking_page, x_position, y_position }) => {
    const presence = areasOf(socket)[networking_page];
    const room = presence && networkingRoom(presence.spaceId);
    // Still in the room too: closing the space takes everyone who may no longer enter out of it.
    if (!presence || !room || !socket.rooms.has(room)) throw new RealtimeError('Join the networking area first.', 'not_in_area');
    presence.x = x_position;
    presence.y = y_position;
    socket.to(room).volatile.emit('networking_avatar_moved', { networking_page, user: presence.user, x_position, y_position });
  });

  // A closed tab, a lost connection or another login: the avatar leaves every area the socket was in.
  realtime.onLogout((socket: Socket, _session: SocketSession) => {
    for (const [slug, presence] of Object.entries(areasOf(socket))) announceLeft(socket, slug, presence);
  });
}

/** The avatars that have a position in the area, one per person (every server process answers). */
async function avatarsIn(realtime: RealtimeGateway, room: string, slug: string, except: number): Promise<NetworkingAvatar[]> {
  const sockets = await realtime.io.in(room).fetchSockets();
  const byUser = new Map<number, NetworkingAvatar>();
  for (const remote of sockets) {
    const presence = (remote.data as { networkingAreas?: AreasOfSocket }).networkingAreas?.[slug];
    if (!presence || presence.x === null || presence.y === null || presence.user.id === except) continue;
    byUser.set(presence.user.id, { user: presence.user, x_position: presence.x, y_position: presence.y });
  }
  return [...byUser.values()];
}
