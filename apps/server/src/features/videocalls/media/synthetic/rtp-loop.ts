import type { SimulcastRid } from '@foyer/contracts';
import { fixtureFps, vp8Size, type MediaFixture } from './fixture';

/** Largest VP8 payload chunk per packet (well under any path MTU with SRTP and extensions). */
export const loopMtu = 1100;
/** Opus packets last 20 ms: 960 samples at 48 kHz. */
const opusSamples = 960;
const opusMs = 20;
const videoClock = 90_000;

export interface LoopPacket {
  sequenceNumber: number;
  timestamp: number;
  marker: boolean;
  payload: Buffer;
}

/** What one video frame's interval sends: its Opus packets and, per layer, the frame's packets. */
export interface LoopTick {
  audio: LoopPacket[];
  video: { rid: SimulcastRid; packets: LoopPacket[] }[];
  /** The fixture's frame this tick sent (0 starts the loop again, a keyframe), for a layer not moved by `requestKeyframe`. */
  frame: number;
}

export interface LoopStart {
  audioSequence: number;
  audioTimestamp: number;
  videoTimestamp: number;
  /** The sequence number before each layer's first packet. */
  videoSequence: Record<SimulcastRid, number>;
}

const random = (range: number) => Math.floor(Math.random() * range);

/**
 * Plays a fixture over and over as RTP the way a camera would: however often the loop starts again, sequence
 * numbers grow by one per packet (mod 2^16) and timestamps by one frame (mod 2^32) — a receiver that saw them
 * jump back would take the next loop for old packets. Audio keeps to real time (50 Opus packets a second)
 * beside 24 video frames. Pure: sending the packets is the caller's.
 */
export class FixtureLoop {
  private frameCount = 0;
  private audioSent = 0;
  private audioSequence: number;
  private audioTimestamp: number;
  private videoTimestamp: number;
  private readonly videoSequence: Record<SimulcastRid, number>;
  /** Frames each layer runs ahead of the loop's own count (a keyframe asked for moves its layer on to one). */
  private readonly ahead: Record<SimulcastRid, number> = { q: 0, h: 0, f: 0 };
  private readonly wanted = new Set<SimulcastRid>();
  private readonly keyframes: Record<SimulcastRid, number[]>;

  constructor(
    private readonly fixture: MediaFixture,
    private readonly rids: readonly SimulcastRid[],
    start: Partial<LoopStart> = {},
  ) {
    this.audioSequence = start.audioSequence ?? random(0x10000);
    this.audioTimestamp = start.audioTimestamp ?? random(0x100000000);
    this.videoTimestamp = start.videoTimestamp ?? random(0x100000000);
    this.videoSequence = start.videoSequence ?? { q: random(0x10000), h: random(0x10000), f: random(0x10000) };
    const keyframesOf = (rid: SimulcastRid) => fixture.layers[rid].flatMap((frame, at) => (vp8Size(frame) ? [at] : []));
    this.keyframes = { q: keyframesOf('q'), h: keyframesOf('h'), f: keyframesOf('f') };
  }

  /**
   * A receiver lost the picture (PLI): the layer's next frame is the fixture's next keyframe, as a browser's
   * encoder answers with a keyframe at once instead of leaving the viewer up to a keyframe interval in the dark.
   */
  requestKeyframe(rid: SimulcastRid): void {
    if (this.keyframes[rid].length > 0) this.wanted.add(rid);
  }

  /** Frames in one pass of the loop. */
  get length(): number {
    return this.fixture.layers[this.rids[0] ?? 'q'].length;
  }

  next(): LoopTick {
    const frame = this.frameCount % this.length;
    this.frameCount += 1;
    const audio: LoopPacket[] = [];
    const audioDue = Math.floor((this.frameCount * 1000) / fixtureFps / opusMs);
    while (this.audioSent < audioDue) {
      const payload = this.fixture.opus[this.audioSent % this.fixture.opus.length]!;
      this.audioSent += 1;
      this.audioSequence = (this.audioSequence + 1) & 0xffff;
      this.audioTimestamp = (this.audioTimestamp + opusSamples) >>> 0;
      audio.push({ sequenceNumber: this.audioSequence, timestamp: this.audioTimestamp, marker: false, payload });
    }
    this.videoTimestamp = (this.videoTimestamp + videoClock / fixtureFps) >>> 0;
    const video = this.rids.map((rid) => {
      let index = (frame + this.ahead[rid]) % this.length;
      if (this.wanted.delete(rid)) {
        const next = this.keyframes[rid].find((k) => k >= index) ?? this.keyframes[rid][0]!;
        this.ahead[rid] = (this.ahead[rid] + next - index + this.length) % this.length;
        index = next;
      }
      const data = this.fixture.layers[rid][index]!;
      const packets: LoopPacket[] = [];
      for (let at = 0; at < data.length; at += loopMtu) {
        this.videoSequence[rid] = (this.videoSequence[rid] + 1) & 0xffff;
        // VP8 payload descriptor: S (start of partition 0) on the frame's first packet.
        const payload = Buffer.concat([Buffer.from([at === 0 ? 0x10 : 0x00]), data.subarray(at, at + loopMtu)]);
        packets.push({ sequenceNumber: this.videoSequence[rid], timestamp: this.videoTimestamp, marker: at + loopMtu >= data.length, payload });
      }
      return { rid, packets };
    });
    return { audio, video, frame };
  }
}
