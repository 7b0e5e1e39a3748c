import {
  layerForTile,
  type IceCandidate,
  type MediaPc,
  type PublishSource,
  type SimulcastRid,
  type SubscribedTrack,
  type TileSize,
} from '@foyer/contracts';
import {
  ReceiverEstimatedMaxBitrate,
  RtcpPayloadSpecificFeedback,
  type MediaStreamTrack,
  type RTCPeerConnection,
  type RTCRtpTransceiver,
} from 'werift';
import type { Logger } from '../../../../platform/logger';
import type {
  CallTap,
  CallTapSink,
  MediaBackend,
  MediaBackendOptions,
  MediaProbe,
  MediaSession,
  MediaSessionEvents,
  MediaSessionInput,
  ProbeInput,
} from '../backend';
import { ReceiveOnlyError } from '../backend';
import { Output } from './output';
import { addCandidate, advertise, capOpus, keepInactiveBundled, newPeer, oneAtATime, settleLocal } from './peer';
import { openProbe } from './probe';
import { PublishedTrack, type LayerKey } from './published';
import { higher } from '../send-layers';
import { tapLayer, WeriftTap } from './tap';

/** How often layers are re-decided (a publisher's layer stopped or came back) and REMB is sent. */
const tickMs = 500;
/** What REMB tells a publisher it may send: the camera's three layers, or a screen share. */
const rembBitrate = { camera: 2_500_000, screen: 2_500_000 } as const;

/**
 * Sender reports of one subscription that go in one packet: an SR without report blocks is 28 bytes, so 40
 * fit one datagram (1,120 bytes and SRTCP's 20).
 */
const reportsPerPacket = 40;

/** REMB writes a bitrate as an 18-bit mantissa times a power of two. */
function remb(senderSsrc: number, ssrcs: number[], bitrate: number): RtcpPayloadSpecificFeedback {
  let brExp = 0;
  while (bitrate >= 2 ** (18 + brExp)) brExp += 1;
  const brMantissa = Math.floor(bitrate / 2 ** brExp);
  return new RtcpPayloadSpecificFeedback({
    feedback: new ReceiverEstimatedMaxBitrate({ senderSsrc, mediaSsrc: 0, ssrcNum: ssrcs.length, ssrcFeedbacks: ssrcs, brExp, brMantissa, bitrate: BigInt(bitrate) }),
  });
}

/**
 * The in-process SFU (decision 0024): each call is a room of sessions; each session publishes on up to two
 * peer connections (camera with simulcast, screen) and receives everyone else on one subscribe peer
 * connection that the server offers and renegotiates. Media of one call stays in this process.
 */
export class WeriftBackend implements MediaBackend {
  readonly name = 'werift';
  private readonly rooms = new Map<number, Room>();
  /** Taps by call: they outlive a room that empties and is made again. */
  private readonly taps = new Map<number, Set<WeriftTap>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly options: MediaBackendOptions,
    private readonly logger: Logger,
  ) {
    this.timer = setInterval(() => {
      for (const room of this.rooms.values()) room.tick();
    }, tickMs);
    this.timer.unref();
  }

  open(input: MediaSessionInput): Promise<MediaSession> {
    let room = this.rooms.get(input.callId);
    if (!room) {
      room = new Room(input.callId, this.options, this.logger, () => this.rooms.delete(input.callId), () => this.taps.get(input.callId) ?? []);
      this.rooms.set(input.callId, room);
    }
    return Promise.resolve(room.add(input));
  }

  tapCall(callId: number, sink: CallTapSink): CallTap {
    const taps = this.tapsOf(callId);
    const tap = new WeriftTap(sink, (stopped) => {
      taps.delete(stopped);
      if (taps.size === 0 && this.taps.get(callId) === taps) this.taps.delete(callId);
    });
    taps.add(tap);
    const room = this.rooms.get(callId);
    tap.follow(room?.tracks() ?? []);
    // A recording wants its layer now, paused or not.
    room?.decideLayers();
    return tap;
  }

  private tapsOf(callId: number): Set<WeriftTap> {
    let taps = this.taps.get(callId);
    if (!taps) {
      taps = new Set();
      this.taps.set(callId, taps);
    }
    return taps;
  }

  probe(input: ProbeInput): Promise<MediaProbe> {
    return openProbe(input, this.options, this.logger);
  }

  async closeCall(callId: number): Promise<void> {
    const room = this.rooms.get(callId);
    if (room) await room.closeAll();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([...this.rooms.values()].map((room) => room.closeAll()));
  }

  /** For tests and the benchmark: the layer each subscriber of the call gets of each camera. */
  layersOf(callId: number): { subscriber: number; publisher: number; layer: LayerKey | null }[] {
    return this.rooms.get(callId)?.layers() ?? [];
  }
}

class Room {
  readonly sessions = new Map<string, WeriftSession>();
  private syncQueued = false;
  private decideQueued = false;

  constructor(
    readonly callId: number,
    readonly options: MediaBackendOptions,
    readonly logger: Logger,
    private readonly onEmpty: () => void,
    private readonly taps: () => Iterable<WeriftTap>,
  ) {}

  add(input: MediaSessionInput): WeriftSession {
    const session = new WeriftSession(this, input.sessionId, input.userId, input.events, input.receiveOnly?.maxLayer ?? null);
    this.sessions.set(input.sessionId, session);
    // A viewer publishes nothing that would start its subscription: offer it what is published now.
    if (input.receiveOnly) this.changed();
    return session;
  }

  remove(session: WeriftSession): void {
    this.sessions.delete(session.sessionId);
    if (this.sessions.size === 0) this.onEmpty();
    this.changed();
  }

  tracks(): PublishedTrack[] {
    return [...this.sessions.values()].flatMap((s) => s.published());
  }

  /** Published tracks came or went: every session's subscription follows (once per turn, however many changed). */
  changed(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      const all = this.tracks();
      for (const session of this.sessions.values()) session.subscribeTo(all.filter((t) => t.sessionId !== session.sessionId));
      for (const tap of this.taps()) tap.follow(all);
      this.decideLayers();
    });
  }

  /** A subscriber's tile sizes changed: publishers hear at once of a layer wanted again (once per turn). */
  viewChanged(): void {
    if (this.decideQueued) return;
    this.decideQueued = true;
    queueMicrotask(() => {
      this.decideQueued = false;
      this.decideLayers();
    });
  }

  /**
   * Tells each camera's publisher which simulcast layers to send (decision 0058): the highest any subscriber's
   * output wants (tile sizes, a viewer's cap) or a recording takes, with the pauses held back by `SendLayers`.
   */
  decideLayers(now = Date.now()): void {
    const recorded = [...this.taps()].length > 0 ? tapLayer : null;
    for (const publisher of this.sessions.values()) {
      for (const track of publisher.published()) {
        if (!track.simulcast) continue;
        let highest: SimulcastRid | null = recorded;
        for (const session of this.sessions.values()) if (session !== publisher) highest = higher(highest, session.wantedOf(track));
        const active = track.sendLayers.update(highest, now);
        if (!active) continue;
        track.setActive(active);
        publisher.tellLayers(active);
      }
    }
  }

  tick(): void {
    for (const session of this.sessions.values()) session.tick();
    this.decideLayers();
  }

  layers(): { subscriber: number; publisher: number; layer: LayerKey | null }[] {
    return [...this.sessions.values()].flatMap((s) => s.cameraLayers());
  }

  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map((s) => s.close()));
  }
}

interface Publication {
  pc: RTCPeerConnection;
  tracks: Map<string, PublishedTrack>;
}

class WeriftSession implements MediaSession {
  readonly callId: number;
  private readonly publications = new Map<PublishSource, Publication>();
  private subscriber: RTCPeerConnection | null = null;
  private readonly outputs = new Map<string, Output>();
  /** Tile sizes by `userId:source`. */
  private tiles = new Map<string, TileSize>();
  private negotiating = false;
  private renegotiate = false;
  /** Sender reports go out every other tick: once a second. */
  private reportTick = false;
  /** The outputs the offer out now carries (they start once it is answered and the connection is up). */
  private offered: Output[] = [];
  private readonly negotiated = new Set<Output>();
  private closed = false;

  constructor(
    private readonly room: Room,
    readonly sessionId: string,
    readonly userId: number,
    private readonly events: MediaSessionEvents,
    /** A receive-only viewer's largest camera layer; null for a participant. */
    private readonly maxLayer: 'q' | 'h' | null = null,
  ) {
    this.callId = room.callId;
  }

  published(): PublishedTrack[] {
    return [...this.publications.values()].flatMap((p) => [...p.tracks.values()]);
  }

  async publish(source: PublishSource, offerSdp: string): Promise<string> {
    if (this.closed) throw new Error('media session closed');
    if (this.maxLayer !== null) throw new ReceiveOnlyError();
    let publication = this.publications.get(source);
    if (!publication) {
      const pc = newPeer(this.room.options);
      publication = { pc, tracks: new Map() };
      this.publications.set(source, publication);
      const own = publication;
      pc.onTrack.subscribe((track: MediaStreamTrack) => this.onPublishedTrack(source, own, track));
      pc.connectionStateChange.subscribe((state) => {
        if (state === 'failed' && !this.closed) this.events.failed(`the ${source} connection failed`);
      });
    }
    const { pc } = publication;
    const answer = await oneAtATime(async () => {
      await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
      await settleLocal(pc, await pc.createAnswer());
      return pc.localDescription!.sdp;
    });
    return capOpus(advertise(answer, this.room.options.publicIp));
  }

  private onPublishedTrack(source: PublishSource, publication: Publication, track: MediaStreamTrack): void {
    const transceiver = publication.pc.getTransceivers().find((t) => t.receiver.tracks.includes(track));
    if (!transceiver) return;
    const kind = track.kind === 'audio' ? 'audio' : 'video';
    const mediaSource = kind === 'audio' ? 'audio' : source;
    let published = publication.tracks.get(mediaSource);
    if (!published) {
      published = new PublishedTrack(this.userId, this.sessionId, mediaSource, kind, transceiver.receiver);
      publication.tracks.set(mediaSource, published);
    }
    // A simulcast m-line fires one track event; werift keeps a track per rid on the receiver.
    for (const layer of transceiver.receiver.tracks) if (!published.layers.has((layer.rid ?? '') as LayerKey)) published.attach(layer);
    this.room.changed();
  }

  async unpublish(source: PublishSource): Promise<void> {
    const publication = this.publications.get(source);
    if (!publication) return;
    this.publications.delete(source);
    for (const track of publication.tracks.values()) track.stop();
    this.room.changed();
    await publication.pc.close();
  }

  /** Makes the subscribe peer connection carry exactly these tracks; offers again when that changed. */
  subscribeTo(tracks: PublishedTrack[]): void {
    if (this.closed) return;
    const wanted = new Set(tracks.map((t) => t.id));
    let changed = false;
    for (const [id, output] of this.outputs) {
      if (wanted.has(id)) continue;
      output.close();
      output.transceiver.setDirection('inactive');
      this.outputs.delete(id);
      this.negotiated.delete(output);
      changed = true;
    }
    for (const track of tracks) {
      if (this.outputs.has(track.id)) continue;
      this.subscriber ??= this.newSubscriber();
      const transceiver: RTCRtpTransceiver = this.subscriber.addTransceiver(track.kind, { direction: 'sendonly' });
      this.outputs.set(track.id, new Output(track, transceiver, this.wantedLayer(track)));
      changed = true;
    }
    if (changed) this.offer();
  }

  private newSubscriber(): RTCPeerConnection {
    const pc = newPeer(this.room.options, { sendOnly: true });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.startOutputs();
      if (state === 'failed' && !this.closed) this.events.failed('the subscribe connection failed');
    });
    return pc;
  }

  private offer(): void {
    if (this.closed) return;
    if (this.negotiating) {
      this.renegotiate = true;
      return;
    }
    const pc = this.subscriber;
    if (!pc) return;
    this.negotiating = true;
    this.renegotiate = false;
    oneAtATime(async () => {
      // The session may have closed while waiting its turn: an offer of a closed connection is no offer.
      if (this.closed || pc !== this.subscriber) return null;
      await settleLocal(pc, await pc.createOffer());
      this.offered = [...this.outputs.values()];
      return pc.localDescription!.sdp;
    })
      .then((sdp) => {
        if (sdp === null || this.closed) return;
        const tracks: SubscribedTrack[] = [];
        for (const output of this.outputs.values()) {
          if (output.mid === null) continue;
          tracks.push({ mid: output.mid, userId: output.track.userId, kind: output.track.kind, source: output.track.source });
        }
        this.events.offer(keepInactiveBundled(advertise(sdp, this.room.options.publicIp)), tracks);
      })
      .catch((err: unknown) => {
        this.negotiating = false;
        // Closed meanwhile (the person left while the offer was being made): nothing to offer, nothing went wrong.
        if (this.closed) return;
        this.room.logger.error({ err, callId: this.callId }, 'subscription offer failed');
      });
  }

  async answer(answerSdp: string): Promise<void> {
    const pc = this.subscriber;
    if (!pc || !this.negotiating) throw new Error('There is no offer to answer.');
    await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    this.negotiating = false;
    for (const output of this.offered) if (this.outputs.get(output.track.id) === output) this.negotiated.add(output);
    this.offered = [];
    this.startOutputs();
    for (const output of this.outputs.values()) output.retarget();
    if (this.renegotiate) this.offer();
  }

  /** Answered outputs start forwarding once the subscribe connection is up (each from a fresh keyframe). */
  private startOutputs(): void {
    if (this.closed || this.subscriber?.connectionState !== 'connected') return;
    for (const output of this.negotiated) output.start();
  }

  async addIceCandidate(pc: MediaPc, candidate: IceCandidate | null): Promise<void> {
    const target = pc === 'subscribe' ? this.subscriber : this.publications.get(pc)?.pc;
    if (target) await addCandidate(target, candidate);
  }

  view(tiles: TileSize[]): void {
    this.tiles = new Map(tiles.map((t) => [`${t.userId}:${t.source}`, t]));
    for (const output of this.outputs.values()) {
      output.wanted = this.wantedLayer(output.track);
      output.retarget();
    }
    this.room.viewChanged();
  }

  /** The camera layer this session wants of a published track (null: it does not receive it). */
  wantedOf(track: PublishedTrack): SimulcastRid | null {
    const wanted = this.outputs.get(track.id)?.wanted;
    return wanted ? wanted : null;
  }

  /** Our camera should send these layers (decision 0058). */
  tellLayers(active: SimulcastRid[]): void {
    if (!this.closed) this.events.layers('camera', active);
  }

  private wantedLayer(track: PublishedTrack): LayerKey {
    if (track.source !== 'camera') return '';
    const tile = this.tiles.get(`${track.userId}:camera`);
    const layer = tile ? layerForTile(tile.width, tile.height) : 'h';
    return this.maxLayer !== null && (layer === 'f' || this.maxLayer === 'q') ? this.maxLayer : layer;
  }

  /** Every tick: layers follow what flows; publishers hear what they may send. */
  tick(): void {
    for (const output of this.outputs.values()) output.retarget();
    this.reportTick = !this.reportTick;
    if (this.reportTick) this.sendReports();
    for (const [source, publication] of this.publications) {
      const video = publication.tracks.get(source);
      const ssrcs = video ? [...video.layers.values()].flatMap((l) => (l.ssrc ? [l.ssrc] : [])) : [];
      const transceiver = publication.pc.getTransceivers().find((t) => t.kind === 'video');
      if (!transceiver || ssrcs.length === 0 || publication.pc.connectionState !== 'connected') continue;
      transceiver.receiver.dtlsTransport.sendRtcp([remb(transceiver.receiver.rtcpSsrc, ssrcs, rembBitrate[source])]).catch(() => undefined);
    }
  }

  /**
   * The sender reports of every output that has sent, together (RFC 8108 §5.3, as mediasoup does): werift's
   * senders each encrypt and send their own once a second, 180 packets a second in a 10-person room.
   */
  private sendReports(): void {
    const first = this.outputs.values().next().value;
    if (!first || this.subscriber?.connectionState !== 'connected') return;
    const reports = [...this.outputs.values()].flatMap((output) => output.report() ?? []);
    const transport = first.transceiver.sender.dtlsTransport;
    for (let i = 0; i < reports.length; i += reportsPerPacket) transport.sendRtcp(reports.slice(i, i + reportsPerPacket)).catch(() => undefined);
  }

  cameraLayers(): { subscriber: number; publisher: number; layer: LayerKey | null }[] {
    return [...this.outputs.values()]
      .filter((o) => o.track.source === 'camera')
      .map((o) => ({ subscriber: this.userId, publisher: o.track.userId, layer: o.current }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const output of this.outputs.values()) output.close();
    this.outputs.clear();
    this.negotiated.clear();
    for (const track of this.published()) track.stop();
    const pcs = [...[...this.publications.values()].map((p) => p.pc), ...(this.subscriber ? [this.subscriber] : [])];
    this.publications.clear();
    this.subscriber = null;
    this.room.remove(this);
    await Promise.allSettled(pcs.map((pc) => pc.close()));
  }
}
