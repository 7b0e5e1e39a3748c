import type { RtpPacket } from 'werift';
import type { CallTap, CallTapSink, TappedTrack } from '../backend';
import { isKeyframeStart } from './output';
import { pickLayer, type LayerKey, type PublishedTrack } from './published';

/** The camera layer a recording takes: the middle one (640x360), or what flows nearest to it. */
export const tapLayer = 'h' satisfies LayerKey;
/** How often the taken layer is re-decided and, while no keyframe came, a keyframe asked for. */
const recheckMs = 500;

/**
 * A receive-only listener to one call of the werift SFU (`MediaBackend.tapCall`): it follows the room's
 * published microphones and cameras and hands their packets to the sink, one camera layer at a time.
 */
export class WeriftTap implements CallTap {
  private readonly following = new Map<string, TrackTap>();
  private stopped = false;

  constructor(
    private readonly sink: CallTapSink,
    private readonly onStop: (tap: WeriftTap) => void,
  ) {}

  /** The room's published tracks now: new ones are listened to, gone ones ended. */
  follow(tracks: PublishedTrack[]): void {
    if (this.stopped) return;
    const wanted = new Map(tracks.filter((t) => t.source !== 'screen').map((t) => [t.id, t]));
    for (const [id, tap] of this.following) {
      if (wanted.get(id) === tap.published) continue;
      tap.close();
      this.following.delete(id);
      this.sink.ended(tap.track);
    }
    for (const [id, published] of wanted) {
      if (!this.following.has(id)) this.following.set(id, new TrackTap(published, this.sink));
    }
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const tap of this.following.values()) tap.close();
    this.following.clear();
    this.onStop(this);
  }
}

class TrackTap {
  readonly track: TappedTrack;
  private current: LayerKey | null = null;
  private target: LayerKey | null = null;
  private checkedAt = 0;
  private readonly stopListening: () => void;

  constructor(
    readonly published: PublishedTrack,
    private readonly sink: CallTapSink,
  ) {
    this.track = {
      id: published.id,
      userId: published.userId,
      kind: published.kind,
      requestKeyframe: () => {
        const layer = this.current ?? this.target;
        if (layer !== null) published.requestKeyframe(layer);
      },
    };
    this.stopListening = published.listen((rid, packet) => this.onPacket(rid, packet));
  }

  private onPacket(rid: LayerKey, packet: RtpPacket): void {
    if (this.published.kind === 'audio') {
      this.emit(packet, false, false);
      return;
    }
    const now = Date.now();
    if (now - this.checkedAt >= recheckMs) {
      this.checkedAt = now;
      this.retarget();
    }
    let restart = false;
    if (rid === this.target && isKeyframeStart(packet)) {
      restart = this.current !== null;
      this.current = rid;
      this.target = null;
    }
    if (rid === this.current) this.emit(packet, isKeyframeStart(packet), restart);
  }

  private retarget(): void {
    const flowing = this.published.flowing();
    const choice = pickLayer(tapLayer, flowing.length > 0 ? flowing : [...this.published.layers.keys()]);
    if (choice === null || choice === this.current) {
      this.target = null;
      return;
    }
    this.target = choice;
    this.published.requestKeyframe(choice);
  }

  private emit(packet: RtpPacket, keyframe: boolean, restart: boolean): void {
    const { timestamp, sequenceNumber, marker } = packet.header;
    this.sink.packet(this.track, { payload: packet.payload, timestamp, sequenceNumber, marker, keyframe, restart });
  }

  close(): void {
    this.stopListening();
  }
}
