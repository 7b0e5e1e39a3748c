import { realtimeErrorCodes, rooms } from '@foyer/contracts';
import { RealtimeError, type RealtimeGateway, type SocketSession } from '../../platform/realtime/gateway';
import type { EventRole, SpaceRow } from '../identity';
import { spaceOrganiserRoles } from './spaces.policy';
import { presentPublishedChange } from './spaces.presenter';
import type { SpacesService } from './spaces.service';

/** Sockets of an event's organisers also sit in this room, so closing a space can spare them. */
export const organisersRoom = (eventSlug: string) => `${rooms.event(eventSlug)}:organisers`;

function sameEvent(session: SocketSession, eventSlug: string): void {
  if (session.eventSlug !== eventSlug) {
    throw new RealtimeError(`This connection is logged in to the event "${session.eventSlug}".`, realtimeErrorCodes.wrongEvent);
  }
}

/**
 * `subscribe_to_space` / `unsubscribe_from_space` and `updated_published_space`. A closed space's room
 * keeps only organisers: closing a space makes everyone else leave it, on every server process.
 */
export function registerSpacesRealtime(realtime: RealtimeGateway, service: SpacesService): void {
  realtime.onLogin(async (socket, session) => {
    if (spaceOrganiserRoles.includes(session.role as EventRole)) await socket.join(organisersRoom(session.eventSlug));
  });

  realtime.on('subscribe_to_space', async (socket, session, payload) => {
    sameEvent(session, payload.event_slug);
    // Access is checked again: the person may have been taken off the list since logging in.
    const grant = await service.access.require(session.eventSlug, session.userId);
    if (payload.space_id === undefined) return; // event-wide updates reach every socket of the event
    const space = await service.findById(grant.event.id, payload.space_id);
    if (!space) throw new RealtimeError('Space not found.', 'not_found');
    if (!service.canEnter(grant.role, space)) throw new RealtimeError('This space is closed.', 'space_closed');
    await socket.join(rooms.space(space.id));
  });

  realtime.on('unsubscribe_from_space', async (socket, session, payload) => {
    sameEvent(session, payload.event_slug);
    if (payload.space_id !== undefined) await socket.leave(rooms.space(payload.space_id));
  });

}

/**
 * Pushes a space's new published state to its event and empties a closed space's rooms (its own and its
 * public chat's) of non-organisers.
 */
export function publishedSpaceNotifier(realtime: RealtimeGateway) {
  return (eventSlug: string, space: SpaceRow): void => {
    realtime.emitChangeToEvent(eventSlug, 'updated_published_space', presentPublishedChange(space));
    if (space.published) return;
    for (const room of [rooms.space(space.id), rooms.spaceChat(space.id)]) realtime.evictFromRoom(room, organisersRoom(eventSlug));
  };
}
