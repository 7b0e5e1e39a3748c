import { cameraConstraints, capOpus, screenConstraints, screenPollMs, simulcastEncodings, speakingPollMs } from './settings';
import { audioLevelsOf, remoteMediaOf, type OfferedTrack } from './remote-tracks';
import { nextSpeaking, sameSet } from './speaking';
import { normaliseTiles, viewChanged, type TileSize } from './tiles';

/**
 * The browser's side of a call's media (docs/realtime.md "Video call media"): a `camera` RTCPeerConnection
 * publishing the microphone (Opus) and the camera (VP8 in three simulcast layers), a `screen` one while the
 * screen is shared (one layer), both offering to the server, and a `subscribe` one answering the server's
 * offers of everyone else. Framework-free: the call room reads `getSnapshot()` through `useCallMedia`.
 */

/** What the media client needs of the realtime connection. */
export interface MediaSignalling {
  /** Sends and resolves with the server's acknowledgement (`{ok, …}`). */
  request(event: string, payload: object): Promise<unknown>;
  send(event: string, payload: object): void;
  on(event: string, handler: (payload: never) => void): () => void;
  /** Called when the socket has logged in again after losing its connection: the server dropped the media session. */
  onReconnect(handler: () => void): () => void;
}

export interface CallMediaOptions {
  videocallId: number;
  /**
   * A fresh media token of this call (joining the call again through the REST API answers one); a watch
   * token when `receiveOnly`.
   */
  token: () => Promise<string>;
  /**
   * Watch the call without being in it (a presentation's audience, `videocall_media_watch`): no camera,
   * no microphone, no publishing; only the subscribe connection.
   */
  receiveOnly?: boolean;
  signalling: MediaSignalling;
  /** Injected in tests; the browser's own otherwise. */
  mediaDevices?: MediaDevices;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

export type CallMediaStatus = 'idle' | 'starting' | 'connected' | 'reconnecting' | 'failed' | 'left';
type PcRole = 'camera' | 'screen' | 'subscribe';
/** Why the server ended the media session (`videocall_media_closed`). */
export type MediaClosedReason = 'left' | 'kicked' | 'replaced' | 'ended' | 'not_participant' | 'failed';

export interface RemoteState {
  audio: boolean;
  video: boolean;
  screen: boolean;
}

export interface RemoteParticipant {
  camera?: MediaStream;
  screen?: MediaStream;
  audio?: MediaStream;
  state: RemoteState;
}

export interface CallMediaSnapshot {
  status: CallMediaStatus;
  /** Why the media could not start (the room shows 'Failed to join room'). */
  error: string | null;
  /** The server ended the session (a kick, another tab took over, the call ended). */
  closed: MediaClosedReason | null;
  local: MediaStream | null;
  audio: boolean;
  video: boolean;
  /** The local camera or microphone could not be opened (permission refused or no device). */
  deviceError: string | null;
  screen: MediaStream | null;
  remote: ReadonlyMap<number, RemoteParticipant>;
  /** Remote people speaking now, and `'self'` for oneself. */
  speaking: ReadonlySet<number | 'self'>;
  devices: { audioinput: MediaDeviceInfo[]; videoinput: MediaDeviceInfo[] };
  selected: { audioinput: string | null; videoinput: string | null };
}

interface Ack {
  ok: boolean;
  detail?: string;
  sdp?: string;
  iceServers?: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  states?: Array<RemoteState & { userId: number }>;
}

/** The server said no (not a participant, a token of another call): trying again would not help. */
class MediaRefused extends Error {}

const defaultState: RemoteState = { audio: true, video: true, screen: false };
/** A broken connection is set up again this many times before the room gives up. */
const maxRestarts = 3;

export class CallMedia {
  private snapshot: CallMediaSnapshot = {
    status: 'idle', error: null, closed: null, local: null, audio: true, video: true, deviceError: null, screen: null,
    remote: new Map(), speaking: new Set(), devices: { audioinput: [], videoinput: [] }, selected: { audioinput: null, videoinput: null },
  };
  private readonly listeners = new Set<() => void>();
  private readonly stops: Array<() => void> = [];
  private config: RTCConfiguration | null = null;
  private readonly pcs: Record<PcRole, RTCPeerConnection | null> = { camera: null, screen: null, subscribe: null };
  private audioTransceiver: RTCRtpTransceiver | null = null;
  private videoTransceiver: RTCRtpTransceiver | null = null;
  private pendingIce: Record<PcRole, RTCIceCandidateInit[]> = { camera: [], screen: [], subscribe: [] };
  private publishing: Record<'camera' | 'screen', Promise<void>> = { camera: Promise.resolve(), screen: Promise.resolve() };
  private subscribing: Promise<void> = Promise.resolve();
  private offered: OfferedTrack[] = [];
  /** An offer that came before the join's acknowledgement (a viewer is offered at once): applied when the connection exists. */
  private earlyOffer: { sdp: string; tracks: OfferedTrack[] } | null = null;
  private readonly streams = new Map<string, MediaStream>();
  private readonly states = new Map<number, RemoteState>();
  private view: TileSize[] = [];
  private viewTimer: ReturnType<typeof setTimeout> | null = null;
  private quiet = new Map<number, number>();
  private speakingTimer: ReturnType<typeof setInterval> | null = null;
  private screenTimer: ReturnType<typeof setInterval> | null = null;
  private restarts = 0;
  /** The camera's simulcast layers the server wants sent (`videocall_media_layers`); null: all, as published. */
  private activeLayers: string[] | null = null;
  private layering: Promise<void> = Promise.resolve();
  /** Bumped on every (re)start: answers of an older session are ignored. */
  private session = 0;
  private ended = false;

  constructor(private readonly options: CallMediaOptions) {}

  getSnapshot = (): CallMediaSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private get devices(): MediaDevices {
    return this.options.mediaDevices ?? navigator.mediaDevices;
  }

  private update(change: Partial<CallMediaSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const l of this.listeners) l();
  }

  /** Opens camera and microphone, joins the media session and publishes; listens to the server's offers. */
  async start(): Promise<void> {
    if (this.snapshot.status !== 'idle') return;
    this.update({ status: 'starting' });
    const { signalling, videocallId } = this.options;
    const mine = (p: { videocallId?: number }) => p.videocallId === videocallId;
    this.stops.push(
      signalling.on('videocall_media_offer', (p: { videocallId: number; sdp: string; tracks: OfferedTrack[] }) => {
        if (mine(p)) this.onOffer(p.sdp, p.tracks);
      }),
      signalling.on('videocall_media_ice', (p: { videocallId: number; pc: PcRole; candidate: RTCIceCandidateInit | null }) => {
        if (mine(p) && p.candidate?.candidate) void this.addIce(p.pc, p.candidate);
      }),
      signalling.on('videocall_media_closed', (p: { videocallId: number; reason: MediaClosedReason }) => {
        if (!mine(p)) return;
        // The server's end of a connection failed (a busy machine missing its checks): set the session up
        // again, as when our own end fails, within the same limit of restarts.
        if (p.reason === 'failed') {
          void this.restart(new Error('the media connection failed'));
          return;
        }
        this.closePcs();
        this.update({ closed: p.reason });
      }),
      signalling.on('videocall_media_layers', (p: { videocallId: number; source: 'camera'; active: string[] }) => {
        if (!mine(p) || p.source !== 'camera') return;
        this.activeLayers = p.active;
        // One change at a time (a sender refuses parameters read before another change), each after the
        // camera's negotiation in progress, so the sender's encodings are the negotiated ones.
        this.layering = this.layering.then(() => this.publishing.camera).then(() => this.applyLayers()).catch(() => undefined);
      }),
      signalling.on('videocall_media_updated', (p: { videocallId: number; userId: number } & RemoteState) => {
        if (!mine(p)) return;
        this.states.set(p.userId, { audio: p.audio, video: p.video, screen: p.screen });
        this.refreshRemote();
      }),
      signalling.onReconnect(() => void this.restart()),
    );
    if (this.options.receiveOnly) {
      await this.connect();
      this.speakingTimer = setInterval(() => void this.readSpeaking(), speakingPollMs);
      return;
    }
    if (this.devices?.addEventListener) {
      const onChange = () => void this.listDevices();
      this.devices.addEventListener('devicechange', onChange);
      this.stops.push(() => this.devices.removeEventListener('devicechange', onChange));
    }
    await this.openLocal();
    await this.connect();
    this.speakingTimer = setInterval(() => void this.readSpeaking(), speakingPollMs);
  }

  /** Camera and microphone; a refusal leaves the person in the call, seeing and hearing the others. */
  private async openLocal(): Promise<void> {
    let stream: MediaStream | null = null;
    let deviceError: string | null = null;
    try {
      stream = await this.devices.getUserMedia({ audio: true, video: cameraConstraints });
    } catch (error) {
      deviceError = (error as Error).name || 'Error';
      // Perhaps only one of the two is missing or refused.
      for (const kind of ['audio', 'video'] as const) {
        try {
          const one = await this.devices.getUserMedia(kind === 'audio' ? { audio: true } : { video: cameraConstraints });
          stream ??= new MediaStream();
          for (const t of one.getTracks()) stream.addTrack(t);
        } catch {
          // that one is not available either
        }
      }
    }
    const audioTrack = stream?.getAudioTracks()[0];
    const videoTrack = stream?.getVideoTracks()[0];
    this.update({
      local: stream, deviceError, audio: Boolean(audioTrack), video: Boolean(videoTrack),
      selected: { audioinput: audioTrack?.getSettings().deviceId ?? null, videoinput: videoTrack?.getSettings().deviceId ?? null },
    });
    await this.listDevices();
  }

  private async listDevices(): Promise<void> {
    try {
      const all = await this.devices.enumerateDevices();
      this.update({ devices: { audioinput: all.filter((d) => d.kind === 'audioinput'), videoinput: all.filter((d) => d.kind === 'videoinput') } });
    } catch {
      // no device list: the choice stays hidden
    }
  }

  private async connect(): Promise<void> {
    const session = ++this.session;
    const { signalling, videocallId } = this.options;
    try {
      const jwt = await this.options.token();
      const ack = (await signalling.request(this.options.receiveOnly ? 'videocall_media_watch' : 'videocall_media_join', { videocallId, jwt })) as Ack;
      if (!ack?.ok) throw new MediaRefused(ack?.detail ?? 'media join refused');
      if (session !== this.session || this.ended) return;
      for (const st of ack.states ?? []) this.states.set(st.userId, { audio: st.audio, video: st.video, screen: st.screen });
      const config: RTCConfiguration = { iceServers: ack.iceServers ?? [], bundlePolicy: 'max-bundle', ...(ack.iceTransportPolicy ? { iceTransportPolicy: ack.iceTransportPolicy } : {}) };
      this.config = config;
      this.pcs.subscribe = this.makePc(config, 'subscribe', session);
      const early = this.earlyOffer;
      this.earlyOffer = null;
      if (early) this.onOffer(early.sdp, early.tracks);
      if (this.options.receiveOnly) {
        if (this.view.length > 0) signalling.send('videocall_media_view', { videocallId, tiles: this.view });
        this.update({ status: 'connected', error: null });
        return;
      }
      const camera = this.makePc(config, 'camera', session);
      this.pcs.camera = camera;
      const local = this.snapshot.local;
      const audioTrack = local?.getAudioTracks()[0];
      const videoTrack = local?.getVideoTracks()[0];
      const streams = local ? [local] : [];
      this.audioTransceiver = camera.addTransceiver(audioTrack ?? 'audio', { direction: 'sendonly', streams });
      this.videoTransceiver = camera.addTransceiver(videoTrack ?? 'video', { direction: 'sendonly', streams, sendEncodings: simulcastEncodings });
      await this.negotiate('camera');
      if (session !== this.session) return;
      if (this.snapshot.screen) await this.publishScreen(this.snapshot.screen);
      this.sendState();
      if (this.view.length > 0) signalling.send('videocall_media_view', { videocallId, tiles: this.view });
      this.update({ status: 'connected', error: null });
    } catch (error) {
      if (session !== this.session || this.ended) return;
      // A refused join is final; a lost answer or a broken negotiation (a busy machine, a dropped socket) is tried again.
      if (error instanceof MediaRefused) this.fail(error);
      else setTimeout(() => void this.restart(error), 1000);
    }
  }

  private fail(error: unknown): void {
    this.closePcs();
    this.update({ status: 'failed', error: (error as Error)?.message ?? String(error) });
  }

  private makePc(config: RTCConfiguration, role: PcRole, session: number): RTCPeerConnection {
    const pc = this.options.createPeerConnection ? this.options.createPeerConnection(config) : new RTCPeerConnection(config);
    pc.onicecandidate = ({ candidate }) => {
      if (candidate && session === this.session) this.options.signalling.send('videocall_media_ice', { videocallId: this.options.videocallId, pc: role, candidate: candidate.toJSON() });
    };
    pc.onconnectionstatechange = () => {
      if (session !== this.session || this.ended) return;
      if (pc.connectionState === 'failed') void this.restart();
      if (pc.connectionState === 'connected') this.restarts = 0;
    };
    if (role === 'subscribe') pc.ontrack = () => this.refreshRemote();
    return pc;
  }

  /** Offers what a publishing connection sends and applies the server's answer; one negotiation at a time. */
  private negotiate(source: 'camera' | 'screen'): Promise<void> {
    const run = async () => {
      const pc = this.pcs[source];
      if (!pc) return;
      const offer = await pc.createOffer();
      const sdp = capOpus(offer.sdp ?? '');
      await pc.setLocalDescription({ type: 'offer', sdp });
      const ack = (await this.options.signalling.request('videocall_media_publish', { videocallId: this.options.videocallId, sdp, source })) as Ack;
      if (!ack?.ok || !ack.sdp) throw new MediaRefused(ack?.detail ?? 'publish refused');
      if (pc !== this.pcs[source]) return;
      await pc.setRemoteDescription({ type: 'answer', sdp: ack.sdp });
      await this.flushIce(source);
    };
    const next = this.publishing[source].then(run, run);
    this.publishing[source] = next.catch(() => undefined);
    return next;
  }

  /**
   * Pauses the camera's simulcast layers nobody watches and resumes the ones wanted again (decision 0058):
   * `encodings[i].active` on the camera sender. The encoder starts a resumed layer with a keyframe.
   */
  private async applyLayers(): Promise<void> {
    const sender = this.videoTransceiver?.sender;
    const active = this.activeLayers;
    if (!sender?.getParameters || !active) return;
    const params = sender.getParameters();
    let changed = false;
    for (const encoding of params.encodings ?? []) {
      const on = !encoding.rid || active.includes(encoding.rid);
      if ((encoding.active ?? true) === on) continue;
      encoding.active = on;
      changed = true;
    }
    if (changed) await sender.setParameters(params).catch(() => undefined);
  }

  private onOffer(sdp: string, tracks: OfferedTrack[]): void {
    if (!this.pcs.subscribe) {
      this.earlyOffer = { sdp, tracks };
      return;
    }
    const run = async () => {
      const pc = this.pcs.subscribe;
      if (!pc) return;
      await pc.setRemoteDescription({ type: 'offer', sdp });
      this.offered = tracks;
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      this.options.signalling.send('videocall_media_answer', { videocallId: this.options.videocallId, sdp: answer.sdp });
      await this.flushIce('subscribe');
      this.refreshRemote();
    };
    this.subscribing = this.subscribing.then(run).catch((error: unknown) => {
      if (!this.ended) void this.restart(error);
    });
  }

  private async addIce(role: PcRole, candidate: RTCIceCandidateInit): Promise<void> {
    const pc = this.pcs[role];
    if (!pc?.remoteDescription) {
      this.pendingIce[role].push(candidate);
      return;
    }
    await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private async flushIce(role: PcRole): Promise<void> {
    const queued = this.pendingIce[role];
    this.pendingIce[role] = [];
    for (const c of queued) await this.addIce(role, c);
  }

  /** The remote people from the server's track list and the receivers' tracks, each track in a stream of its own. */
  private refreshRemote(): void {
    const pc = this.pcs.subscribe;
    const byMid = new Map<string, MediaStream>();
    for (const t of pc?.getTransceivers() ?? []) {
      if (!t.mid || t.currentDirection === 'inactive' || t.currentDirection === 'stopped') continue;
      const track = t.receiver.track;
      let stream = this.streams.get(t.mid);
      if (!stream || stream.getTracks()[0] !== track) {
        stream = new MediaStream([track]);
        this.streams.set(t.mid, stream);
      }
      byMid.set(t.mid, stream);
    }
    const media = remoteMediaOf(this.offered, byMid);
    const remote = new Map<number, RemoteParticipant>();
    for (const [userId, m] of media) remote.set(userId, { ...m, state: this.states.get(userId) ?? defaultState });
    this.update({ remote });
  }

  private async readSpeaking(): Promise<void> {
    const levels = new Map<number, number>();
    const pc = this.pcs.subscribe;
    if (pc) {
      const byTrack = new Map<string, number>();
      const byMid = new Map<string, number>();
      for (const t of this.offered) if (t.kind === 'audio') byMid.set(t.mid, t.userId);
      for (const tr of pc.getTransceivers()) {
        const userId = tr.mid ? byMid.get(tr.mid) : undefined;
        if (userId !== undefined) byTrack.set(tr.receiver.track.id, userId);
      }
      const stats = await pc.getStats().catch(() => null);
      if (stats) for (const [userId, level] of audioLevelsOf(stats.values() as Iterable<never>, byTrack, byMid)) levels.set(userId, level);
    }
    // Oneself: the microphone's level as the publishing connection measures it (user id 0 stands for "self").
    const sender = this.audioTransceiver?.sender;
    const camera = this.pcs.camera;
    if (camera && sender?.track && this.snapshot.audio) {
      const stats = await camera.getStats(sender.track).catch(() => null);
      stats?.forEach((s: { type: string; kind?: string; audioLevel?: number }) => {
        if (s.type === 'media-source' && s.kind === 'audio') levels.set(0, s.audioLevel ?? 0);
      });
    }
    const next = nextSpeaking(levels, this.quiet);
    this.quiet = next.quiet;
    const speaking = new Set<number | 'self'>([...next.speaking].map((id) => (id === 0 ? 'self' : id)));
    if (!sameSet(speaking as Set<number>, this.snapshot.speaking as Set<number>)) this.update({ speaking });
  }

  private sendState(): void {
    const { audio, video, screen } = this.snapshot;
    this.options.signalling.send('videocall_media_state', { videocallId: this.options.videocallId, audio, video, screen: screen !== null });
  }

  /** Microphone on or off (also what a host's mute does). */
  setAudio(on: boolean): void {
    const track = this.snapshot.local?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = on;
    this.update({ audio: on });
    this.sendState();
  }

  /** Camera on or off: a disabled track sends black frames at a trickle until it is on again. */
  setVideo(on: boolean): void {
    const track = this.snapshot.local?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = on;
    this.update({ video: on });
    this.sendState();
  }

  /** Another microphone or camera: the new track replaces the old one on the same sender (no renegotiation). */
  async chooseDevice(kind: 'audioinput' | 'videoinput', deviceId: string): Promise<void> {
    const constraints = kind === 'audioinput' ? { audio: { deviceId: { exact: deviceId } } } : { video: { ...cameraConstraints, deviceId: { exact: deviceId } } };
    const fresh = await this.devices.getUserMedia(constraints);
    const track = kind === 'audioinput' ? fresh.getAudioTracks()[0] : fresh.getVideoTracks()[0];
    if (!track) return;
    const local = this.snapshot.local ?? new MediaStream();
    const old = kind === 'audioinput' ? local.getAudioTracks()[0] : local.getVideoTracks()[0];
    track.enabled = kind === 'audioinput' ? this.snapshot.audio || !old : this.snapshot.video || !old;
    const transceiver = kind === 'audioinput' ? this.audioTransceiver : this.videoTransceiver;
    await transceiver?.sender.replaceTrack(track);
    if (old) {
      local.removeTrack(old);
      old.stop();
    }
    local.addTrack(track);
    // A new stream object, so previews pick the new track up.
    this.update({ local: new MediaStream(local.getTracks()), selected: { ...this.snapshot.selected, [kind]: deviceId }, ...(old ? {} : { [kind === 'audioinput' ? 'audio' : 'video']: true }) });
    this.sendState();
  }

  /** Shares a screen (a window or tab) on a connection of its own; ends when the browser stops it. */
  async startScreen(): Promise<void> {
    if (this.snapshot.screen) return;
    const stream = await this.devices.getDisplayMedia({ video: screenConstraints, audio: false });
    const track = stream.getVideoTracks()[0];
    if (!track) return;
    this.update({ screen: stream });
    track.addEventListener('ended', () => void this.stopScreen());
    // The spec's poll: a share stopped by the browser is noticed even without an `ended` event.
    this.screenTimer = setInterval(() => {
      if (track.readyState === 'ended') void this.stopScreen();
    }, screenPollMs);
    if (this.pcs.camera) await this.publishScreen(stream).catch((error: unknown) => void this.restart(error));
    this.sendState();
  }

  private async publishScreen(stream: MediaStream): Promise<void> {
    const track = stream.getVideoTracks()[0];
    if (!track || !this.config) return;
    const pc = this.makePc(this.config, 'screen', this.session);
    this.pcs.screen = pc;
    pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
    await this.negotiate('screen');
  }

  async stopScreen(): Promise<void> {
    const stream = this.snapshot.screen;
    if (!stream) return;
    if (this.screenTimer) clearInterval(this.screenTimer);
    this.screenTimer = null;
    for (const t of stream.getTracks()) t.stop();
    this.update({ screen: null });
    if (this.pcs.screen) {
      this.pcs.screen.close();
      this.pcs.screen = null;
      this.pendingIce.screen = [];
      if (!this.ended) this.options.signalling.send('videocall_media_unpublish', { videocallId: this.options.videocallId, source: 'screen' });
    }
    if (!this.ended) this.sendState();
  }

  /** The sizes the remote tiles are drawn at, for the server's choice of layer; sent when they settle. */
  reportTiles(tiles: TileSize[]): void {
    const next = normaliseTiles(tiles);
    if (!viewChanged(this.view, next)) return;
    this.view = next;
    if (this.viewTimer) clearTimeout(this.viewTimer);
    this.viewTimer = setTimeout(() => {
      this.viewTimer = null;
      if (this.snapshot.status === 'connected') this.options.signalling.send('videocall_media_view', { videocallId: this.options.videocallId, tiles: this.view });
    }, 300);
  }

  /** Sets the session up again (a reconnected socket, a failed connection), keeping camera and screen. */
  async restart(reason?: unknown): Promise<void> {
    if (this.ended) return;
    this.restarts += 1;
    if (this.restarts > maxRestarts) {
      this.fail(reason ?? new Error('connection lost'));
      return;
    }
    this.closePcs();
    this.update({ status: 'reconnecting' });
    await this.connect();
  }

  private closePcs(): void {
    this.session += 1;
    for (const role of ['camera', 'screen', 'subscribe'] as const) {
      this.pcs[role]?.close();
      this.pcs[role] = null;
    }
    this.audioTransceiver = null;
    this.videoTransceiver = null;
    // A new camera publication is told its layers afresh.
    this.activeLayers = null;
    this.pendingIce = { camera: [], screen: [], subscribe: [] };
    this.offered = [];
    this.earlyOffer = null;
    this.streams.clear();
    this.publishing = { camera: Promise.resolve(), screen: Promise.resolve() };
    this.subscribing = Promise.resolve();
    this.update({ remote: new Map(), speaking: new Set() });
  }

  /** Leaves the media session: the server is told, connections close, camera, microphone and screen stop. */
  leave(): void {
    if (this.ended) return;
    const wasJoined = this.pcs.camera !== null || this.pcs.subscribe !== null;
    this.ended = true;
    if (wasJoined) this.options.signalling.send('videocall_media_leave', { videocallId: this.options.videocallId });
    for (const stop of this.stops.splice(0)) stop();
    if (this.speakingTimer) clearInterval(this.speakingTimer);
    if (this.screenTimer) clearInterval(this.screenTimer);
    if (this.viewTimer) clearTimeout(this.viewTimer);
    this.closePcs();
    for (const t of this.snapshot.local?.getTracks() ?? []) t.stop();
    for (const t of this.snapshot.screen?.getTracks() ?? []) t.stop();
    this.update({ status: 'left', local: null, screen: null });
  }
}
