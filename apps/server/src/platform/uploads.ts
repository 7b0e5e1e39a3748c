import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { FieldError } from './http/errors';
import { runProgram } from './programs';

/** Markup that makes a file a polyglot a browser could run as a page, whatever its first bytes say. */
export const pageMarkup = /<(?:script|html|svg|body|iframe|object|embed)[\s>/]|<!doctype\s+html/i;

/** Picture types we decode; everything else (SVG among them, which file-type does not call an image) is refused. */
const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff', 'image/heif']);

export interface UploadedFile {
  data: Buffer;
  /** The name the browser sent (multipart only). */
  filename: string | null;
}

/**
 * Registers upload routes in a scope of their own, where any content type is read as raw bytes (multipart
 * or the file itself): the rest of the app keeps refusing bodies it does not read.
 */
export function uploadScope(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    register(scope);
  });
}

/**
 * The file of an upload request: multipart/form-data with the file in `field`, or the body itself sent
 * with the file's own content type. Parsed with the platform's own `Request.formData()` (undici).
 */
export async function readUpload(body: unknown, contentType: string | undefined, field: string): Promise<UploadedFile> {
  const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    let file: File | string | null;
    try {
      file = (await new Response(raw, { headers: { 'content-type': contentType } }).formData()).get(field);
    } catch {
      throw new FieldError({ [field]: ['The upload could not be read.'] });
    }
    if (!file || typeof file === 'string') throw new FieldError({ [field]: [`No file was sent in the field "${field}".`] });
    return { data: Buffer.from(await file.arrayBuffer()), filename: file.name || null };
  }
  if (raw.length === 0) throw new FieldError({ [field]: ['No file was sent.'] });
  return { data: raw, filename: null };
}

/** How a kind of picture is judged and stored. */
export interface PictureRules {
  /** The field its refusals are answered under. */
  field: string;
  maxBytes: number;
  /** Width × height a picture may declare before it is decoded (a pixel bomb declares far more). */
  maxInputPixels: number;
  /** Longest side of the stored picture. */
  side: number;
  /**
   * Keep the picture's own size (a map's areas are drawn in its pixels): a larger one than `side` a side is
   * refused instead of fitted.
   */
  keepSize?: boolean;
  /** The refusal of anything that is not a picture we decode. */
  onlyPictures: string;
  /** The refusal of a file over `maxBytes`. */
  tooLarge: string;
}

/** The refusal of a picture larger than a kept size allows (template, decision 0073). */
export const pictureTooWide = (side: number) => `The picture may be at most ${side} pixels wide and high.`;

/**
 * A picture judged by its bytes, refused when it declares more pixels than we decode (a pixel bomb) or
 * carries page markup (a polyglot); re-encoded as WebP (transparency kept) at most `side` px a side, turned
 * upright, without any metadata (sharp keeps none unless asked).
 */
export async function reencodePicture(data: Buffer, rules: PictureRules): Promise<Buffer> {
  return (await reencodePictureSized(data, rules)).data;
}

/** `reencodePicture`, answering the stored picture's size too, read from the file it made. */
export async function reencodePictureSized(data: Buffer, rules: PictureRules): Promise<{ data: Buffer; width: number; height: number }> {
  const refuse = (message: string = rules.onlyPictures) => new FieldError({ [rules.field]: [message] });
  if (data.length > rules.maxBytes) throw refuse(rules.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !pictureTypes.has(type.mime)) throw refuse();
  if (pageMarkup.test(data.toString('latin1'))) throw refuse();
  const input = { limitInputPixels: rules.maxInputPixels, failOn: 'error' as const };
  try {
    const meta = await sharp(data, input).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > rules.maxInputPixels) throw refuse('The picture has too many pixels.');
    const upright = sharp(data, input).rotate();
    const sized = rules.keepSize ? upright : upright.resize(rules.side, rules.side, { fit: 'inside', withoutEnlargement: true });
    const { data: out, info } = await sized.webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
    if (Math.max(info.width, info.height) > rules.side) throw refuse(pictureTooWide(rules.side));
    return { data: out, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof FieldError) throw err;
    // WebP stops at 16,383 pixels a side, below any `side` a feature may keep.
    if (err instanceof Error && /too large for the WebP format/i.test(err.message)) throw refuse(pictureTooWide(rules.side));
    throw refuse(err instanceof Error && /pixel limit/i.test(err.message) ? 'The picture has too many pixels.' : rules.onlyPictures);
  }
}

/** How a kind of document or video is judged: its field, its size limit and its refusals. */
export interface FileRules {
  field: string;
  maxBytes: number;
  /** The refusal of anything that is not of the kind. */
  onlyKind: string;
  tooLarge: string;
}

/** A PDF by its bytes (not its name or the type the browser claimed), with no page markup up front. */
export async function judgePdf(data: Buffer, rules: FileRules): Promise<void> {
  const refuse = (message = rules.onlyKind) => new FieldError({ [rules.field]: [message] });
  if (data.length > rules.maxBytes) throw refuse(rules.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'application/pdf' || !data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse();
  // Browsers sniff the first kilobyte: markup there would make the file a page.
  if (pageMarkup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
}

const videoTypes = new Set(['video/mp4', 'video/webm']);

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

/** An MP4 or WebM video by its bytes, with a video stream ffprobe reads and no page markup up front; answers its type. */
export async function judgeVideo(data: Buffer, rules: FileRules): Promise<string> {
  const refuse = (message = rules.onlyKind) => new FieldError({ [rules.field]: [message] });
  if (data.length > rules.maxBytes) throw refuse(rules.tooLarge);
  const type = await fileTypeFromBuffer(data);
  if (!type || !videoTypes.has(type.mime)) throw refuse();
  if (pageMarkup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
  if (!(await hasVideoStream(data))) throw refuse();
  return type.mime;
}
