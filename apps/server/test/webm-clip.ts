import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProgram } from '../src/platform/programs';

/** One second of a test picture as WebM, drawn by ffmpeg (Debian package, as the recordings use it): an upload ffprobe accepts. */
export async function webmClip(): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-clip-'));
  const file = path.join(dir, 'clip.webm');
  try {
    await runProgram('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x90:rate=10', '-t', '1', '-c:v', 'libvpx', '-y', file], { timeout: 60_000 });
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
