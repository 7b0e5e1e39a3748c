import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { uploadLimits, uploadTooLarge } from '@foyer/contracts';
import { FieldError } from '../http/errors';
import { runProgram } from '../programs';
import { pageMarkup } from './pictures';

/** How a kind of video is judged. */
export interface VideoRules {
  /** The field its refusals are answered under. */
  field: string;
  /** The types taken, by the file's bytes: `video/mp4`, `video/webm`. */
  types: readonly string[];
  /** The refusal of anything else, or of a file ffprobe finds no video stream in. */
  onlyVideos: string;
}

/** A video that passed: its bytes, their type, and its length when ffprobe knows it. */
export interface JudgedVideo {
  data: Buffer;
  contentType: string;
  durationSeconds: number | null;
}

interface Probe {
  streams?: { codec_type?: string }[];
  format?: { duration?: string };
}

/** What ffprobe reads from the bytes (written aside to a temporary file for it); null when it refuses them. */
async function probe(data: Buffer): Promise<Probe | null> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'foyer-video-'));
  const file = path.join(dir, crypto.randomBytes(6).toString('hex'));
  try {
    await fs.promises.writeFile(file, data);
    const { stdout } = await runProgram('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type:format=duration', '-of', 'json', file], { timeout: 30_000 });
    return JSON.parse(stdout) as Probe;
  } catch (err) {
    // ffprobe refusing the file (exit code 1) is the answer; a missing ffprobe is the operator's to fix.
    if ((err as { code?: unknown }).code === 1) return null;
    throw err;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * A video judged by its bytes, never its name: at most the contracts' video size, of one of the rules' types,
 * no page markup in the first kilobyte browsers sniff, and a video stream Debian's `ffprobe` can read.
 * Refusals are field errors under the rules' field.
 */
export async function checkVideo(data: Buffer, rules: VideoRules): Promise<JudgedVideo> {
  const refuse = (message: string = rules.onlyVideos) => new FieldError({ [rules.field]: [message] });
  if (data.length > uploadLimits.video.bytes) throw refuse(uploadTooLarge.video);
  const type = await fileTypeFromBuffer(data);
  if (!type || !rules.types.includes(type.mime)) throw refuse();
  if (pageMarkup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
  const found = await probe(data);
  if (!found?.streams?.some((s) => s.codec_type === 'video')) throw refuse();
  const duration = Number(found.format?.duration);
  return { data, contentType: type.mime, durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null };
}
