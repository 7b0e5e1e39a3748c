import { Vp8RtpPayload, type RtcpSrPacket, type RtpPacket, type RTCRtpTransceiver } from 'werift';
import { Forwarder } from './forwarder';
import { pickLayer, type LayerKey, type PublishedTrack } from './published';
import { guardResends } from './resend-guard';

/** The first packet of a VP8 keyframe: a decoder can start (or switch layers) there. */
export function isKeyframeStart(packet: RtpPacket): boolean {
  if (packet.payload.length === 0) return false;
  const vp8 = Vp8RtpPayload.deSerialize(packet.payload);
  return vp8.isPartitionHead && vp8.pid === 0 && vp8.isKeyframe;
}

/**
 * One published track sent to one subscriber on one m-line of its subscribe peer connection. Video is
 * switched between simulcast layers only at a keyframe of the new layer (asked for with a PLI), with
 * sequence numbers and timestamps rewritten (`Forwarder.continueAt`) so the browser sees one continuous stream.
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
  private readonly forwarder: Forwarder;
  private readonly stopListening: () => void;
  private readonly stopPli: () => void;

  constructor(
    readonly track: PublishedTrack,
    readonly transceiver: RTCRtpTransceiver,
    wanted: LayerKey,
  ) {
    this.wanted = wanted;
    guardResends(transceiver.sender);
    this.forwarder = new Forwarder(transceiver.sender);
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
    if (this.track.kind === 'audio') {
      this.send(packet);
      return;
    }
    // A layer came back (resumed by its publisher, or its uplink recovered): switch up from here when it is the
    // one to forward, rather than at the next tick. A resumed layer starts with a keyframe of its own.
    if (back && rid !== this.current && rid !== this.target) this.retarget(isKeyframeStart(packet) ? rid : null);
    if (rid === this.target && isKeyframeStart(packet)) {
      // Continue the subscriber's sequence and timestamps from the new layer's keyframe on.
      this.forwarder.continueAt(packet.header);
      this.current = rid;
      this.target = null;
    }
    if (rid === this.current) this.send(packet);
  }

  private send(packet: RtpPacket): void {
    this.forwarder.send(packet);
  }

  /** This output's sender report (null before its first packet): the session sends them together. */
  report(): RtcpSrPacket | null {
    return this.forwarder.report();
  }

  close(): void {
    this.stopListening();
    this.stopPli();
  }
}
