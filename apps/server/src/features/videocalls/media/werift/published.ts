import { simulcastRids, type MediaSource, type SimulcastRid } from '@foyer/contracts';
import type { MediaStreamTrack, RTCRtpReceiver, RtpPacket } from 'werift';
import { SendLayers } from '../send-layers';

/** A layer stops counting as flowing when nothing came for this long (the publisher's uplink dropped it). */
export const layerStaleMs = 1500;
/** Keyframe requests to one layer are spaced at least this far apart. */
const pliSpacingMs = 300;

/** `''` is a video without simulcast (a screen share, or a camera of a browser that sent one layer). */
export type LayerKey = SimulcastRid | '';

export interface Layer {
  rid: LayerKey;
  ssrc: number | undefined;
  lastPacketAt: number;
  lastPliAt: number;
  /** A keyframe request asked for within the spacing, sent when the spacing is over. */
  pliLater: NodeJS.Timeout | null;
  /** A keyframe request asked for before the layer's SSRC was known, sent with its first packet. */
  pliWanted: boolean;
}

/** `back`: the first packet of a layer after a gap (resumed, or its uplink came back): a switch to it may be due. */
type PacketListener = (rid: LayerKey, packet: RtpPacket, back: boolean) => void;

/**
 * One published track in a call: a microphone, a camera (up to three simulcast layers) or a screen share.
 * Subscribers listen to its packets; it asks its publisher for keyframes on their behalf.
 */
export class PublishedTrack {
  readonly id: string;
  readonly layers = new Map<LayerKey, Layer>();
  /** Layers its publisher was told to pause (decision 0058): not flowing, whatever still trickles in. */
  private readonly paused = new Set<LayerKey>();
  /** What the publisher is told to send (cameras in simulcast; `WeriftBackend` decides). */
  readonly sendLayers = new SendLayers();
  private readonly listeners = new Set<PacketListener>();
  private stopped = false;

  constructor(
    readonly userId: number,
    readonly sessionId: string,
    readonly source: MediaSource,
    readonly kind: 'audio' | 'video',
    private readonly receiver: RTCRtpReceiver,
  ) {
    this.id = `${sessionId}:${source}`;
  }

  /** Feeds a received werift track (one simulcast layer, or the whole audio/screen) into this published track. */
  attach(track: MediaStreamTrack): void {
    const rid = ((track.rid ?? '') as LayerKey);
    const layer: Layer = { rid, ssrc: track.ssrc, lastPacketAt: 0, lastPliAt: 0, pliLater: null, pliWanted: false };
    this.layers.set(rid, layer);
    track.onReceiveRtp.subscribe((packet) => {
      if (layer.ssrc !== packet.header.ssrc) {
        layer.ssrc = packet.header.ssrc;
        if (layer.pliWanted) {
          layer.pliWanted = false;
          this.requestKeyframe(rid);
        }
      }
      const now = Date.now();
      const back = now - layer.lastPacketAt >= layerStaleMs && !this.paused.has(rid);
      layer.lastPacketAt = now;
      for (const listener of this.listeners) listener(rid, packet, back);
    });
  }

  listen(listener: PacketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Layers that received a packet lately and are not paused, smallest first. */
  flowing(now = Date.now()): LayerKey[] {
    return [...this.layers.values()].filter((l) => now - l.lastPacketAt < layerStaleMs && !this.paused.has(l.rid)).map((l) => l.rid).sort(byLayer);
  }

  /** Whether this is a camera sending simulcast layers (the ones that can be paused). */
  get simulcast(): boolean {
    return this.source === 'camera' && [...this.layers.keys()].some((rid) => rid !== '');
  }

  /**
   * The layers the publisher now sends: the others count as not flowing at once. A resumed layer counts again
   * from its next packet (its first after the gap is `back`, so outputs waiting for it switch there).
   */
  setActive(active: readonly LayerKey[]): void {
    for (const rid of simulcastRids) {
      if (!active.includes(rid)) this.paused.add(rid);
      else if (this.paused.delete(rid)) {
        const layer = this.layers.get(rid);
        if (layer) layer.lastPacketAt = 0;
      }
    }
  }

  /**
   * Asks the publisher for a keyframe of one layer. Requests are spaced; one that comes within the spacing
   * is sent when it is over rather than dropped: the keyframe of the earlier request may have gone by before
   * the subscriber that asks now could take it.
   */
  requestKeyframe(rid: LayerKey): void {
    const layer = this.layers.get(rid);
    if (!layer || layer.pliLater) return;
    if (!layer.ssrc) {
      layer.pliWanted = true;
      return;
    }
    const wait = layer.lastPliAt + pliSpacingMs - Date.now();
    if (wait > 0) {
      layer.pliLater = setTimeout(() => {
        layer.pliLater = null;
        if (!this.stopped) this.sendPli(layer);
      }, wait);
      layer.pliLater.unref();
      return;
    }
    this.sendPli(layer);
  }

  private sendPli(layer: Layer): void {
    if (!layer.ssrc) return;
    layer.lastPliAt = Date.now();
    this.receiver.sendRtcpPLI(layer.ssrc).catch(() => undefined);
  }

  /** The publication ended: no keyframe request goes out any more. */
  stop(): void {
    this.stopped = true;
    for (const layer of this.layers.values()) {
      if (layer.pliLater) clearTimeout(layer.pliLater);
      layer.pliLater = null;
    }
  }
}

const order: Record<LayerKey, number> = { '': 1, q: 0, h: 1, f: 2 };
export const byLayer = (a: LayerKey, b: LayerKey) => order[a] - order[b];

/**
 * The layer to forward: the wanted one if it flows, else the best flowing below it, else the smallest
 * flowing above it (a publisher whose uplink dropped layers is shown in what still arrives rather than frozen).
 * Null while nothing flows.
 */
export function pickLayer(wanted: LayerKey, flowing: LayerKey[]): LayerKey | null {
  if (flowing.length === 0) return null;
  if (flowing.includes(wanted)) return wanted;
  const below = flowing.filter((rid) => order[rid] < order[wanted]);
  if (below.length > 0) return below[below.length - 1]!;
  return flowing[0]!;
}
