import type { FastifyInstance } from 'fastify';
import { FieldError } from '../http/errors';

export { pageMarkup, pictureTooWide, reencodePicture, reencodePictureSized, type PictureRules } from './pictures';
export { checkPdf, pdfPreview, type PdfRules } from './documents';
export { checkVideo, type VideoRules, type JudgedVideo } from './videos';

/**
 * Uploads (decision 0088): how a request's file is read, and how each kind of file is judged by its bytes
 * before the storage layer keeps it. The sizes of each kind are the contracts' (`uploadLimits`); the storage
 * layer serves what it keeps with its type, `nosniff`, and a PDF's `Content-Disposition` (storage.ts).
 */

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

