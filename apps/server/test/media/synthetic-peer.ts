import type { Socket } from 'socket.io-client';
import {
  simulcastRids,
  type IceCandidate,
  type MediaPc,
  type RealtimeAck,
  type SimulcastRid,
  type SubscribedTrack,
  type TileSize,
} from '@foyer/contracts';
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  serializeSdesMid,
  serializeSdesRTPStreamID,
  useNACK,
  usePLI,
  useREMB,
  useRepairedRtpStreamId,
  useSdesMid,
  useSdesRTPStreamId,
  Vp8RtpPayload,
  type MediaStreamTrack,
  type RTCRtpTransceiver,
} from 'werift';
import { fixtureFps, mediaFixture, vp8Size, type MediaFixture } from './fixtures';

/**
 * A synthetic call participant for tests and `bench/video`: a werift peer speaking our signalling through
 * socket.io-client. It publishes the ffmpeg-made VP8 simulcast (q/h/f) and Opus fixture the way a browser
 * does, answers the server's subscription offers and counts what arrives per remote track.
 */

const ridExtension = 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id';
const midExtension = 'urn:ietf:params:rtp-hdrext:sdes:mid';
const mtu = 1100;

function peer(): RTCPeerConnection {
  // One mid extension object for both kinds: werift numbers extensions in list order, and BUNDLE wants the
  // same id for the same extension on every m-line (Janus reads the mid with one id per connection).
  const mid = useSdesMid();
  return new RTCPeerConnection({
    iceServers: [],
    iceUseIpv6: false,
    iceAdditionalHostAddresses: ['127.0.0.1'],
    bundlePolicy: 'max-bundle',
    codecs: {
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2, payloadType: 111 })],
      video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96, rtcpFeedback: [useNACK(), usePLI(), useREMB()] })],
    },
    headerExtensions: { audio: [mid], video: [mid, useSdesRTPStreamId(), useRepairedRtpStreamId()] },
  });
}

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
  /**
   * Video frames: a packet whose RTP timestamp is newer than the last seen on its SSRC starts one (so
   * retransmissions, duplicates and packets of one frame count once); audio: packets.
   */
  frames: number;
  keyframes: number;
  /** The size of the latest keyframe (video). */
  width: number | null;
  height: number | null;
  ssrc: number | null;
  /** `performance.now()` of the first completed frame (its marker packet). */
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
  private publisher: RTCPeerConnection | null = null;
  private subscriber: RTCPeerConnection | null = null;
  private tracks: SubscribedTrack[] = [];
  private sending: NodeJS.Timeout | null = null;
  private frameIndex = 0;
  /** Layers this peer's uplink "drops" (stops sending), to test the fallback. */
  readonly dropped = new Set<SimulcastRid>();
  readonly offers: SubscribedTrack[][] = [];
  readonly closedReasons: string[] = [];

  constructor(
    readonly socket: Socket,
    readonly userId: number,
  ) {
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

  /** Publishes Opus and the VP8 simulcast camera (or a single layer with `simulcast: false`) and starts sending. */
  async publish({ simulcast = true }: { simulcast?: boolean } = {}): Promise<void> {
    const fixture = await mediaFixture();
    const pc = peer();
    this.publisher = pc;
    const audio = pc.addTransceiver('audio', { direction: 'sendonly' });
    const video = pc.addTransceiver('video', {
      direction: 'sendonly',
      ...(simulcast ? { simulcast: simulcastRids.map((rid) => ({ rid, direction: 'send' as const })) } : {}),
    });
    this.trickle(pc, 'camera');
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const reply = must(await emitAck(this.socket, 'videocall_media_publish', { videocallId: this.callId, sdp: pc.localDescription!.sdp, source: 'camera' }), 'publish');
    await pc.setRemoteDescription({ type: 'answer', sdp: reply.sdp as string });
    await waitConnected(pc);
    this.startSending(fixture, audio, video, simulcast);
  }

  private startSending(fixture: MediaFixture, audio: RTCRtpTransceiver, video: RTCRtpTransceiver, simulcast: boolean): void {
    const extId = (uri: string) => video.headerExtensions.find((e) => e.uri === uri)?.id;
    const midId = extId(midExtension);
    const ridId = extId(ridExtension);
    const payloadType = video.codecs[0]?.payloadType ?? 96;
    const rids: SimulcastRid[] = simulcast ? [...simulcastRids] : ['f'];
    const streams = rids.map((rid, i) => ({ rid, ssrc: (video.sender.ssrc + 1000 + i) >>> 0, seq: Math.floor(Math.random() * 60000) }));
    let audioSeq = Math.floor(Math.random() * 60000);
    let audioTs = Math.floor(Math.random() * 1e9);
    let videoTs = Math.floor(Math.random() * 1e9);
    const frames = fixture.layers.q.length;
    let audioIndex = 0;
    this.sending = setInterval(() => {
      // Two 20 ms Opus packets per video frame: 48 a second at 24 fps, close enough to real time for counting.
      for (let n = 0; n < 2; n += 1) {
        const packet = fixture.opus[audioIndex % fixture.opus.length]!;
        audioIndex += 1;
        audioSeq = (audioSeq + 1) & 0xffff;
        audioTs = (audioTs + 960) >>> 0;
        audio.sender.sendRtp(new RtpPacket(new RtpHeader({ sequenceNumber: audioSeq, timestamp: audioTs }), packet)).catch(() => undefined);
      }
      const index = this.frameIndex % frames;
      this.frameIndex += 1;
      videoTs = (videoTs + 90_000 / fixtureFps) >>> 0;
      for (const stream of streams) {
        if (this.dropped.has(stream.rid)) continue;
        const frame = fixture.layers[stream.rid][index]!;
        for (let at = 0; at < frame.length; at += mtu) {
          const chunk = frame.subarray(at, at + mtu);
          stream.seq = (stream.seq + 1) & 0xffff;
          const extensions = [
            ...(midId ? [{ id: midId, payload: serializeSdesMid(video.mid ?? '1') }] : []),
            ...(ridId && simulcast ? [{ id: ridId, payload: serializeSdesRTPStreamID(stream.rid) }] : []),
          ];
          const header = new RtpHeader({
            payloadType, ssrc: stream.ssrc, sequenceNumber: stream.seq, timestamp: videoTs, marker: at + mtu >= frame.length,
            extension: extensions.length > 0, extensions,
          });
          const payload = Buffer.concat([Buffer.from([at === 0 ? 0x10 : 0x00]), chunk]);
          video.dtlsTransport.sendRtp(payload, header).catch(() => undefined);
        }
      }
    }, 1000 / fixtureFps);
    this.sending.unref();
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
    if (!this.subscriber) {
      const pc = peer();
      this.subscriber = pc;
      this.trickle(pc, 'subscribe');
      pc.onTrack.subscribe((track: MediaStreamTrack) => this.count(pc, track));
    }
    const pc = this.subscriber;
    await pc.setRemoteDescription({ type: 'offer', sdp });
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    must(await emitAck(this.socket, 'videocall_media_answer', { videocallId: this.callId, sdp: pc.localDescription!.sdp }), 'answer');
  }

  private count(pc: RTCPeerConnection, track: MediaStreamTrack): void {
    const transceiver = pc.getTransceivers().find((t) => t.receiver.tracks.includes(track));
    const mid = transceiver?.mid ?? '?';
    track.onReceiveRtp.subscribe((packet: RtpPacket) => {
      const info = this.tracks.find((t) => t.mid === mid);
      let got = this.received.get(mid);
      if (!got || (info && got.userId !== info.userId)) {
        got = {
          mid, userId: info?.userId ?? 0, kind: info?.kind ?? (track.kind as 'audio' | 'video'), source: info?.source ?? '?', packets: 0, frames: 0,
          keyframes: 0, width: null, height: null, ssrc: null, firstFrameAt: null, recent: [], newest: new Map(), payloadType: null,
        };
        this.received.set(mid, got);
      }
      got.packets += 1;
      got.ssrc = packet.header.ssrc;
      const now = performance.now();
      const { ssrc, timestamp, payloadType, marker } = packet.header;
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
        if (marker) got.firstFrameAt ??= now;
      }
      if (got.kind === 'video' && payloadType === got.payloadType && packet.payload.length > 0) {
        const vp8 = Vp8RtpPayload.deSerialize(packet.payload);
        if (vp8.isPartitionHead && vp8.pid === 0) {
          const size = vp8Size(vp8.payload);
          if (size) {
            got.keyframes += 1;
            got.width = size.width;
            got.height = size.height;
          }
        }
      }
      if (newFrame) {
        got.frames += 1;
        if (got.kind === 'audio') got.firstFrameAt ??= now;
        got.recent.push(now);
        while (got.recent.length > 0 && now - got.recent[0]! > 3000) got.recent.shift();
      }
    });
  }

  /** What arrived of one person's camera (or audio). */
  from(userId: number, kind: 'audio' | 'video' = 'video'): ReceivedTrack | undefined {
    return [...this.received.values()].find((t) => t.userId === userId && t.kind === kind && (kind === 'audio' || t.source === 'camera'));
  }

  /** Frames per second of a received track over the last seconds. */
  static fps(track: ReceivedTrack): number {
    const r = track.recent;
    if (r.length < 2) return 0;
    return ((r.length - 1) * 1000) / (r[r.length - 1]! - r[0]!);
  }

  private trickle(pc: RTCPeerConnection, which: MediaPc): void {
    pc.onIceCandidate.subscribe((candidate) => {
      if (!candidate || this.callId === null) return;
      const init: IceCandidate = { candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? null, sdpMLineIndex: candidate.sdpMLineIndex ?? null };
      this.socket.emit('videocall_media_ice', { videocallId: this.callId, pc: which, candidate: init });
    });
  }

  async close(): Promise<void> {
    if (this.sending) clearInterval(this.sending);
    this.sending = null;
    await Promise.allSettled([this.publisher?.close(), this.subscriber?.close()]);
    this.publisher = null;
    this.subscriber = null;
  }
}

async function waitConnected(pc: RTCPeerConnection, ms = 10_000): Promise<void> {
  if (pc.connectionState === 'connected') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`peer connection not connected within ${ms} ms (${pc.connectionState})`)), ms);
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/** Waits until `check` holds (polling every 50 ms), or fails naming `what`. */
export async function until(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
