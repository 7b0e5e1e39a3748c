import { Vp8RtpPayload, type RtpHeader, type RtpPacket, type RTCRtpSender, type RTCRtpTransceiver } from 'werift';
import { forwardCopy, pickLayer, type LayerKey, type PublishedTrack } from './published';
import { guardResends } from './resend-guard';

/** A failed send is a lost packet (NACK and PLI repair it): one shared handler, not a closure per packet. */
const ignore = () => undefined;

/** The first packet of a VP8 keyframe: a decoder can start (or switch layers) there. */
export function isKeyframeStart(packet: RtpPacket): boolean {
  if (packet.payload.length === 0) return false;
  const vp8 = Vp8RtpPayload.deSerialize(packet.payload);
  return vp8.isPartitionHead && vp8.pid === 0 && vp8.isKeyframe;
}

/** The fields of werift's sender that `replaceRTP` sets (private in its types). */
interface SenderOffsets {
  sequenceNumber?: number;
  seqOffset: number;
  timestampOffset: number;
}

/**
 * Continues a subscriber's stream at a layer switch: the new layer's packet follows the last one sent
 * (sequence number + 1), its timestamp the last one's plus the time since in 90 kHz ticks. werift's own
 * `replaceRTP(header, true)` adds its discontinuity to the 32-bit timestamp offset in 16-bit arithmetic, which
 * threw the timestamps back by up to 2^32 ticks about every other switch: a browser then dropped the new
 * layer's frames as older than the last it showed and asked for keyframes without end (a frozen tile).
 */
export function continueAt(sender: RTCRtpSender, header: Pick<RtpHeader, 'sequenceNumber' | 'timestamp'>, sinceLastMs: number): void {
  sender.replaceRTP(header);
  const offsets = sender as unknown as SenderOffsets;
  if (offsets.sequenceNumber === undefined) return;
  offsets.seqOffset = (offsets.seqOffset + 1) & 0xffff;
  offsets.timestampOffset = (offsets.timestampOffset + Math.max(1, Math.round(sinceLastMs * 90))) >>> 0;
}

/**
 * One published track sent to one subscriber on one m-line of its subscribe peer connection. Video is
 * switched between simulcast layers only at a keyframe of the new layer (asked for with a PLI), with
 * sequence numbers and timestamps rewritten (`replaceRTP`) so the browser sees one continuous stream.
 */
export class Output {
  /** The layer forwarded now (null: waiting for a first keyframe). */
  current: LayerKey | null = null;
  /** The layer the tile size asks for. */
  wanted: LayerKey;
  private target: LayerKey | null = null;
  /**
   * The subscriber can receive this m-line: its answer is in and the connection is up. Until then nothing
   * is forwarded, so the first keyframe is not spent on a browser that cannot take it yet.
   */
  private live = false;
  /** When the last packet went to the subscriber (a switch continues its timestamps from there). */
  private lastSentAt = 0;
  private readonly stopListening: () => void;
  private readonly stopPli: () => void;

  constructor(
    readonly track: PublishedTrack,
    readonly transceiver: RTCRtpTransceiver,
    wanted: LayerKey,
  ) {
    this.wanted = wanted;
    guardResends(transceiver.sender);
    this.stopListening = track.listen((rid, packet, back) => this.onPacket(rid, packet, back));
    // The subscriber lost a picture: ask the publisher for a keyframe of the layer it gets.
    const pli = transceiver.sender.onPictureLossIndication.subscribe(() => {
      if (this.current !== null) track.requestKeyframe(this.current);
    });
    this.stopPli = () => pli.unSubscribe();
    this.retarget();
  }

  get mid(): string | null {
    return this.transceiver.mid;
  }

  /** The subscriber can take packets now: forwarding begins with a keyframe asked for at once. */
  start(): void {
    if (this.live) return;
    this.live = true;
    this.retarget();
  }

  /**
   * Re-decides the layer from what is wanted and what flows; asks for a keyframe when a switch is due, unless
   * one of that layer is arriving now (`keyframeOf`).
   */
  retarget(keyframeOf: LayerKey | null = null): void {
    if (this.track.kind === 'audio' || !this.live) return;
    const flowing = this.track.flowing();
    const layers = [...this.track.layers.keys()];
    const choice = pickLayer(this.wanted, flowing.length > 0 ? flowing : layers);
    if (choice === null) return;
    if (choice === this.current) {
      this.target = null;
      return;
    }
    this.target = choice;
    if (choice !== keyframeOf) this.track.requestKeyframe(choice);
  }

  private onPacket(rid: LayerKey, packet: RtpPacket, back: boolean): void {
    if (!this.live) return;
    const sender = this.transceiver.sender;
    if (this.track.kind === 'audio') {
      this.send(packet);
      return;
    }
    // A layer came back (resumed by its publisher, or its uplink recovered): switch up from here when it is the
    // one to forward, rather than at the next tick. A resumed layer starts with a keyframe of its own.
    if (back && rid !== this.current && rid !== this.target) this.retarget(isKeyframeStart(packet) ? rid : null);
    if (rid === this.target && isKeyframeStart(packet)) {
      // Continue the subscriber's sequence and timestamps from the new layer's keyframe on.
      const now = performance.now();
      continueAt(sender, packet.header, now - this.lastSentAt);
      this.current = rid;
      this.target = null;
    }
    if (rid === this.current) this.send(packet);
  }

  private send(packet: RtpPacket): void {
    this.lastSentAt = performance.now();
    this.transceiver.sender.sendRtp(forwardCopy(packet)).catch(ignore);
  }

  close(): void {
    this.stopListening();
    this.stopPli();
  }
}
