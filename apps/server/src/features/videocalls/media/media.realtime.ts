import crypto from 'node:crypto';
import type { Socket } from 'socket.io';
import { rooms, type mediaClosedReasons, type MediaState, type Videocall } from '@foyer/contracts';
import type { Platform } from '../../../platform/context';
import type { ChangeNotice } from '../../../platform/db/notifications';
import { RealtimeError, type SocketSession } from '../../../platform/realtime/gateway';
import type { CallListener, VideocallsService } from '../videocalls.service';
import { CallTokens } from '../videocalls.tokens';
import type { MediaBackend, MediaProbe, MediaSession } from './backend';
import { iceConfigFor } from './ice';
import { WatchTokens } from './watch-tokens';

type ClosedReason = (typeof mediaClosedReasons)[number];

/** The sockets with a media session in a call, and those of one person there (on every process). */
export const mediaRoom = (callId: number) => `${rooms.call(callId)}:media`;
export const mediaUserRoom = (callId: number, userId: number) => `${rooms.call(callId)}:media:user:${userId}`;

/** Asks every process to close a person's media sessions in a call (but `except`, a socket keeping its own). */
const dropTopic = 'videocall_media_drop';

interface Entry {
  socket: Socket;
  callId: number;
  userId: number;
  eventSlug: string;
  session: MediaSession;
  /** A receive-only viewer (`videocall_media_watch`): no participant, publishes nothing, leaves no call. */
  viewer?: boolean;
}

const off: MediaState = { audio: false, video: false, screen: false };

/**
 * The media signalling (docs/realtime.md "Video call media", decision 0024): checks the call's jwt and the
 * participation, hands SDP and candidates to the `MediaBackend`, and ties participation to the media session —
 * a closed session leaves the call after the grace, leaving the call (any way) closes the session.
 */
export class MediaSignalling implements CallListener {
  private readonly bySocket = new Map<string, Entry>();
  private readonly probes = new Map<string, MediaProbe>();
  private readonly states = new Map<number, Map<number, MediaState>>();
  private readonly graces = new Map<string, NodeJS.Timeout>();
  private readonly tokens: CallTokens;
  private readonly watchTokens: WatchTokens;
  private service: VideocallsService | null = null;
  private opened = 0;

  constructor(
    private readonly platform: Platform,
    readonly backend: MediaBackend,
  ) {
    this.tokens = new CallTokens(platform.tokens);
    this.watchTokens = new WatchTokens(platform.tokens);
  }

  /** The calls domain changed a call: people who left it lose their media there; an ended call loses all. */
  changed(_eventSlug: string, call: Videocall, _spaceId: number | null, alsoTell: number[], why?: 'kicked'): void {
    const inCall = new Set(call.users.map((u) => u.id));
    for (const userId of alsoTell) if (!inCall.has(userId)) this.drop(call.id, userId, why ?? 'left');
    if (call.ended) this.publishDrop({ callId: call.id, userId: null, reason: 'ended' });
  }

  register(service: VideocallsService): void {
    this.service = service;
    const { realtime, notifications } = this.platform;

    notifications.on(dropTopic, (notice: ChangeNotice) => {
      const { callId, userId, reason, except } = notice as ChangeNotice & { callId: number; userId: number | null; reason: ClosedReason; except?: string };
      for (const entry of [...this.bySocket.values()]) {
        if (entry.callId !== callId || (userId !== null && entry.userId !== userId) || entry.socket.id === except) continue;
        // A person leaving the call (or opening it in another tab) keeps watching it as a viewer.
        if (entry.viewer && userId !== null) continue;
        entry.socket.emit('videocall_media_closed', { videocallId: callId, reason });
        void this.end(entry, false);
      }
      if (userId === null && reason === 'ended') void this.backend.closeCall(callId);
    });

    realtime.onLogout((socket) => this.socketGone(socket));

    realtime.on('videocall_media_join', async (socket, session, { videocallId, jwt }) => {
      const claims = await this.tokens.verify(jwt, videocallId);
      if (!claims || claims.userId !== session.userId || claims.eventSlug !== session.eventSlug) {
        throw new RealtimeError('This call token is not valid for this call: join the call again.', 'invalid_call_token');
      }
      if ((await service.repo.currentCallId(session.userId)) !== videocallId) {
        throw new RealtimeError('You are not in this call: join it first.', 'not_participant');
      }
      const previous = this.bySocket.get(socket.id);
      if (previous) await this.end(previous, previous.callId !== videocallId);
      // Another tab of the same person in this call hands its session over to this one.
      this.drop(videocallId, session.userId, 'replaced', socket.id);
      this.cancelGrace(videocallId, session.userId);
      const mediaSession = await this.backend.open({
        callId: videocallId,
        userId: session.userId,
        sessionId: `${socket.id}:${(this.opened += 1)}`,
        events: {
          offer: (sdp, tracks) => socket.emit('videocall_media_offer', { videocallId, sdp, tracks }),
          ice: (pc, candidate) => socket.emit('videocall_media_ice', { videocallId, pc, candidate }),
          layers: (source, active) => socket.emit('videocall_media_layers', { videocallId, source, active }),
          failed: (detail) => {
            this.platform.logger.warn({ callId: videocallId, userId: session.userId, detail }, 'media session failed');
            const entry = this.bySocket.get(socket.id);
            if (entry?.session !== mediaSession) return;
            socket.emit('videocall_media_closed', { videocallId, reason: 'failed' });
            void this.end(entry, true);
          },
        },
      });
      if (!socket.connected) {
        await mediaSession.close();
        return {};
      }
      this.bySocket.set(socket.id, { socket, callId: videocallId, userId: session.userId, eventSlug: session.eventSlug, session: mediaSession });
      // From now on this socket's session holds the person's seat (decision 0068).
      await service.repo.holdSeat(videocallId, session.userId, socket.id);
      await socket.join([mediaRoom(videocallId), mediaUserRoom(videocallId, session.userId)]);
      const ice = await iceConfigFor(this.platform, session.userId);
      const states = [...(this.states.get(videocallId) ?? new Map<number, MediaState>())].map(([userId, state]) => ({ userId, ...state }));
      return { ...ice, backend: this.backend.name, states };
    });

    // A presentation's audience: a receive-only session opened with a watch token (no participation needed).
    realtime.on('videocall_media_watch', async (socket, session, { videocallId, jwt }) => {
      const claims = await this.watchTokens.verify(jwt, videocallId);
      if (!claims || claims.userId !== session.userId || claims.eventSlug !== session.eventSlug) {
        throw new RealtimeError('This watch token is not valid for this call: open the presentation again.', 'invalid_watch_token');
      }
      const previous = this.bySocket.get(socket.id);
      if (previous) await this.end(previous, !previous.viewer && previous.callId !== videocallId);
      const mediaSession = await this.backend.open({
        callId: videocallId,
        userId: session.userId,
        sessionId: `${socket.id}:${(this.opened += 1)}`,
        receiveOnly: { maxLayer: claims.maxLayer },
        events: {
          offer: (sdp, tracks) => socket.emit('videocall_media_offer', { videocallId, sdp, tracks }),
          ice: (pc, candidate) => socket.emit('videocall_media_ice', { videocallId, pc, candidate }),
          // A viewer publishes nothing.
          layers: () => undefined,
          failed: (detail) => {
            this.platform.logger.warn({ callId: videocallId, userId: session.userId, detail }, 'viewer media session failed');
            const entry = this.bySocket.get(socket.id);
            if (entry?.session !== mediaSession) return;
            socket.emit('videocall_media_closed', { videocallId, reason: 'failed' });
            void this.end(entry, false);
          },
        },
      });
      if (!socket.connected) {
        await mediaSession.close();
        return {};
      }
      this.bySocket.set(socket.id, { socket, callId: videocallId, userId: session.userId, eventSlug: session.eventSlug, session: mediaSession, viewer: true });
      await socket.join(mediaRoom(videocallId));
      const ice = await iceConfigFor(this.platform, session.userId);
      const states = [...(this.states.get(videocallId) ?? new Map<number, MediaState>())].map(([userId, state]) => ({ userId, ...state }));
      return { ...ice, backend: this.backend.name, states };
    });

    realtime.on('videocall_media_publish', async (socket, _session, { videocallId, sdp, source }) => {
      const entry = this.participantEntry(socket, videocallId);
      const answer = await entry.session.publish(source, sdp);
      const state = this.states.get(videocallId)?.get(entry.userId);
      if (source === 'screen') this.setState(entry, { ...(state ?? { audio: true, video: true }), screen: true });
      else if (!state) this.setState(entry, { audio: true, video: true, screen: false });
      return { sdp: answer };
    });

    realtime.on('videocall_media_unpublish', async (socket, _session, { videocallId, source }) => {
      const entry = this.participantEntry(socket, videocallId);
      await entry.session.unpublish(source);
      const state = this.states.get(videocallId)?.get(entry.userId) ?? off;
      this.setState(entry, source === 'screen' ? { ...state, screen: false } : { ...state, audio: false, video: false });
    });

    realtime.on('videocall_media_answer', async (socket, _session, { videocallId, sdp }) => {
      await this.entry(socket, videocallId).session.answer(sdp).catch((err: unknown) => {
        throw new RealtimeError(err instanceof Error ? err.message : 'The answer was not taken.', 'invalid_sdp');
      });
    });

    realtime.on('videocall_media_ice', async (socket, _session, { videocallId, pc, candidate }) => {
      await this.entry(socket, videocallId).session.addIceCandidate(pc, candidate);
    });

    realtime.on('videocall_media_view', (socket, _session, { videocallId, tiles }) => {
      this.entry(socket, videocallId).session.view(tiles);
    });

    realtime.on('videocall_media_state', (socket, _session, { videocallId, audio, video, screen }) => {
      this.setState(this.participantEntry(socket, videocallId), { audio, video, screen });
    });

    realtime.on('videocall_media_leave', async (socket, _session, { videocallId }) => {
      const entry = this.bySocket.get(socket.id);
      if (entry?.callId === videocallId) await this.end(entry, true);
    });

    realtime.on('videocall_media_probe', async (socket, session) => {
      await this.probes.get(socket.id)?.close();
      const probeId = crypto.randomUUID();
      const probe = await this.backend.probe({
        probeId,
        events: {
          state: (state) => socket.emit('videocall_media_probe_state', { probeId, state }),
          ice: (candidate) => socket.emit('videocall_media_probe_ice', { probeId, candidate }),
        },
      });
      this.probes.set(socket.id, probe);
      const ice = await iceConfigFor(this.platform, session.userId);
      return { ...ice, probeId, sdp: probe.offerSdp, backend: this.backend.name };
    });

    realtime.on('videocall_media_probe_answer', async (socket, _session, { probeId, sdp }) => {
      await this.probe(socket, probeId).answer(sdp);
    });

    realtime.on('videocall_media_probe_ice', async (socket, _session, { probeId, candidate }) => {
      await this.probe(socket, probeId).addIceCandidate(candidate);
    });

    realtime.on('videocall_media_probe_end', async (socket, _session, { probeId }) => {
      const probe = this.probe(socket, probeId);
      this.probes.delete(socket.id);
      await probe.close();
      socket.emit('videocall_media_probe_state', { probeId, state: 'closed' });
    });
  }

  /** Closes a person's media sessions in a call on every process (`except` keeps one socket's). */
  drop(callId: number, userId: number, reason: ClosedReason, except?: string): void {
    this.publishDrop({ callId, userId, reason, ...(except ? { except } : {}) });
  }

  async close(): Promise<void> {
    for (const timer of this.graces.values()) clearTimeout(timer);
    this.graces.clear();
    await Promise.allSettled([...this.probes.values()].map((p) => p.close()));
    await this.backend.close();
  }

  private publishDrop(notice: { callId: number; userId: number | null; reason: ClosedReason; except?: string }): void {
    const full = { topic: dropTopic, ...notice };
    // Here at once (this process holds most sessions), and to every process through PostgreSQL.
    this.platform.notifications.deliver(full);
    this.platform.notifications.publish(this.platform.database.pool, full).catch((err: unknown) => {
      this.platform.logger.error({ err }, 'publishing a media drop failed');
    });
  }

  private entry(socket: Socket, videocallId: number): Entry {
    const entry = this.bySocket.get(socket.id);
    if (!entry || entry.callId !== videocallId) {
      throw new RealtimeError('Open the media session of this call first (videocall_media_join).', 'no_media_session');
    }
    return entry;
  }

  /** The socket's session in the call when it is a participant's: a viewer's is refused (`receive_only`). */
  private participantEntry(socket: Socket, videocallId: number): Entry {
    const entry = this.entry(socket, videocallId);
    if (entry.viewer) throw new RealtimeError('You are watching this call: viewers do not publish.', 'receive_only');
    return entry;
  }

  private probe(socket: Socket, probeId: string): MediaProbe {
    const probe = this.probes.get(socket.id);
    if (!probe || probe.probeId !== probeId) throw new RealtimeError('There is no such probe.', 'not_found');
    return probe;
  }

  private setState(entry: Entry, state: MediaState): void {
    let call = this.states.get(entry.callId);
    if (!call) {
      call = new Map();
      this.states.set(entry.callId, call);
    }
    call.set(entry.userId, state);
    this.platform.realtime.emitToRoom(mediaRoom(entry.callId), 'videocall_media_updated', { videocallId: entry.callId, userId: entry.userId, ...state });
  }

  private socketGone(socket: Socket): void {
    const probe = this.probes.get(socket.id);
    this.probes.delete(socket.id);
    void probe?.close();
    const entry = this.bySocket.get(socket.id);
    if (entry) void this.end(entry, true);
  }

  /** Ends one socket's session; with `grace`, the person leaves the call unless a socket of theirs opens one in time. */
  private async end(entry: Entry, grace: boolean): Promise<void> {
    if (this.bySocket.get(entry.socket.id) !== entry) return;
    this.bySocket.delete(entry.socket.id);
    if (entry.socket.connected) {
      await entry.socket.leave(mediaRoom(entry.callId));
      await entry.socket.leave(mediaUserRoom(entry.callId, entry.userId));
    }
    await entry.session.close();
    if (entry.viewer) return;
    const stillHere = [...this.bySocket.values()].some((e) => e.callId === entry.callId && e.userId === entry.userId && !e.viewer);
    if (!stillHere) this.clearState(entry);
    if (grace && !stillHere) {
      this.startGrace(entry);
      // Written down too, so the seat goes after the grace even if this process does not live that long.
      const until = new Date(this.platform.clock.now().getTime() + this.platform.config.media.reconnectGraceMs);
      await this.service?.repo.releaseSeat(entry.callId, entry.userId, entry.socket.id, until).catch((err: unknown) => {
        this.platform.logger.error({ err, callId: entry.callId }, 'writing down a media grace failed');
      });
    }
  }

  private clearState(entry: Entry): void {
    const call = this.states.get(entry.callId);
    if (!call?.delete(entry.userId)) return;
    if (call.size === 0) this.states.delete(entry.callId);
    this.platform.realtime.emitToRoom(mediaRoom(entry.callId), 'videocall_media_updated', { videocallId: entry.callId, userId: entry.userId, ...off });
  }

  private startGrace(entry: Entry): void {
    const key = `${entry.callId}:${entry.userId}`;
    this.cancelGrace(entry.callId, entry.userId);
    const timer = setTimeout(() => {
      this.graces.delete(key);
      this.leaveIfGone(entry).catch((err: unknown) => this.platform.logger.error({ err, callId: entry.callId }, 'leaving a call after its media closed failed'));
    }, this.platform.config.media.reconnectGraceMs);
    timer.unref();
    this.graces.set(key, timer);
  }

  private cancelGrace(callId: number, userId: number): void {
    const key = `${callId}:${userId}`;
    const timer = this.graces.get(key);
    if (timer) clearTimeout(timer);
    this.graces.delete(key);
  }

  /** The grace ran out: unless a socket of the person (on any process) holds a session in the call, they leave it. */
  private async leaveIfGone({ callId, userId, eventSlug }: Pick<SocketSession, 'userId' | 'eventSlug'> & { callId: number }): Promise<void> {
    const service = this.service;
    if (!service) return;
    const holders = await this.platform.realtime.io.in(mediaUserRoom(callId, userId)).fetchSockets();
    if (holders.length > 0) return;
    // Only that call: a person who went on to another call stays there.
    if ((await service.repo.currentCallId(userId)) !== callId) return;
    await service.leave(eventSlug, userId);
  }
}
