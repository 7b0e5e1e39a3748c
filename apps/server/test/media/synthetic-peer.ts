import type { Socket } from 'socket.io-client';
import type { IceCandidate, MediaPc, PublishSource, RealtimeAck, SimulcastRid, SubscribedTrack, TileSize } from '@foyer/contracts';
import { Vp8RtpPayload, type MediaStreamTrack, type RTCPeerConnection, type RtpPacket } from 'werift';
import { clientPeer, FixturePublisher } from '../../src/features/videocalls/media/synthetic/publisher';
import { mediaFixture, vp8Size } from './fixtures';
import { skipDecryption, type ClearRtpHeader } from './header-only';

/**
 * A synthetic call participant for tests and `bench/video`: a werift peer speaking our signalling through
 * socket.io-client. It publishes the ffmpeg-made VP8 simulcast (q/h/f) and Opus fixture the way a browser
 * does (`FixturePublisher`), answers the server's subscription offers and counts what arrives per remote track.
 */

async function emitAck(socket: Socket, event: string, payload: unknown, ms = 10_000): Promise<RealtimeAck & Record<string, unknown>> {
  return (await socket.timeout(ms).emitWithAck(event, payload)) as RealtimeAck & Record<string, unknown>;
}

function must(reply: RealtimeAck & Record<string, unknown>, what: string): Record<string, unknown> {
  if (!reply.ok) throw new Error(`${what} refused: ${reply.detail}`);
  return reply;
}

/** What arrived on one receiving m-line. */
export interface ReceivedTrack {
  mid: string;
  userId: number;
  kind: 'audio' | 'video';
  source: string;
  packets: number;
  /** RTP payload bytes (media and retransmissions alike: what the link carried). */
  bytes: number;
  /**
   * Video frames: a packet whose RTP timestamp is newer than the last seen on its SSRC starts one (so
   * retransmissions, duplicates and packets of one frame count once); audio: packets.
   */
  frames: number;
  keyframes: number;
  /** Whether the first video packet began a keyframe (a decoder could start at once), null before one came. */
  startedOnKeyframe: boolean | null;
  /** The size of the latest keyframe (video). */
  width: number | null;
  height: number | null;
  ssrc: number | null;
  /** `performance.now()` of the first frame a decoder can show: the marker packet ending the first keyframe. */
  firstFrameAt: number | null;
  /** The newest RTP timestamp per SSRC, and the media payload type (another one, RTX, is not counted). */
  newest: Map<number, number>;
  payloadType: number | null;
  /** Frame arrival times of the last seconds, for a frame rate. */
  recent: number[];
}

export class SyntheticPeer {
  callId: number | null = null;
  joinedAt = 0;
  readonly received = new Map<string, ReceivedTrack>();
  private publisher: FixturePublisher | null = null;
  private screenPublisher: FixturePublisher | null = null;
  private subscriber: RTCPeerConnection | null = null;
  private tracks: SubscribedTrack[] = [];
  /** Layers this peer's uplink "drops" (stops sending), to test the fallback. */
  readonly dropped = new Set<SimulcastRid>();
  readonly offers: SubscribedTrack[][] = [];
  readonly closedReasons: string[] = [];
  /** Subscription offers this peer refused as Chrome does (`bundleRefusal`). */
  readonly refusedOffers: string[] = [];
  /** What the server told this peer's camera to send (`videocall_media_layers`), oldest first. */
  readonly layersTold: SimulcastRid[][] = [];
  /** The server's answers to this peer's publish offers. */
  readonly publishAnswers: string[] = [];
  /** What happened when (`performance.now()`): signalling steps and connection states, for timing breakdowns. */
  readonly marks: { at: number; what: string }[] = [];

  /** Streams (SSRCs) a header-only peer no longer decrypts: audio after its first packet, video after a keyframe. */
  private readonly clearSsrcs = new Set<number>();
  /** The track each SSRC arrived on (a header-only peer counts clear packets by it). */
  private readonly bySsrc = new Map<number, ReceivedTrack>();
  /** Tracks of the subscription whose packets are counted. */
  private readonly counted = new WeakSet<MediaStreamTrack>();

  /**
   * `headerOnly`: stop decrypting SRTP stream by stream, once nothing more is needed from its payload (a
   * keyframe's size for video), and count frames and bytes from the clear RTP header (bench/stage's viewers,
   * decision 0055): sizes and keyframes are known from then on only as they were.
   */
  constructor(
    readonly socket: Socket,
    readonly userId: number,
    private readonly options: { headerOnly?: boolean; ignoreLayers?: boolean } = {},
  ) {
    // Pauses and resumes layers as told, as the browser does (unless `ignoreLayers`: every layer, as before decision 0058).
    socket.on('videocall_media_layers', (p: { videocallId: number; active: SimulcastRid[] }) => {
      if (p.videocallId !== this.callId) return;
      this.layersTold.push(p.active);
      this.mark(`layers ${p.active.join(',')}`);
      if (!this.options.ignoreLayers) this.publisher?.setActive(p.active);
    });
    socket.on('videocall_media_offer', (offer: { videocallId: number; sdp: string; tracks: SubscribedTrack[] }) => {
      void this.onOffer(offer).catch((err: unknown) => console.error('synthetic peer: answering failed', err));
    });
    socket.on('videocall_media_closed', (p: { reason: string }) => this.closedReasons.push(p.reason));
  }

  /** `videocall_media_join` with the call's jwt; answers the ack. */
  async join(callId: number, jwt: string): Promise<RealtimeAck & Record<string, unknown>> {
    this.callId = callId;
    this.joinedAt = performance.now();
    return emitAck(this.socket, 'videocall_media_join', { videocallId: callId, jwt });
  }

  /** `videocall_media_watch` with a presentation's watch token: a receive-only viewer of the call. */
  async watch(callId: number, jwt: string): Promise<RealtimeAck & Record<string, unknown>> {
    this.callId = callId;
    this.joinedAt = performance.now();
    return emitAck(this.socket, 'videocall_media_watch', { videocallId: callId, jwt });
  }

  /**
   * Publishes Opus and the VP8 simulcast camera (or a single layer with `simulcast: false`) and starts
   * sending; `source: 'screen'` publishes a screen share instead, on a peer connection of its own.
   */
  async publish({ simulcast = true, source = 'camera' }: { simulcast?: boolean; source?: PublishSource } = {}): Promise<void> {
    const publisher = new FixturePublisher(await mediaFixture(), simulcast, this.dropped, source === 'screen');
    if (source === 'screen') this.screenPublisher = publisher;
    else this.publisher = publisher;
    publisher.pc.connectionStateChange.subscribe((state) => this.mark(`${source} publisher ${state}`));
    await publisher.start({
      publish: async (sdp) => {
        this.mark(`${source} publish sent`);
        const answer = must(await emitAck(this.socket, 'videocall_media_publish', { videocallId: this.callId, sdp, source }), 'publish').sdp as string;
        this.mark(`${source} publish answered`);
        this.publishAnswers.push(answer);
        return answer;
      },
      ice: (candidate) => this.sendIce(source, candidate),
    });
  }

  /** Camera frames this peer has sent. */
  get framesSent(): number {
    return this.publisher?.framesSent ?? 0;
  }

  /** Camera frames this peer has sent of one simulcast layer. */
  framesSentOf(rid: SimulcastRid): number {
    return this.publisher?.layerFramesSent[rid] ?? 0;
  }

  /** Ends the screen share (`videocall_media_unpublish`). */
  async unpublishScreen(): Promise<void> {
    must(await emitAck(this.socket, 'videocall_media_unpublish', { videocallId: this.callId, source: 'screen' }), 'unpublish');
    const publisher = this.screenPublisher;
    this.screenPublisher = null;
    await publisher?.close();
  }

  /** Keyframe requests (PLI) the server sent this peer's camera and screen. */
  get keyframeRequests(): number {
    return (this.publisher?.keyframeRequests ?? 0) + (this.screenPublisher?.keyframeRequests ?? 0);
  }

  mark(what: string): void {
    this.marks.push({ at: performance.now(), what });
  }

  /** The layers the server told this peer's camera to send last (null: not told yet). */
  get activeLayers(): SimulcastRid[] | null {
    return this.layersTold.at(-1) ?? null;
  }

  /** Stops sending one layer (a poor uplink), or sends it again. */
  dropLayer(rid: SimulcastRid, dropped = true): void {
    if (dropped) this.dropped.add(rid);
    else this.dropped.delete(rid);
  }

  /** Reports the size this peer draws each remote camera at (`videocall_media_view`). */
  async view(tiles: TileSize[]): Promise<void> {
    must(await emitAck(this.socket, 'videocall_media_view', { videocallId: this.callId, tiles }), 'view');
  }

  private async onOffer({ sdp, tracks }: { videocallId: number; sdp: string; tracks: SubscribedTrack[] }): Promise<void> {
    this.offers.push(tracks);
    this.tracks = tracks;
    this.mark(`offer ${tracks.length} tracks`);
    if (!this.subscriber) {
      const pc = clientPeer();
      this.subscriber = pc;
      pc.connectionStateChange.subscribe((state) => this.mark(`subscriber ${state}`));
      if (this.options.headerOnly) skipDecryption(pc, (ssrc) => this.clearSsrcs.has(ssrc), (header) => this.tallyClear(header));
      this.trickle(pc, 'subscribe');
      // werift hands every renegotiation's m-lines to onTrack again, always with the m-line's first track; a new
      // SSRC on an m-line used before (Janus gives a reloaded person's tracks the old m-lines) is a further
      // track of the same receiver. Each track is counted once, whichever comes with it.
      pc.onTrack.subscribe((track: MediaStreamTrack) => {
        const receiver = pc.getTransceivers().find((t) => t.receiver.tracks.includes(track))?.receiver;
        for (const each of receiver?.tracks ?? [track]) {
          if (this.counted.has(each)) continue;
          this.counted.add(each);
          this.count(pc, each);
        }
      });
    }
    const refusal = bundleRefusal(sdp);
    if (refusal) {
      this.refusedOffers.push(refusal);
      throw new Error(`offer refused: ${refusal}`);
    }
    const pc = this.subscriber;
    // werift, answering, puts the transceiver it makes for a new m-line in the place of an inactive one (taking
    // that one's mid away), then cannot answer the inactive m-line: keep ended ones where they are, as a browser does.
    for (const transceiver of pc.getTransceivers()) if (transceiver.currentDirection === 'inactive') transceiver.usedForSender = true;
    await pc.setRemoteDescription({ type: 'offer', sdp });
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    must(await emitAck(this.socket, 'videocall_media_answer', { videocallId: this.callId, sdp: pc.localDescription!.sdp }), 'answer');
    this.mark('answer acked');
  }

  private count(pc: RTCPeerConnection, track: MediaStreamTrack): void {
    const transceiver = pc.getTransceivers().find((t) => t.receiver.tracks.includes(track));
    const mid = transceiver?.mid ?? '?';
    track.onReceiveRtp.subscribe((packet: RtpPacket) => {
      const info = this.tracks.find((t) => t.mid === mid);
      let got = this.received.get(mid);
      if (!got || (info && got.userId !== info.userId)) {
        got = {
          mid, userId: info?.userId ?? 0, kind: info?.kind ?? (track.kind as 'audio' | 'video'), source: info?.source ?? '?', packets: 0, bytes: 0, frames: 0,
          keyframes: 0, startedOnKeyframe: null, width: null, height: null, ssrc: null, firstFrameAt: null, recent: [], newest: new Map(), payloadType: null,
        };
        this.received.set(mid, got);
      }
      if (got.packets === 0) this.mark(`first packet of ${got.userId} ${got.kind}`);
      const { ssrc, timestamp, payloadType, marker } = packet.header;
      this.bySsrc.set(ssrc, got);
      const now = performance.now();
      const newFrame = this.tally(got, ssrc, timestamp, payloadType, packet.payload.length);
      if (got.kind === 'video' && payloadType === got.payloadType && packet.payload.length > 0) {
        const vp8 = Vp8RtpPayload.deSerialize(packet.payload);
        const size = vp8.isPartitionHead && vp8.pid === 0 ? vp8Size(vp8.payload) : null;
        got.startedOnKeyframe ??= size !== null;
        if (size) {
          if (got.keyframes === 0) this.mark(`first keyframe of ${got.userId} ${size.width}x${size.height}`);
          got.keyframes += 1;
          got.width = size.width;
          got.height = size.height;
          if (this.options.headerOnly) this.clearSsrcs.add(ssrc);
        }
        // The first frame a decoder can show: the end of the first keyframe (or of a frame after it).
        if (marker && got.firstFrameAt === null && got.keyframes > 0) {
          got.firstFrameAt = now;
          this.mark(`first frame of ${got.userId}`);
        }
      }
      // Header-only: audio needs nothing of its payload, a video stream nothing after its first keyframe.
      if (this.options.headerOnly && got.kind === 'audio') this.clearSsrcs.add(ssrc);
      if (newFrame && got.kind === 'audio') got.firstFrameAt ??= now;
    });
  }

  /** Counts one packet of a track; true when it began a frame (audio: every packet). */
  private tally(got: ReceivedTrack, ssrc: number, timestamp: number, payloadType: number, payloadBytes: number): boolean {
    got.packets += 1;
    got.bytes += payloadBytes;
    got.ssrc = ssrc;
    got.payloadType ??= payloadType;
    let newFrame = got.kind === 'audio';
    if (got.kind === 'video' && payloadType === got.payloadType) {
      const last = got.newest.get(ssrc);
      // Newer in 32-bit serial arithmetic: ahead by less than half the timestamp space.
      const ahead = last === undefined ? 1 : (timestamp - last) >>> 0;
      if (ahead > 0 && ahead < 0x80000000) {
        got.newest.set(ssrc, timestamp);
        newFrame = true;
      }
    }
    if (newFrame) {
      const now = performance.now();
      got.frames += 1;
      got.recent.push(now);
      while (got.recent.length > 0 && now - got.recent[0]! > 3000) got.recent.shift();
    }
    return newFrame;
  }

  /** A packet of a stream no longer decrypted, counted from its clear header (`header-only.ts`). */
  private tallyClear(header: ClearRtpHeader): void {
    const got = this.bySsrc.get(header.ssrc);
    if (got) this.tally(got, header.ssrc, header.timestamp, header.payloadType, header.payloadBytes);
  }

  /** How many streams a header-only peer no longer decrypts. */
  get headerOnlyStreams(): number {
    return this.clearSsrcs.size;
  }

  /** What arrived of one person's camera (or audio). */
  from(userId: number, kind: 'audio' | 'video' = 'video'): ReceivedTrack | undefined {
    return [...this.received.values()].find((t) => t.userId === userId && t.kind === kind && (kind === 'audio' || t.source === 'camera'));
  }

  /** What arrived of one person's screen share (on an m-line the latest offer still gives it). */
  screenOf(userId: number): ReceivedTrack | undefined {
    return [...this.received.values()].find((t) => t.userId === userId && t.source === 'screen' && this.tracks.some((o) => o.mid === t.mid && o.source === 'screen'));
  }

  /** The latest subscription offer's m-lines. */
  get offered(): SubscribedTrack[] {
    return this.tracks;
  }

  /** Frames per second of a received track over the last seconds. */
  static fps(track: ReceivedTrack): number {
    const r = track.recent;
    if (r.length < 2) return 0;
    return ((r.length - 1) * 1000) / (r[r.length - 1]! - r[0]!);
  }

  private trickle(pc: RTCPeerConnection, which: MediaPc): void {
    pc.onIceCandidate.subscribe((candidate) => {
      if (candidate) this.sendIce(which, { candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? null, sdpMLineIndex: candidate.sdpMLineIndex ?? null });
    });
  }

  private sendIce(which: MediaPc, candidate: IceCandidate): void {
    if (this.callId !== null) this.socket.emit('videocall_media_ice', { videocallId: this.callId, pc: which, candidate });
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher?.close(), this.screenPublisher?.close(), this.subscriber?.close()]);
    this.publisher = null;
    this.screenPublisher = null;
    this.subscriber = null;
  }
}

/**
 * Why Chrome would refuse this offer, or null: a rejected m-line (port 0) in the BUNDLE group ("The m= section
 * with mid='2' should be rejected"). werift's own answering does not check it; this peer does, as a browser.
 */
export function bundleRefusal(sdp: string): string | null {
  const bundled = new Set(/^a=group:BUNDLE (.*)$/m.exec(sdp)?.[1]?.trim().split(/\s+/) ?? []);
  for (const section of sdp.split(/\r\n(?=m=)/).slice(1)) {
    const mid = /^a=mid:(\S+)/m.exec(section)?.[1];
    if (mid !== undefined && bundled.has(mid) && /^m=\w+ 0 /.test(section)) return `the rejected m-line ${mid} is in the BUNDLE group`;
  }
  return null;
}

/** Waits until `check` holds (polling every 50 ms), or fails naming `what`. */
export async function until(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
