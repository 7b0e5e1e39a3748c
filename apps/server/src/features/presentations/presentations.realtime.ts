import { rooms } from '@foyer/contracts';
import type { Socket } from 'socket.io';
import type { Logger } from '../../platform/logger';
import { RealtimeError, type RealtimeGateway, type SocketSession } from '../../platform/realtime/gateway';
import type { SpacesFace } from '../spaces';
import type { StageAttendance } from './presentations.attendance';
import type { StageAnnouncer } from './presentations.announcer';
import type { StageListener } from './presentations.service';

/** Pushes a stage's changes to its room (`space:<id>`): everyone on the page, on every process. */
export function stageNotifier(realtime: RealtimeGateway): StageListener {
  return {
    switched: (space, current) =>
      realtime.emitToRoom(rooms.space(space.id), 'updated_presentation_space', { space_id: space.id, slug: space.slug, current_presentation: current }),
    asked: (space, question) => realtime.emitToRoom(rooms.space(space.id), 'presentation_question_asked', question),
    updated: (space, question) => realtime.emitToRoom(rooms.space(space.id), 'presentation_question_updated', question),
    deleted: (space, question) => realtime.emitToRoom(rooms.space(space.id), 'presentation_question_deleted', question),
  };
}

/**
 * `join_presentation_space` / `leave_presentation_space` (docs/realtime.md "Presentations"): the socket joins
 * the stage's room (its updates and Q&A) and its attendance; the room hears `joined_presentation_space` for
 * the person's first tab and `left_presentation_space` for the last, coalesced by the `StageAnnouncer`.
 */
export function registerPresentationsRealtime(
  realtime: RealtimeGateway,
  spaces: SpacesFace,
  attendance: StageAttendance,
  announcer: StageAnnouncer,
  logger: Logger,
): void {
  const left = async (socket: Socket, session: SocketSession, visit: { spaceId: number }) => {
    if (!(await attendance.presentElsewhere(visit.spaceId, session.userId, socket.id))) announcer.left(session.eventId, visit.spaceId, session.userId);
  };
  // Sockets of this process on a stage: only they have rows to clear when they go.
  const attending = new Set<string>();

  realtime.on('join_presentation_space', async (socket, session, { space_id }) => {
    const grant = await spaces.access.require(session.eventSlug, session.userId);
    const space = await spaces.findById(grant.event.id, space_id);
    if (!space || space.type !== 'presentation') throw new RealtimeError('Stage not found.', 'not_found');
    if (!spaces.canEnter(grant.role, space)) throw new RealtimeError('This space is closed.', 'space_closed');
    await socket.join(rooms.space(space.id));
    attending.add(socket.id);
    const elsewhere = await attendance.presentElsewhere(space.id, session.userId, socket.id);
    const added = await attendance.join(socket.id, space.id, session.userId);
    if (added && !elsewhere) announcer.joined(session.eventId, space.id, session.userId);
  });

  realtime.on('leave_presentation_space', async (socket, session, { space_id }) => {
    await socket.leave(rooms.space(space_id));
    const visit = await attendance.leave(socket.id, space_id);
    if (visit) await left(socket, session, visit);
  });

  realtime.onLogout(async (socket, session) => {
    if (!attending.delete(socket.id)) return;
    for (const visit of await attendance.leaveAll(socket.id)) {
      await left(socket, session, visit).catch((err: unknown) => logger.error({ err, space: visit.spaceId }, 'announcing a stage attendee leaving failed'));
    }
  });
}
