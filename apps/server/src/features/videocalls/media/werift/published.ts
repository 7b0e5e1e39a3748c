import type { MediaSource, SimulcastRid } from '@foyer/contracts';
import type { MediaStreamTrack, RTCRtpReceiver, RtpPacket } from 'werift';

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
}

type PacketListener = (rid: LayerKey, packet: RtpPacket) => void;

/**
 * One published track in a call: a microphone, a camera (up to three simulcast layers) or a screen share.
 * Subscribers listen to its packets; it asks its publisher for keyframes on their behalf.
 */
export class PublishedTrack {
  readonly id: string;
  readonly layers = new Map<LayerKey, Layer>();
  private readonly listeners = new Set<PacketListener>();

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
    const layer: Layer = { rid, ssrc: track.ssrc, lastPacketAt: 0, lastPliAt: 0 };
    this.layers.set(rid, layer);
    track.onReceiveRtp.subscribe((packet) => {
      layer.ssrc = packet.header.ssrc;
      layer.lastPacketAt = Date.now();
      for (const listener of this.listeners) listener(rid, packet);
    });
  }

  listen(listener: PacketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Layers that received a packet lately, smallest first. */
  flowing(now = Date.now()): LayerKey[] {
    return [...this.layers.values()].filter((l) => now - l.lastPacketAt < layerStaleMs).map((l) => l.rid).sort(byLayer);
  }

  requestKeyframe(rid: LayerKey): void {
    const layer = this.layers.get(rid);
    const now = Date.now();
    if (!layer?.ssrc || now - layer.lastPliAt < pliSpacingMs) return;
    layer.lastPliAt = now;
    this.receiver.sendRtcpPLI(layer.ssrc).catch(() => undefined);
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

/** A copy to send on: the published packet is shared by every subscriber, and its header extensions are the publisher's. */
export function forwardCopy(packet: RtpPacket): RtpPacket {
  const copy = packet.clone();
  copy.header.extensions = [];
  copy.header.extension = false;
  return copy;
}
