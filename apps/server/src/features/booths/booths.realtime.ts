import { rooms } from '@foyer/contracts';
import type { Socket } from 'socket.io';
import type { Logger } from '../../platform/logger';
import type { RealtimeGateway, SocketSession } from '../../platform/realtime/gateway';
import type { BoothsService } from './booths.service';
import type { BoothVisitors } from './booths.visitors';

/** Sockets of a booth's staff watching its visitor list. */
export const boothVisitorsRoom = (boothId: number) => `${rooms.space(boothId)}:visitors`;

/**
 * Booth visitors (docs/realtime.md): `join_booth_space` / `leave_booth_space` record who is at a booth;
 * its staff `subscribe_to_booth_vistors` (the spec's spelling) and then hear `joined_booth_space` /
 * `left_booth_space`. A person with several tabs at a booth arrives with the first and leaves with the
 * last; the booth's own staff are not announced as visitors.
 */
export function registerBoothsRealtime(realtime: RealtimeGateway, booths: BoothsService, visits: BoothVisitors, logger: Logger): void {
  const announce = async (event: 'joined_booth_space' | 'left_booth_space', session: Pick<SocketSession, 'eventId'>, boothId: number, userId: number) => {
    if (await booths.repo.isStaff(boothId, userId)) return;
    const user = await visits.visitor(userId, session.eventId);
    if (user) realtime.emitToRoom(boothVisitorsRoom(boothId), event, { booth_id: boothId, user });
  };

  const left = async (socket: Socket, session: SocketSession, visit: { boothId: number; userId: number }) => {
    if (!(await visits.presentElsewhere(visit.boothId, visit.userId, socket.id))) await announce('left_booth_space', session, visit.boothId, visit.userId);
  };

  // Sockets of this process that joined a booth: only they have visits to clear when they go, so thousands
  // of sockets closing together (a venue's Wi-Fi dropping) cost no query each.
  const visiting = new Set<string>();

  realtime.on('join_booth_space', async (socket, session, { booth_id }) => {
    const { booth } = await booths.requireBoothById(session.eventSlug, session.userId, booth_id);
    visiting.add(socket.id);
    const elsewhere = await visits.presentElsewhere(booth.spaceId, session.userId, socket.id);
    const added = await visits.join(socket.id, booth.spaceId, session.userId);
    if (added && !elsewhere) await announce('joined_booth_space', session, booth.spaceId, session.userId);
  });

  realtime.on('leave_booth_space', async (socket, session, { booth_id }) => {
    const visit = await visits.leave(socket.id, booth_id);
    if (visit) await left(socket, session, visit);
  });

  realtime.on('subscribe_to_booth_vistors', async (socket, session, { booth_id }) => {
    const access = await booths.requireBoothById(session.eventSlug, session.userId, booth_id);
    booths.requireAllowed(access, 'watch_visitors');
    await socket.join(boothVisitorsRoom(booth_id));
    socket.emit('booth_visitors', { booth_id, users: await visits.visitors(booth_id, session.eventId) });
  });

  realtime.on('unsubscribe_from_booth_vistors', async (socket, _session, { booth_id }) => {
    await socket.leave(boothVisitorsRoom(booth_id));
  });

  // Disconnect or a new login: the socket leaves every booth it was at.
  realtime.onLogout(async (socket, session) => {
    if (!visiting.delete(socket.id)) return;
    for (const visit of await visits.leaveAll(socket.id)) {
      await left(socket, session, visit).catch((err: unknown) => logger.error({ err, booth: visit.boothId }, 'announcing a booth visitor leaving failed'));
    }
  });
}
