import type { z } from 'zod';
import type {
  sendToUser} from '@foyer/contracts';
import {
  rooms,
  videocallAccessRequestTtlMs,
  videocallErrorCodes as codes,
  videocallTexts as texts,
  type BasicUser,
  type Videocall,
} from '@foyer/contracts';
import { RealtimeError, type RealtimeGateway, type SocketSession } from '../../platform/realtime/gateway';
import { forbidden, notFound } from '../../platform/http/errors';
import { reachAnyone, type ReachGuard } from '../../platform/reach-guards';
import type { PresenceFace } from '../presence';
import { organisersRoom } from '../spaces';
import { administratorPresent } from './videocalls.policy';
import { presentParticipant } from './videocalls.presenter';
import { factsOf, type CallRow, type CallWithPeople } from './videocalls.repository';
import type { CallListener, VideocallsService } from './videocalls.service';

/** The sockets of the people looking at a networking area (under the space: closing it empties the room). */
export const networkingRoom = (spaceId: number) => `${rooms.space(spaceId)}:networking`;

/** Tells a call's participants (and people who just left it) and its area's visitors what changed. */
export function callNotifier(realtime: RealtimeGateway): CallListener {
  return {
    changed(eventSlug: string, call: Videocall, spaceId: number | null, alsoTell: number[]) {
      const people = new Set([...call.users.map((u) => u.id), ...alsoTell]);
      for (const id of people) realtime.emitToRoom(rooms.eventUser(eventSlug, id), 'updated_videocall', call);
      if (spaceId !== null) realtime.emitToRoom(networkingRoom(spaceId), 'updated_networking_videocall', call);
    },
  };
}

type SendToUser = z.output<typeof sendToUser>;

/**
 * Who is asked to let someone into a call, and told when the request is gone (decision 0067): the call's admin
 * and standing hosts (each on every page they have open), and, for a call on a networking area while none of
 * those is in it, the event's organisers. Every notice goes under both of the specs' names.
 */
export function accessNotices(realtime: RealtimeGateway, service: VideocallsService) {
  /** The rooms of the call's administrators, and the organisers' room when `organisers` and the call is on an area. */
  const noticeRooms = async (eventSlug: string, call: CallRow, organisers: (found: CallWithPeople) => boolean): Promise<string[]> => {
    const found = await service.repo.withPeople(call);
    const administrators = [...(call.adminId === null ? [] : [call.adminId]), ...(found.hosts ?? [])];
    const people = administrators.map((id) => rooms.eventUser(eventSlug, id));
    return call.spaceId !== null && organisers(found) ? [...people, organisersRoom(eventSlug)] : people;
  };
  return {
    /** Whether anyone could answer a request to the call (an admin, a host, or organisers of an area's call). */
    answerable: (call: CallRow) => call.adminId !== null || call.spaceId !== null || service.repo.hosts(call.id).then((hosts) => hosts.length > 0),
    async requested(eventSlug: string, call: CallRow, user: BasicUser): Promise<void> {
      const payload = { videocall_id: call.id, user };
      const to = await noticeRooms(eventSlug, call, (found) => !administratorPresent(factsOf(found)));
      realtime.emitToRoom(to, 'requested_videocall_access', payload);
      realtime.emitToRoom(to, 'accessRequested', payload);
    },
    /** A request withdrawn, answered or expired leaves every page that may show it (a second tab, another host, organisers). */
    async gone(eventSlug: string, call: CallRow, userId: number): Promise<void> {
      const payload = { videocall_id: call.id, user_id: userId };
      // The organisers may have been asked while the admin was away: their pages drop it too.
      const to = await noticeRooms(eventSlug, call, () => true);
      realtime.emitToRoom(to, 'canceled_videocall_accesss', payload);
      realtime.emitToRoom(to, 'accessRequestCanceled', payload);
    },
  };
}

/**
 * Requests nobody answered within `videocallAccessRequestTtlMs` (decision 0067) go: the person who asked hears
 * `replied_videocall_access {accepted: false, expired: true}`, the pages that were asked drop it. Answers how many.
 */
export async function expireRequests(realtime: RealtimeGateway, service: VideocallsService): Promise<number> {
  const notices = accessNotices(realtime, service);
  const expired = await service.repo.expireAccess(new Date(service.now().getTime() - videocallAccessRequestTtlMs));
  for (const { call, eventSlug, userId } of expired) {
    realtime.emitToRoom(rooms.eventUser(eventSlug, userId), 'replied_videocall_access', { accepted: false, videocallId: call.id, expired: true });
    await notices.gone(eventSlug, call, userId);
  }
  return expired.length;
}

/**
 * The realtime side of calls (docs/realtime.md, "Video calls"): networking area rooms, leaving calls, access
 * requests, and `send_to_user`, whose every event the server checks before passing it on (an invite only
 * to someone online and not on do-not-disturb, a reply only by the admin, a kick only by a host).
 */
export function registerVideocallsRealtime(
  realtime: RealtimeGateway,
  service: VideocallsService,
  presence: PresenceFace,
  mayReach: ReachGuard = reachAnyone,
): void {
  const toUser = (session: SocketSession, userId: number) => rooms.eventUser(session.eventSlug, userId);
  const me = async (session: SocketSession) => {
    const row = await service.repo.person(session.eventId, session.userId);
    if (!row) throw notFound();
    return presentParticipant(row);
  };

  const notices = accessNotices(realtime, service);

  // join_networking_area / leave_networking_area: networking-map.realtime.ts (the area's avatars come with them).

  realtime.on('exit_videocalls', async (_socket, session, payload) => {
    await service.leave(session.eventSlug, session.userId, payload?.videocall_id);
  });

  realtime.on('request_videocall_access', async (_socket, session, { videocall_id }) => {
    const { grant, call } = await service.requireCall(session.eventSlug, session.userId, videocall_id);
    // A call its owner keeps from the person (a backstage, a meeting) takes no request from them either.
    await service.admittedByOwner(grant, call, session.userId);
    if (call.status !== 'request') throw new RealtimeError('This call needs no acceptance: join it.', 'invalid');
    if (call.adminId === session.userId || !(await notices.answerable(call))) throw new RealtimeError(texts.participantNotAvailable, codes.participantNotAvailable);
    // Asked again after the admin let them in (a page that reloaded or missed the answer while its socket
    // logged in again): they hear yes once more, and the admin is not asked a second time.
    if (await service.repo.hasAccess(call.id, session.userId)) {
      realtime.emitToRoom(toUser(session, session.userId), 'replied_videocall_access', { accepted: true, videocallId: call.id });
      return;
    }
    await service.repo.requestAccess(call.id, session.userId, service.now());
    await notices.requested(session.eventSlug, call, await me(session));
  });

  realtime.on('cancel_videocall_access_request', async (_socket, session, { videocall_id }) => {
    const { call } = await service.requireCall(session.eventSlug, session.userId, videocall_id);
    const withdrawn = await service.repo.cancelAccess(call.id, session.userId);
    if (withdrawn) await notices.gone(session.eventSlug, call, session.userId);
  });

  realtime.on('send_to_user', async (_socket, session, payload) => {
    await relay(session, payload);
  });

  const callIdOf = (data: SendToUser['data']) => {
    const id = data.videocall_id ?? data.videocallId;
    if (id === undefined) throw new RealtimeError('Send videocall_id in data.', 'invalid_payload');
    return id;
  };

  async function relay(session: SocketSession, { user_id: target, event, data }: SendToUser): Promise<void> {
    if (target === session.userId) throw new RealtimeError('That is yourself.', 'invalid');
    const grant = await service.spaces.access.require(session.eventSlug, session.userId);
    const targetRow = await service.repo.person(session.eventId, target);
    if (!targetRow) throw new RealtimeError(texts.participantNotAvailable, codes.participantNotAvailable);
    switch (event) {
      case 'replied_videocall_access': {
        const callId = callIdOf(data);
        if (typeof data.accepted !== 'boolean') throw new RealtimeError('Send accepted (true or false) in data.', 'invalid_payload');
        const { call } = await service.requireCall(session.eventSlug, session.userId, callId);
        await service.requireAnswerer(grant, call, session.userId);
        if (!(await service.repo.answerAccess(call.id, target, data.accepted))) throw new RealtimeError('There is no such request.', 'not_found');
        realtime.emitToRoom(toUser(session, target), 'replied_videocall_access', { accepted: data.accepted, videocallId: call.id });
        await notices.gone(session.eventSlug, call, target);
        return;
      }
      case 'newVideoCallInvited':
      case 'invited_for_new_videocall': {
        if ((await service.repo.currentCallId(session.userId)) !== null) throw new RealtimeError(texts.alreadyInCall, codes.alreadyInCall);
        await mayReach({ eventId: session.eventId, from: session.userId, to: target });
        const reachable =
          !targetRow.doNotDisturb && (await presence.isOnline(target, session.eventId)) && (await service.repo.currentCallId(target)) === null;
        if (!reachable) throw new RealtimeError(texts.participantNotAvailable, codes.participantNotAvailable);
        await service.repo.invite(session.eventId, session.userId, target, service.now());
        realtime.emitToRoom(toUser(session, target), event, { user: await me(session), event_slug: session.eventSlug });
        return;
      }
      case 'invite_accepted':
      case 'invite_rejected': {
        let videocallId: number | null = null;
        if (event === 'invite_accepted' && (data.videocall_id ?? data.videocallId) !== undefined) {
          // The call the invited person made for the two of them: theirs to offer.
          const { call } = await service.requireCall(session.eventSlug, session.userId, callIdOf(data));
          if (call.adminId !== session.userId) throw forbidden("Only the call's admin offers it.", codes.notAdmin);
          videocallId = call.id;
        }
        if (!(await service.repo.closeInvite(session.eventId, target, session.userId))) throw new RealtimeError('There is no such invite.', 'not_found');
        const user = await me(session);
        if (event === 'invite_accepted') realtime.emitToRoom(toUser(session, target), 'invite_accepted', { user, videocall_id: videocallId });
        else realtime.emitToRoom(toUser(session, target), 'invite_rejected', { user });
        return;
      }
      case 'invite_canceled':
      case 'inviteCancelled': {
        if (!(await service.repo.closeInvite(session.eventId, session.userId, target))) throw new RealtimeError('There is no such invite.', 'not_found');
        realtime.emitToRoom(toUser(session, target), event, { user: await me(session) });
        return;
      }
      case 'kicked_from_videocall': {
        const callId = callIdOf(data);
        await service.kick(grant, session.userId, callId, target);
        realtime.emitToRoom(toUser(session, target), 'kicked_from_videocall', { videocall_id: callId });
        return;
      }
      case 'host_muted_videocall': {
        const callId = callIdOf(data);
        await service.requireHost(grant, session.userId, callId, target, 'mute');
        realtime.emitToRoom(toUser(session, target), 'host_muted_videocall', { videocall_id: callId });
        return;
      }
      default: {
        const unknown: never = event;
        throw new RealtimeError(`Unknown event ${String(unknown)}`, 'invalid_payload');
      }
    }
  }
}
