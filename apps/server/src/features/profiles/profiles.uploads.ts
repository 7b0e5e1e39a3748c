import { fileTypeFromBuffer } from 'file-type';
import { profileMessages, profileUploadLimits } from '@foyer/contracts';
import { FieldError } from '../../platform/http/errors';
import { pageMarkup, reencodePicture } from '../../platform/uploads';


/** A profile document: a PDF by its bytes (not its name), at most 10 MB, with no page markup up front. */
export async function checkDocument(data: Buffer): Promise<void> {
  const refuse = () => new FieldError({ document: [profileMessages.onlyPdf] });
  if (data.length > profileUploadLimits.documentBytes) throw new FieldError({ document: ['The document is larger than 10 MB.'] });
  const type = await fileTypeFromBuffer(data);
  // Browsers sniff the first kilobyte: a PDF header later on, or markup before it, is a polyglot.
  if (type?.mime !== 'application/pdf' || !data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse();
  if (pageMarkup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
}

/**
 * A profile picture: any common image by its bytes, re-encoded as WebP at most 1024 px a side
 * (platform/uploads.ts judges it).
 */
export const reencodeMugshot = (data: Buffer): Promise<Buffer> =>
  reencodePicture(data, {
    field: 'mugshot',
    maxBytes: profileUploadLimits.mugshotBytes,
    maxInputPixels: profileUploadLimits.mugshotInputPixels,
    side: profileUploadLimits.mugshotSide,
    onlyPictures: profileMessages.onlyImages,
    tooLarge: 'The picture is larger than 10 MB.',
  });

/** A document's name as shown: the sent name without folders or odd characters, ending in `.pdf`. */
export function documentName(filename: string | null): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N} ._()-]+/gu, '').trim().slice(0, 120);
  if (!clean) return 'document.pdf';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
