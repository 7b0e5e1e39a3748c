import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { runProgram } from '../../platform/programs';
import type { FileStorage } from '../../platform/storage';
import { demoMediaCacheDir, filmBytes, type DemoFilm } from './demo.media';

const folder = 'demo/stage';

/** The main stage's recorded talk: a short film drawn by ffmpeg (the stage plays it in a loop). */
const stageFilm: DemoFilm = {
  title: 'Recorded talk: the colours of light', description: '', tags: [],
  source: 'mandelbrot=size=320x180:rate=15:maxiter=256', tone: 196, color: '#5b3cc4', accent: '#f5c542',
};

/** Stores the stage's film (WebM from the demo films' cache); null without ffmpeg. */
export async function storeStageFilm(storage: FileStorage): Promise<string | null> {
  try {
    const data = await filmBytes(stageFilm);
    return (await storage.put({ data, contentType: 'video/webm', folder, name: 'recorded-talk' })).url;
  } catch {
    return null;
  }
}

const hlsArgs = [
  '-hide_banner', '-loglevel', 'error', '-y',
  '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24',
  '-f', 'lavfi', '-i', 'sine=frequency=220:sample_rate=48000',
  '-t', '12', '-pix_fmt', 'yuv420p',
  '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-b:v', '600k', '-g', '48', '-keyint_min', '48', '-sc_threshold', '0',
  '-c:a', 'aac', '-b:a', '64k', '-af', 'volume=0.1',
  '-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod',
];

/** An HLS rendition (H.264 + AAC in MPEG-TS segments of 4 s) made by ffmpeg once per checkout, in a folder of its own. */
async function hlsFolder(): Promise<string> {
  const hash = crypto.createHash('sha256').update(hlsArgs.join('\u0000')).digest('hex').slice(0, 16);
  const dir = path.join(demoMediaCacheDir, `hls-${hash}`);
  try {
    await fs.access(path.join(dir, 'stream.m3u8'));
    return dir;
  } catch {
    const temp = `${dir}.${process.pid}.tmp`;
    await fs.rm(temp, { recursive: true, force: true });
    await fs.mkdir(temp, { recursive: true });
    await runProgram('ffmpeg', [...hlsArgs, '-hls_segment_filename', path.join(temp, 'seg-%d.ts'), path.join(temp, 'stream.m3u8')], { timeout: 120_000 });
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(temp, dir);
    return dir;
  }
}

/**
 * Stores the HLS stream in our storage and answers its playlist's address (null without ffmpeg or libx264):
 * storage names files by their content, so the playlist is rewritten to name the stored segments (relative,
 * in the same folder).
 */
export async function storeStageHls(storage: FileStorage): Promise<string | null> {
  try {
    const dir = await hlsFolder();
    const playlist = await fs.readFile(path.join(dir, 'stream.m3u8'), 'utf8');
    const lines: string[] = [];
    for (const line of playlist.split('\n')) {
      if (!line.endsWith('.ts')) {
        lines.push(line);
        continue;
      }
      const stored = await storage.put({ data: await fs.readFile(path.join(dir, line)), contentType: 'video/mp2t', folder, name: line.replace(/\.ts$/, '') });
      lines.push(path.posix.basename(stored.key));
    }
    return (await storage.put({ data: Buffer.from(lines.join('\n')), contentType: 'application/vnd.apple.mpegurl', folder, name: 'stream' })).url;
  } catch {
    return null;
  }
}
