import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SimulcastRid } from '@foyer/contracts';
import { runProgram } from '../../../../platform/programs';

/** Frames per second of the camera fixture, and a keyframe every this many frames. */
export const fixtureFps = 24;
export const fixtureKeyframeEvery = 12;

/** The three simulcast layers a browser sends for a 1280x720 camera (scaleResolutionDownBy 4, 2, 1). */
export const layerSizes: Record<SimulcastRid, { width: number; height: number; bitrate: string }> = {
  q: { width: 320, height: 180, bitrate: '150k' },
  h: { width: 640, height: 360, bitrate: '500k' },
  f: { width: 1280, height: 720, bitrate: '1200k' },
};

export interface MediaFixture {
  /**
   * VP8 frames of each layer (the same picture at three sizes, keyframes at the same indices, the first one a
   * keyframe); a layer not made is empty.
   */
  layers: Record<SimulcastRid, Buffer[]>;
  /** Opus packets of 20 ms. */
  opus: Buffer[];
}

export interface FixtureOptions {
  /** Where the encoded files are kept (made once, never committed). */
  cacheDir: string;
  /** An ffmpeg lavfi video source without its size and rate (`testsrc`, `mandelbrot`, `life=mold=10`). */
  picture?: string;
  /** An ffmpeg lavfi audio source for the microphone (a 440 Hz tone; `anullsrc=r=48000:cl=mono` is silence). */
  sound?: string;
  /** The simulcast layers to make (all three by default); the others are left empty and never sent. */
  layers?: readonly SimulcastRid[];
  /** Length of the loop; a whole number of keyframe intervals keeps the loop's first frame a keyframe. */
  seconds?: number;
}

/**
 * A moving test picture as VP8 at the three layer sizes and a tone as Opus, made with Debian `ffmpeg` on first
 * use and kept in `cacheDir` (the files' names carry a hash of the ffmpeg arguments). One ffmpeg run draws the
 * picture once at the mid size and scales it to the three layers (drawing 720p itself costs many times more).
 */
export async function makeMediaFixture(options: FixtureOptions): Promise<MediaFixture> {
  const { cacheDir, picture = 'testsrc', sound = 'sine=frequency=440:sample_rate=48000', seconds = 2 } = options;
  fs.mkdirSync(cacheDir, { recursive: true });
  const rids = options.layers ?? (Object.keys(layerSizes) as SimulcastRid[]);
  const separator = picture.includes('=') ? ':' : '=';
  const draw = layerSizes.h;
  const split = `[0:v]split=${rids.length}${rids.map((rid) => `[${rid}in]`).join('')};${rids
    .map((rid) => `[${rid}in]scale=${layerSizes[rid].width}:${layerSizes[rid].height}[${rid}]`)
    .join(';')}`;
  const args = (out: (part: string) => string) => [
    // `-t` on each input: an output option would end only the first of the outputs.
    '-t', String(seconds), '-f', 'lavfi', '-i', `${picture}${separator}size=${draw.width}x${draw.height}:rate=${fixtureFps}`,
    '-t', String(seconds), '-f', 'lavfi', '-i', sound, '-filter_complex', split,
    ...rids.flatMap((rid) => [
      '-map', `[${rid}]`, '-pix_fmt', 'yuv420p', '-c:v', 'libvpx', '-b:v', layerSizes[rid].bitrate, '-g', String(fixtureKeyframeEvery),
      '-keyint_min', String(fixtureKeyframeEvery), '-deadline', 'realtime', '-cpu-used', '8', '-auto-alt-ref', '0', '-f', 'ivf', out(`camera-${rid}.ivf`),
    ]),
    '-map', '1:a', '-c:a', 'libopus', '-b:a', '16k', '-frame_duration', '20', '-application', 'voip', '-f', 'ogg', out('sound.ogg'),
  ];
  const hash = crypto.createHash('sha256').update(args((part) => part).join('\u0000')).digest('hex').slice(0, 12);
  const file = (part: string) => path.join(cacheDir, `${hash}-${part}`);
  const parts = [...rids.map((rid) => `camera-${rid}.ivf`), 'sound.ogg'];
  if (!parts.every((part) => fs.existsSync(file(part)))) {
    // Concurrent processes each write their own temp files and rename them into place.
    const temp = (part: string) => path.join(cacheDir, `${process.pid}-${Date.now()}-${part}`);
    const stamp = temp('');
    await runProgram('ffmpeg', ['-loglevel', 'error', '-y', ...args((part) => `${stamp}${part}`)], { timeout: 120_000 });
    for (const part of parts) fs.renameSync(`${stamp}${part}`, file(part));
  }
  const layers: Record<SimulcastRid, Buffer[]> = { q: [], h: [], f: [] };
  for (const rid of rids) layers[rid] = readIvf(fs.readFileSync(file(`camera-${rid}.ivf`)));
  return { layers, opus: readOggOpus(fs.readFileSync(file('sound.ogg'))) };
}

/** Frames of an IVF file: a 32-byte file header, then per frame 4 bytes size, 8 bytes timestamp, the frame. */
export function readIvf(data: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let at = data.readUInt16LE(6);
  while (at + 12 <= data.length) {
    const size = data.readUInt32LE(at);
    frames.push(data.subarray(at + 12, at + 12 + size));
    at += 12 + size;
  }
  return frames;
}

/** Opus packets of an Ogg file (its first two packets are the OpusHead and OpusTags headers). */
export function readOggOpus(data: Buffer): Buffer[] {
  const packets: Buffer[] = [];
  let partial: Buffer[] = [];
  let at = 0;
  while (at + 27 <= data.length && data.toString('latin1', at, at + 4) === 'OggS') {
    const segments = data[at + 26]!;
    const table = data.subarray(at + 27, at + 27 + segments);
    let body = at + 27 + segments;
    for (const lacing of table) {
      partial.push(data.subarray(body, body + lacing));
      body += lacing;
      if (lacing < 255) {
        packets.push(Buffer.concat(partial));
        partial = [];
      }
    }
    at = body;
  }
  return packets.slice(2);
}

/** Width and height from a VP8 keyframe's header (null for other frames). */
export function vp8Size(frame: Buffer): { width: number; height: number } | null {
  if (frame.length < 10 || (frame[0]! & 1) !== 0 || frame[3] !== 0x9d || frame[4] !== 0x01 || frame[5] !== 0x2a) return null;
  return { width: frame.readUInt16LE(6) & 0x3fff, height: frame.readUInt16LE(8) & 0x3fff };
}
