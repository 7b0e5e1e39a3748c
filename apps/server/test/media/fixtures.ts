import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SimulcastRid } from '@foyer/contracts';

const run = promisify(execFile);

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
  /** VP8 frames of each layer (the same picture at three sizes, keyframes at the same indices). */
  layers: Record<SimulcastRid, Buffer[]>;
  /** Opus packets of 20 ms. */
  opus: Buffer[];
}

const cacheDir = process.env.FOYER_MEDIA_FIXTURES ?? path.join(os.tmpdir(), 'foyer-media-fixtures');
let loaded: Promise<MediaFixture> | null = null;

/**
 * Two seconds of a moving test picture as VP8 at the three layer sizes and a tone as Opus, made with Debian
 * `ffmpeg` on first use and kept in a cache folder (never committed).
 */
export function mediaFixture(): Promise<MediaFixture> {
  loaded ??= build();
  return loaded;
}

async function build(): Promise<MediaFixture> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const layers = {} as Record<SimulcastRid, Buffer[]>;
  for (const [rid, size] of Object.entries(layerSizes) as [SimulcastRid, (typeof layerSizes)[SimulcastRid]][]) {
    const file = await cached(`camera-${rid}.ivf`, (out) => [
      '-f', 'lavfi', '-i', `testsrc=size=${size.width}x${size.height}:rate=${fixtureFps}`, '-t', '2',
      '-c:v', 'libvpx', '-b:v', size.bitrate, '-g', String(fixtureKeyframeEvery), '-keyint_min', String(fixtureKeyframeEvery),
      '-deadline', 'realtime', '-cpu-used', '8', '-auto-alt-ref', '0', '-f', 'ivf', out,
    ]);
    layers[rid] = readIvf(fs.readFileSync(file));
  }
  const audio = await cached('tone.ogg', (out) => [
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', '2', '-c:a', 'libopus', '-b:a', '16k', '-frame_duration', '20',
    '-application', 'voip', out,
  ]);
  return { layers, opus: readOggOpus(fs.readFileSync(audio)) };
}

/** Runs ffmpeg once for a file of the cache; concurrent test files each write their own temp file and rename. */
async function cached(name: string, args: (out: string) => string[]): Promise<string> {
  const file = path.join(cacheDir, name);
  if (fs.existsSync(file)) return file;
  const temp = path.join(cacheDir, `${process.pid}-${Date.now()}-${name}`);
  await run('ffmpeg', ['-loglevel', 'error', '-y', ...args(temp)]);
  fs.renameSync(temp, file);
  return file;
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
