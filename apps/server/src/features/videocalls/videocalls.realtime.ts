import type { z } from 'zod';
import type {
  sendToUser} from '@foyer/contracts';
import {
  rooms,
  videocallErrorCodes as codes,
  videocallTexts as texts,
  type Videocall,
} from '@foyer/contracts';
import { RealtimeError, type RealtimeGateway, type SocketSession } from '../../platform/realtime/gateway';
import { forbidden, notFound } from '../../platform/http/errors';
import { reachAnyone, type ReachGuard } from '../../platform/reach-guards';
import type { PresenceService } from '../presence';
import { canOnCall } from './videocalls.policy';
import { presentParticipant } from './videocalls.presenter';
import { factsOf, type CallRow } from './videocalls.repository';
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
 * The realtime side of calls (docs/realtime.md, "Video calls"): networking area rooms, leaving calls, access
 * requests, and `send_to_user`, whose every event the server checks before passing it on (an invite only
 * to someone online and not on do-not-disturb, a reply only by the admin, a kick only by a host).
 */
export function registerVideocallsRealtime(
  realtime: RealtimeGateway,
  service: VideocallsService,
  presence: PresenceService,
  mayReach: ReachGuard = reachAnyone,
): void {
  const toUser = (session: SocketSession, userId: number) => rooms.eventUser(session.eventSlug, userId);
  const me = async (session: SocketSession) => {
    const row = await service.repo.person(session.eventId, session.userId);
    if (!row) throw notFound();
    return presentParticipant(row);
  };

  /** Who answers a call's requests: its admin and its standing hosts (each on every page they have open). */
  const administrators = async (call: CallRow) => {
    const hosts = await service.repo.hosts(call.id);
    return [...new Set([...(call.adminId === null ? [] : [call.adminId]), ...hosts])];
  };
  /** A request withdrawn or answered leaves every administrator's page (a second tab, another host). */
  const requestGone = async (session: SocketSession, call: CallRow, userId: number) => {
    for (const id of await administrators(call)) realtime.emitToRoom(toUser(session, id), 'canceled_videocall_accesss', { videocall_id: call.id, user_id: userId });
  };

  // join_networking_area / leave_networking_area: networking-map.realtime.ts (the area's avatars come with them).

  realtime.on('exit_videocalls', async (_socket, session, payload) => {
    await service.leave(session.eventSlug, session.userId, payload?.videocall_id);
  });

  realtime.on('request_videocall_access', async (_socket, session, { videocall_id }) => {
    const { call } = await service.requireCall(session.eventSlug, session.userId, videocall_id);
    if (call.status !== 'request') throw new RealtimeError('This call needs no acceptance: join it.', 'invalid');
    if (call.adminId === null || call.adminId === session.userId) throw new RealtimeError(texts.participantNotAvailable, codes.participantNotAvailable);
    // Asked again after the admin let them in (a page that reloaded or missed the answer while its socket
    // logged in again): they hear yes once more, and the admin is not asked a second time.
    if (await service.repo.hasAccess(call.id, session.userId)) {
      realtime.emitToRoom(toUser(session, session.userId), 'replied_videocall_access', { accepted: true, videocallId: call.id });
      return;
    }
    await service.repo.requestAccess(call.id, session.userId, service.now());
    const user = await me(session);
    for (const id of await administrators(call)) realtime.emitToRoom(toUser(session, id), 'requested_videocall_access', { videocall_id: call.id, user });
  });

  realtime.on('cancel_videocall_access_request', async (_socket, session, { videocall_id }) => {
    const { call } = await service.requireCall(session.eventSlug, session.userId, videocall_id);
    const withdrawn = await service.repo.cancelAccess(call.id, session.userId);
    if (withdrawn) await requestGone(session, call, session.userId);
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
        const found = await service.repo.withPeople(call);
        if (!canOnCall(factsOf(found), session.userId, 'answer_access')) throw forbidden("Only the call's admin answers access requests.", codes.notAdmin);
        if (!(await service.repo.answerAccess(call.id, target, data.accepted))) throw new RealtimeError('There is no such request.', 'not_found');
        realtime.emitToRoom(toUser(session, target), 'replied_videocall_access', { accepted: data.accepted, videocallId: call.id });
        await requestGone(session, call, target);
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
