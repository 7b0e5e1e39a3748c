import { simulcastRids, type IceCandidate, type SimulcastRid } from '@foyer/contracts';
import {
  PictureLossIndication,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtcpPayloadSpecificFeedback,
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
  type RTCRtpTransceiver,
} from 'werift';
import { fixtureFps, type MediaFixture } from './fixture';
import { FixtureLoop } from './rtp-loop';

const ridExtension = 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id';
const midExtension = 'urn:ietf:params:rtp-hdrext:sdes:mid';

/** A werift peer connection as a browser would build it for a call (VP8 + Opus, max-bundle, simulcast extensions). */
export function clientPeer(): RTCPeerConnection {
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

/** How a publisher reaches the media server: through our signalling (a test's socket) or a media session in process. */
export interface PublishSignal {
  /** Sends the offer of the camera peer connection; answers the server's SDP answer. */
  publish(offerSdp: string): Promise<string>;
  /** A trickled candidate of ours. */
  ice(candidate: IceCandidate): void;
}

/**
 * A camera and microphone that play a fixture in a loop (tests, benches, the demo's speakers): publishes Opus
 * and the VP8 simulcast (q/h/f, or one layer) on one peer connection the way a browser does, then sends a
 * frame every 1/24 s with ever-growing sequence numbers and timestamps (`FixtureLoop`). A keyframe request
 * (PLI) of a layer is answered with that layer's next keyframe at once, as a browser's encoder does. With
 * `screen`, it is a screen share instead: one video layer and no microphone.
 */
export class FixturePublisher {
  readonly pc = clientPeer();
  /** Video frames sent so far (a starved event loop sends fewer than 24 a second). */
  framesSent = 0;
  /** Keyframe requests (PLI) the media server sent this publisher's video. */
  keyframeRequests = 0;
  /** Video frames sent per simulcast layer (a paused or dropped layer sends none). */
  readonly layerFramesSent: Record<SimulcastRid, number> = { q: 0, h: 0, f: 0 };
  /** Layers the media server told this camera to pause (`videocall_media_layers`, decision 0058). */
  readonly paused = new Set<SimulcastRid>();
  private loop: FixtureLoop | null = null;
  private sending: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly fixture: MediaFixture,
    private readonly simulcast = true,
    /** Layers this publisher "drops" (stops sending), as a poor uplink would; the caller may change it. */
    readonly dropped = new Set<SimulcastRid>(),
    private readonly screen = false,
  ) {}

  async start(signal: PublishSignal): Promise<void> {
    const pc = this.pc;
    const audio = this.screen ? null : pc.addTransceiver('audio', { direction: 'sendonly' });
    const video = pc.addTransceiver('video', {
      direction: 'sendonly',
      ...(this.layered ? { simulcast: simulcastRids.map((rid) => ({ rid, direction: 'send' as const })) } : {}),
    });
    pc.onIceCandidate.subscribe((candidate) => {
      if (candidate && !this.closed) signal.ice({ candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? null, sdpMLineIndex: candidate.sdpMLineIndex ?? null });
    });
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await signal.publish(pc.localDescription!.sdp);
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });
    await waitConnected(pc);
    if (!this.closed) this.send(audio, video);
  }

  /** Simulcast layers (a screen share sends one). */
  private get layered(): boolean {
    return this.simulcast && !this.screen;
  }

  private send(audio: RTCRtpTransceiver | null, video: RTCRtpTransceiver): void {
    const extId = (uri: string) => video.headerExtensions.find((e) => e.uri === uri)?.id;
    const midId = extId(midExtension);
    const ridId = extId(ridExtension);
    const payloadType = video.codecs[0]?.payloadType ?? 96;
    // The layers the fixture has (the demo's speakers send q and h only).
    const rids: SimulcastRid[] = this.layered ? simulcastRids.filter((rid) => this.fixture.layers[rid].length > 0) : ['f'];
    // One layer goes on the SSRC the offer signals, as a browser sends it; simulcast layers are told apart by rid.
    const ssrcs = new Map(rids.map((rid, i) => [rid, this.layered ? (video.sender.ssrc + 1000 + i) >>> 0 : video.sender.ssrc]));
    const loop = new FixtureLoop(this.fixture, rids);
    this.loop = loop;
    video.dtlsTransport.onRtcp.subscribe((rtcp) => {
      if (rtcp.type !== RtcpPayloadSpecificFeedback.type) return;
      const feedback = (rtcp as RtcpPayloadSpecificFeedback).feedback;
      if (feedback.count !== PictureLossIndication.count) return;
      const rid = rids.find((r) => ssrcs.get(r) === feedback.mediaSsrc);
      if (!rid) return;
      this.keyframeRequests += 1;
      loop.requestKeyframe(rid);
    });
    this.sending = setInterval(() => {
      const tick = loop.next();
      this.framesSent += 1;
      for (const p of audio ? tick.audio : []) {
        audio!.sender.sendRtp(new RtpPacket(new RtpHeader({ sequenceNumber: p.sequenceNumber, timestamp: p.timestamp }), p.payload)).catch(() => undefined);
      }
      for (const { rid, packets } of tick.video) {
        if (this.dropped.has(rid) || this.paused.has(rid)) continue;
        this.layerFramesSent[rid] += 1;
        const extensions = [
          ...(midId ? [{ id: midId, payload: serializeSdesMid(video.mid ?? '1') }] : []),
          ...(ridId && this.layered ? [{ id: ridId, payload: serializeSdesRTPStreamID(rid) }] : []),
        ];
        for (const p of packets) {
          const header = new RtpHeader({
            payloadType, ssrc: ssrcs.get(rid)!, sequenceNumber: p.sequenceNumber, timestamp: p.timestamp, marker: p.marker,
            extension: extensions.length > 0, extensions,
          });
          video.dtlsTransport.sendRtp(p.payload, header).catch(() => undefined);
        }
      }
    }, 1000 / fixtureFps);
    this.sending.unref();
  }

  /**
   * Sends only these simulcast layers from now on, as a browser does with `encodings[i].active`: the others
   * are paused, and a resumed one starts again at a keyframe (an encoder's re-enabled stream begins with one).
   */
  setActive(active: readonly SimulcastRid[]): void {
    for (const rid of simulcastRids) {
      if (!active.includes(rid)) this.paused.add(rid);
      else if (this.paused.delete(rid)) this.loop?.requestKeyframe(rid);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.sending) clearInterval(this.sending);
    this.sending = null;
    await this.pc.close();
  }
}

export async function waitConnected(pc: RTCPeerConnection, ms = 20_000): Promise<void> {
  if (pc.connectionState === 'connected') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`peer connection not connected within ${ms} ms (${pc.connectionState})`)), ms);
    const { unSubscribe } = pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') {
        clearTimeout(timer);
        unSubscribe();
        resolve();
      }
    });
  });
}
