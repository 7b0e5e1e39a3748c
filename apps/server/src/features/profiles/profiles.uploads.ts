import { profileMessages, profileUploadLimits } from '@foyer/contracts';
import { checkPdf, reencodePicture } from '../../platform/uploads';

/** A profile document: a PDF by its bytes (platform/uploads judges it), at most the contracts' document size. */
export const checkDocument = (data: Buffer): Promise<void> => checkPdf(data, { field: 'document', onlyPdf: profileMessages.onlyPdf });

/**
 * A profile picture: any common image by its bytes, re-encoded as WebP at most 1024 px a side
 * (platform/uploads.ts judges it).
 */
export const reencodeMugshot = (data: Buffer): Promise<Buffer> =>
  reencodePicture(data, {
    field: 'mugshot',
    side: profileUploadLimits.mugshotSide,
    onlyPictures: profileMessages.onlyImages,
  });

/** A document's name as shown: the sent name without folders or odd characters, ending in `.pdf`. */
export function documentName(filename: string | null): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[^\p{L}\p{N} ._()-]+/gu, '').trim().slice(0, 120);
  if (!clean) return 'document.pdf';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
