import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Platform } from '../../platform/context';
import { ProgramMissingError, runProgram } from '../../platform/programs';
import type { RecordingsService } from '../recordings';

const durationMs = 4000;

/**
 * The demo's finished meeting hosted by hana gets a recording to review (issue 12 "Demo"): four seconds of
 * ffmpeg's test picture and a tone, made at seed time (well under a second). Idempotent: a recording that
 * exists keeps its row; its file is made again when a fresh `DATA_DIR` lost it. Without ffmpeg the demo
 * goes without (the seed says so once).
 */
export async function seedDemoRecording(platform: Platform, recordings: RecordingsService): Promise<void> {
  const res = await platform.db.execute(sql`
    SELECT m.id, m.event_id, m.title, m.starts_at, m.videocall_id, trim(u.first_name || ' ' || u.last_name) AS host
    FROM meetings m
    JOIN events e ON e.id = m.event_id AND e.slug = 'demo'
    JOIN meeting_hosts h ON h.meeting_id = m.id
    JOIN users u ON u.id = h.user_id AND u.email = 'hana@example.com'
    WHERE m.ends_at < ${platform.clock.now()}
    ORDER BY m.ends_at DESC LIMIT 1`);
  const meeting = res.rows[0] as { id: number; event_id: number; title: string; starts_at: Date | string; videocall_id: number; host: string } | undefined;
  if (!meeting) return;
  const root = path.join(platform.config.dataDir, 'recordings');
  const downloadSlug = crypto.randomBytes(18).toString('base64url');
  const row = await recordings.seedReview({
    createdAt: new Date(meeting.starts_at),
    startedAt: new Date(meeting.starts_at),
    eventId: meeting.event_id,
    meetingId: meeting.id,
    videocallId: meeting.videocall_id,
    file: path.join('review', `${downloadSlug}.mp4`),
    downloadSlug,
    durationMs,
    speakerName: meeting.host,
    sessionName: meeting.title,
  });
  if (!row.file || fs.existsSync(path.join(root, row.file))) return;
  const target = path.join(root, row.file);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  try {
    await runProgram('ffmpeg', [
      '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
      '-t', String(durationMs / 1000), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-movflags', '+faststart', target,
    ]);
  } catch (err) {
    if (!(err instanceof ProgramMissingError)) platform.logger.warn({ err }, 'the demo recording was not made');
  }
}
