import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { profileMessages, profileUploadLimits } from '@foyer/contracts';
import { FieldError } from '../../platform/http/errors';

/** Markup that makes a file a polyglot a browser could run as a page, whatever its first bytes say. */
const markup = /<(?:script|html|svg|body|iframe|object|embed)[\s>/]|<!doctype\s+html/i;

/** Picture types we decode; everything else (SVG among them, which file-type does not call an image) is refused. */
const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff', 'image/heif']);

export interface UploadedFile {
  data: Buffer;
  /** The name the browser sent (multipart only). */
  filename: string | null;
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

/** A profile document: a PDF by its bytes (not its name), at most 10 MB, with no page markup up front. */
export async function checkDocument(data: Buffer): Promise<void> {
  const refuse = () => new FieldError({ document: [profileMessages.onlyPdf] });
  if (data.length > profileUploadLimits.documentBytes) throw new FieldError({ document: ['The document is larger than 10 MB.'] });
  const type = await fileTypeFromBuffer(data);
  // Browsers sniff the first kilobyte: a PDF header later on, or markup before it, is a polyglot.
  if (type?.mime !== 'application/pdf' || !data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse();
  if (markup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
}

/**
 * A profile picture: any common image by its bytes, refused when it declares more pixels than we decode
 * (a pixel bomb) or carries page markup (a polyglot); re-encoded as WebP at most 1024 px a side, turned
 * upright, without any metadata (sharp keeps none unless asked).
 */
export async function reencodePicture(data: Buffer): Promise<Buffer> {
  const refuse = (message: string = profileMessages.onlyImages) => new FieldError({ mugshot: [message] });
  if (data.length > profileUploadLimits.mugshotBytes) throw refuse('The picture is larger than 10 MB.');
  const type = await fileTypeFromBuffer(data);
  if (!type || !pictureTypes.has(type.mime)) throw refuse();
  if (markup.test(data.toString('latin1'))) throw refuse();
  const input = { limitInputPixels: profileUploadLimits.mugshotInputPixels, failOn: 'error' as const };
  try {
    const meta = await sharp(data, input).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > profileUploadLimits.mugshotInputPixels) throw refuse('The picture has too many pixels.');
    const side = profileUploadLimits.mugshotSide;
    return await sharp(data, input).rotate().resize(side, side, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
  } catch (err) {
    if (err instanceof FieldError) throw err;
    const message = err instanceof Error && /pixel limit/i.test(err.message) ? 'The picture has too many pixels.' : profileMessages.onlyImages;
    throw refuse(message);
  }
}

/** A document's name as shown: the sent name without folders or odd characters, ending in `.pdf`. */
export function documentName(filename: string | null): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N} ._()-]+/gu, '').trim().slice(0, 120);
  if (!clean) return 'document.pdf';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
