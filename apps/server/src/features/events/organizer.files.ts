import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { eventFileLimits, organizerMessages, type EventFileField } from '@foyer/contracts';
import { FieldError } from '../../platform/http/errors';
import { runProgram } from '../../platform/programs';
import { pageMarkup, reencodePicture } from '../../platform/uploads';

/** Longest side each entry-page picture is stored at: enough for a full-width background on a large screen. */
const pictureSides: Record<Exclude<EventFileField, 'intro_video'>, number> = {
  logo: 1024,
  background_image: 2560,
  banner_image: 2560,
  intro_thumbnail_url: 1920,
};

const videoTypes = new Set(['video/mp4', 'video/webm']);

/** An event file as it is stored: its bytes and their type. */
export interface JudgedFile {
  data: Buffer;
  contentType: string;
}

/** Whether ffprobe finds a video stream in the bytes (written aside to a temporary file for it). */
async function hasVideoStream(data: Buffer): Promise<boolean> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'foyer-video-'));
  const file = path.join(dir, crypto.randomBytes(6).toString('hex'));
  try {
    await fs.promises.writeFile(file, data);
    const { stdout } = await runProgram('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'json', file], { timeout: 30_000 });
    const streams = (JSON.parse(stdout) as { streams?: { codec_type?: string }[] }).streams ?? [];
    return streams.some((s) => s.codec_type === 'video');
  } catch (err) {
    // ffprobe refusing the file (exit code 1) is the answer; a missing ffprobe is the operator's to fix.
    if ((err as { code?: unknown }).code === 1) return false;
    throw err;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * An entry-page file judged by its bytes, never its name: pictures decoded and re-encoded (platform/uploads.ts),
 * the intro video an MP4 or WebM that ffprobe reads a video stream from, with no page markup up front.
 * Refusals are field errors under `file`, the upload's field.
 */
export async function judgeEventFile(field: EventFileField, data: Buffer): Promise<JudgedFile> {
  if (field !== 'intro_video') {
    const picture = await reencodePicture(data, {
      field: 'file',
      maxBytes: eventFileLimits.imageBytes,
      maxInputPixels: eventFileLimits.imageInputPixels,
      side: pictureSides[field],
      onlyPictures: organizerMessages.onlyPictures,
      tooLarge: organizerMessages.pictureTooLarge,
    });
    return { data: picture, contentType: 'image/webp' };
  }
  const refuse = (message: string = organizerMessages.onlyVideos) => new FieldError({ file: [message] });
  if (data.length > eventFileLimits.videoBytes) throw refuse(organizerMessages.videoTooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !videoTypes.has(type.mime)) throw refuse();
  // Browsers sniff the first kilobyte: markup there would make the file a page.
  if (pageMarkup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
  if (!(await hasVideoStream(data))) throw refuse();
  return { data, contentType: type.mime };
}
