import { describe, expect, it } from 'vitest';
import { fixtureFps, type MediaFixture } from './fixture';
import { FixtureLoop, loopMtu, type LoopPacket } from './rtp-loop';

/** A fixture of 6 frames per layer; the `h` frames span three packets, the others one. */
const fixture: MediaFixture = {
  layers: {
    q: Array.from({ length: 6 }, (_, i) => Buffer.alloc(100, i)),
    h: Array.from({ length: 6 }, (_, i) => Buffer.alloc(loopMtu * 2 + 10, i)),
    f: Array.from({ length: 6 }, (_, i) => Buffer.alloc(loopMtu + 1, i)),
  },
  opus: Array.from({ length: 5 }, (_, i) => Buffer.from([i])),
};

/** How far each value is ahead of the one before, in the counter's modulus. */
function steps(values: number[], modulus: number): number[] {
  return values.slice(1).map((v, i) => (v - values[i]! + modulus) % modulus);
}

describe('FixtureLoop', () => {
  it('keeps sequence numbers and timestamps growing across loops and across their wrap', () => {
    const loop = new FixtureLoop(fixture, ['q', 'h', 'f'], {
      audioSequence: 0xfff0, audioTimestamp: 0xffffffff - 2000, videoTimestamp: 0xffffffff - 10_000, videoSequence: { q: 0xfffe, h: 0xfff8, f: 0xffff },
    });
    const ticks = Array.from({ length: 30 }, () => loop.next()); // five passes of the six frames
    expect(ticks.map((t) => t.frame)).toEqual(Array.from({ length: 30 }, (_, i) => i % 6));

    for (const rid of ['q', 'h', 'f'] as const) {
      const packets: LoopPacket[] = ticks.flatMap((t) => t.video.find((v) => v.rid === rid)!.packets);
      expect(new Set(steps(packets.map((p) => p.sequenceNumber), 0x10000))).toEqual(new Set([1]));
      // Every frame's packets share its timestamp, one frame later than the one before; the last packet has the marker.
      const frames = ticks.map((t) => t.video.find((v) => v.rid === rid)!.packets);
      expect(new Set(steps(frames.map((f) => f[0]!.timestamp), 0x100000000))).toEqual(new Set([90_000 / fixtureFps]));
      for (const f of frames) {
        expect(new Set(f.map((p) => p.timestamp)).size).toBe(1);
        expect(f.map((p) => p.marker)).toEqual(f.map((_, i) => i === f.length - 1));
        expect(f.map((p) => p.payload[0])).toEqual(f.map((_, i) => (i === 0 ? 0x10 : 0x00)));
      }
    }
    // The h layer's frames are three packets each: the wrap of its 16-bit counter happened inside the run.
    expect(ticks[0]!.video.find((v) => v.rid === 'h')!.packets).toHaveLength(3);

    const audio = ticks.flatMap((t) => t.audio);
    expect(new Set(steps(audio.map((p) => p.sequenceNumber), 0x10000))).toEqual(new Set([1]));
    expect(new Set(steps(audio.map((p) => p.timestamp), 0x100000000))).toEqual(new Set([960]));
    // Real time: 30 frames at 24 fps are 1.25 s, 62 whole Opus packets of 20 ms.
    expect(audio).toHaveLength(Math.floor((30 * 1000) / fixtureFps / 20));
    expect(audio.map((p) => p.payload[0])).toEqual(audio.map((_, i) => i % 5));
  });

  it('starts every pass with the fixture\'s first frame and sends only the layers asked for', () => {
    const loop = new FixtureLoop(fixture, ['q']);
    const ticks = Array.from({ length: 13 }, () => loop.next());
    expect(ticks.every((t) => t.video.length === 1 && t.video[0]!.rid === 'q')).toBe(true);
    expect(ticks.filter((t) => t.frame === 0)).toHaveLength(3);
    expect(ticks[6]!.video[0]!.packets[0]!.payload.subarray(1)).toEqual(fixture.layers.q[0]);
  });

  it("answers a keyframe request of one layer with that layer's next keyframe, timestamps and sequence going on", () => {
    // A VP8 keyframe's first bytes: frame tag (bit 0 clear), start code 9d 01 2a, width and height.
    const key = Buffer.from([0x10, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xb4, 0x00]);
    const delta = Buffer.from([0x11, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const gop: MediaFixture = {
      layers: { q: [key, delta, delta, delta, key, delta], h: [key, delta, delta, delta, key, delta], f: [] },
      opus: [Buffer.from([0])],
    };
    const loop = new FixtureLoop(gop, ['q', 'h']);
    const sent = (tick: ReturnType<FixtureLoop['next']>, rid: 'q' | 'h') => tick.video.find((v) => v.rid === rid)!.packets;
    const ticks = [loop.next(), loop.next()]; // frames 0 and 1
    loop.requestKeyframe('h');
    ticks.push(loop.next(), loop.next()); // q: frames 2, 3; h: the keyframe at 4, then 5
    expect(sent(ticks[2]!, 'h')[0]!.payload.subarray(1)).toEqual(key);
    expect(sent(ticks[2]!, 'q')[0]!.payload.subarray(1)).toEqual(delta);
    expect(sent(ticks[3]!, 'h')[0]!.payload.subarray(1)).toEqual(delta);
    const h = ticks.map((t) => sent(t, 'h')[0]!);
    expect(new Set(steps(h.map((p) => p.sequenceNumber), 0x10000))).toEqual(new Set([1]));
    expect(new Set(steps(h.map((p) => p.timestamp), 0x100000000))).toEqual(new Set([90_000 / fixtureFps]));
    // A layer without keyframes (here none in the fixture) is left as it is.
    loop.requestKeyframe('f');
    expect(loop.next().video.map((v) => v.rid)).toEqual(['q', 'h']);
  });
});
