import { runProgram } from '../../../platform/programs';
import type { RecordedSegment } from './recorder';

/** The recording's picture: 720p at 25 frames a second, H.264 + AAC in an mp4 that starts playing before it has loaded. */
export const recordingSize = { width: 1280, height: 720 } as const;
const fps = 25;
const background = '0x1a1b1e';

/** Columns and rows of the grid for n people: 1 → 1x1, 2 → 2x1, 3-4 → 2x2, 5-6 → 3x2, … */
export function gridOf(n: number): { columns: number; rows: number } {
  const columns = Math.max(1, Math.ceil(Math.sqrt(n)));
  return { columns, rows: Math.max(1, Math.ceil(n / columns)) };
}

/**
 * The ffmpeg arguments that lay a call's tracks out as one mp4: every person's camera in a cell of a grid
 * (people in order of their first picture; a person who rejoined keeps the cell), each segment from the
 * moment it began, on a plain background; every microphone mixed. Pure, so the layout is unit-tested.
 */
export function composeArgs(segments: RecordedSegment[], durationMs: number, out: string): string[] {
  const video = segments.filter((s) => s.kind === 'video').sort((a, b) => a.offsetMs - b.offsetMs);
  const audio = segments.filter((s) => s.kind === 'audio');
  const people = [...new Set(video.map((s) => s.userId))];
  const { columns, rows } = gridOf(people.length);
  const cellW = 2 * Math.floor(recordingSize.width / columns / 2);
  const cellH = 2 * Math.floor(recordingSize.height / rows / 2);
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const inputs: string[] = [];
  const graph: string[] = [];
  let index = 0;

  graph.push(`color=c=${background}:s=${recordingSize.width}x${recordingSize.height}:r=${fps}:d=${seconds(durationMs)}[base0]`);
  video.forEach((segment, i) => {
    inputs.push('-i', segment.file);
    const cell = people.indexOf(segment.userId);
    const x = (cell % columns) * cellW;
    const y = Math.floor(cell / columns) * cellH;
    graph.push(
      `[${index}:v]setpts=PTS-STARTPTS+${seconds(segment.offsetMs)}/TB,scale=${cellW}:${cellH}:force_original_aspect_ratio=decrease,` +
        `pad=${cellW}:${cellH}:(ow-iw)/2:(oh-ih)/2:color=${background},setsar=1[v${i}]`,
      `[base${i}][v${i}]overlay=${x}:${y}:eof_action=pass[base${i + 1}]`,
    );
    index += 1;
  });
  const videoOut = `base${video.length}`;

  audio.forEach((segment, i) => {
    inputs.push('-i', segment.file);
    graph.push(`[${index}:a]aresample=48000:async=1:first_pts=0,adelay=${Math.round(segment.offsetMs)}:all=1[a${i}]`);
    index += 1;
  });
  // Silence where nobody spoke: the sound lasts as long as the picture.
  if (audio.length === 0) graph.push('anullsrc=r=48000:cl=stereo[aout]');
  else graph.push(`${audio.map((_s, i) => `[a${i}]`).join('')}amix=inputs=${audio.length}:duration=longest:normalize=0,apad[aout]`);

  return [
    '-loglevel', 'error', '-y',
    ...inputs,
    '-filter_complex', graph.join(';'),
    '-map', `[${videoOut}]`, '-map', '[aout]',
    '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-pix_fmt', 'yuv420p', '-r', String(fps),
    '-c:a', 'aac', '-b:a', '96k', '-ac', '2',
    '-t', seconds(durationMs),
    '-movflags', '+faststart',
    out,
  ];
}

/** Runs Debian `ffmpeg` once over the segments; resolves when the mp4 is complete. */
export async function composeRecording(segments: RecordedSegment[], durationMs: number, out: string): Promise<void> {
  await runProgram('ffmpeg', composeArgs(segments, durationMs, out), { maxBuffer: 4 * 1024 * 1024 });
}
