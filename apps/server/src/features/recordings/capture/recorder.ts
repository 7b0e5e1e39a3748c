import fs from 'node:fs';
import path from 'node:path';
import { Vp8RtpPayload } from 'werift';
import type { CallTapSink, TappedPacket, TappedTrack } from '../../videocalls';
import { ivfFrame, ivfHeader, oggPage, opusHeaders, opusSamples, vp8KeyframeSize } from './containers';

/** One tapped track on disk: where it starts in the recording (ms after the start). */
export interface RecordedSegment {
  userId: number;
  kind: 'audio' | 'video';
  file: string;
  offsetMs: number;
}

/** Forward difference of two 32-bit RTP timestamps (wraps around). */
const tsDiff = (a: number, b: number) => (a - b) | 0;

/**
 * Receives a call's tapped packets (`MediaBackend.tapCall`) and writes each track to its own file in `dir`:
 * VP8 frames into IVF, Opus into Ogg, each with the moment it started, for `composeRecording` to lay out.
 */
export class CallRecorder implements CallTapSink {
  readonly startedAt: number;
  private readonly writers = new Map<string, VideoWriter | AudioWriter>();
  private readonly done: TrackWriter[] = [];
  private count = 0;

  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.startedAt = now();
  }

  packet(track: TappedTrack, packet: TappedPacket): void {
    let writer = this.writers.get(track.id);
    if (!writer) {
      this.count += 1;
      const file = path.join(this.dir, `${this.count}-${track.userId}.${track.kind === 'video' ? 'ivf' : 'ogg'}`);
      writer = track.kind === 'video' ? new VideoWriter(track, file) : new AudioWriter(track, file);
      this.writers.set(track.id, writer);
    }
    writer.packet(packet, this.now() - this.startedAt);
  }

  ended(track: TappedTrack): void {
    const writer = this.writers.get(track.id);
    if (!writer) return;
    this.writers.delete(track.id);
    this.done.push(writer);
  }

  /** Closes every file; answers the segments that hold media and the recording's length. */
  async finish(): Promise<{ segments: RecordedSegment[]; durationMs: number }> {
    const durationMs = this.now() - this.startedAt;
    const all = [...this.done, ...this.writers.values()];
    this.writers.clear();
    await Promise.all(all.map((w) => w.close()));
    const segments = all.flatMap((w) => (w.offsetMs === null ? [] : [{ userId: w.track.userId, kind: w.track.kind, file: w.file, offsetMs: w.offsetMs }]));
    return { segments, durationMs };
  }
}

abstract class TrackWriter {
  /** When the file's first sample came (ms after the recording's start); null while nothing was written. */
  offsetMs: number | null = null;
  protected out: fs.WriteStream | null = null;

  constructor(
    readonly track: TappedTrack,
    readonly file: string,
  ) {}

  protected write(data: Buffer): void {
    this.out ??= fs.createWriteStream(this.file);
    this.out.write(data);
  }

  close(): Promise<void> {
    const out = this.out;
    if (!out) return Promise.resolve();
    return new Promise((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }

  abstract packet(packet: TappedPacket, atMs: number): void;
}

/** VP8 frames reassembled from RTP; a frame with a lost packet and what follows it are dropped until the next keyframe. */
class VideoWriter extends TrackWriter {
  private parts: Buffer[] = [];
  private frameTs = 0;
  private frameKey = false;
  private broken = false;
  private waitingKeyframe = true;
  private lastSeq: number | null = null;
  /** Maps RTP time to file time: restarted at every layer switch. */
  private anchor: { ts: number; ms: number } | null = null;
  private lastPts = -1;

  packet(packet: TappedPacket, atMs: number): void {
    if (packet.restart) {
      this.flush(atMs);
      this.anchor = null;
    } else if (this.lastSeq !== null && packet.sequenceNumber !== ((this.lastSeq + 1) & 0xffff)) {
      this.broken = true;
    }
    this.lastSeq = packet.sequenceNumber;
    if (this.parts.length > 0 && packet.timestamp !== this.frameTs) this.flush(atMs);
    if (packet.payload.length === 0) return;
    if (this.parts.length === 0) {
      this.frameTs = packet.timestamp;
      this.frameKey = packet.keyframe;
    }
    this.parts.push(Vp8RtpPayload.deSerialize(packet.payload).payload);
    if (packet.marker) this.flush(atMs);
  }

  private flush(atMs: number): void {
    if (this.parts.length === 0) return;
    const frame = Buffer.concat(this.parts);
    const { frameKey, broken } = this;
    this.parts = [];
    this.broken = false;
    if (broken) {
      this.waitingKeyframe = true;
      this.track.requestKeyframe();
      return;
    }
    if (this.waitingKeyframe && !frameKey) return;
    this.waitingKeyframe = false;
    if (this.offsetMs === null) {
      const size = vp8KeyframeSize(frame) ?? { width: 640, height: 360 };
      this.offsetMs = atMs;
      this.write(ivfHeader(size.width, size.height));
    }
    this.anchor ??= { ts: this.frameTs, ms: atMs - this.offsetMs };
    const pts = Math.max(this.lastPts + 1, Math.round(this.anchor.ms + tsDiff(this.frameTs, this.anchor.ts) / 90));
    this.lastPts = pts;
    this.write(ivfFrame(frame, pts));
  }
}

/** Opus packets, one per Ogg page, the granule following the RTP timestamps (48 kHz both). */
class AudioWriter extends TrackWriter {
  private readonly serial = Math.floor(Math.random() * 0xffffffff);
  private pages = 0;
  private firstTs = 0;
  private lastGranule = -1n;

  packet(packet: TappedPacket, atMs: number): void {
    if (packet.payload.length === 0) return;
    if (this.offsetMs === null) {
      this.offsetMs = atMs;
      this.firstTs = packet.timestamp;
      const [head, tags] = opusHeaders();
      this.page(head, 0n, 2);
      this.page(tags, 0n);
    }
    const granule = BigInt(tsDiff(packet.timestamp, this.firstTs) + opusSamples(packet.payload));
    // A repeated or late packet: its time has passed.
    if (granule <= this.lastGranule) return;
    this.lastGranule = granule;
    this.page(packet.payload, granule);
  }

  private page(data: Buffer, granule: bigint, flags = 0): void {
    this.write(oggPage(data, granule, this.serial, this.pages, flags));
    this.pages += 1;
  }
}
