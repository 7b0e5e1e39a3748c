import { posterMessages } from '@foyer/contracts';
import type { FileStorage } from '../../platform/storage';
import { checkPdf, pdfPreview, reencodePicture } from '../../platform/uploads';

/** Longest side of a poster's preview: the slider shows it at most about 600 px high on a large screen. */
const previewSide = 1200;

/** A poster file: a PDF by its bytes (platform/uploads judges it), at most the contracts' document size. */
export const checkPosterPdf = (data: Buffer): Promise<void> => checkPdf(data, { field: 'pdf', onlyPdf: posterMessages.onlyPdf, tooLarge: posterMessages.tooLarge });

/** Where a poster's files are kept: its PDF and the preview drawn from its first page. */
export interface PosterFiles {
  pdf: string;
  /** Null when pdf.js could not draw the first page: the poster keeps its file without a preview. */
  preview: string | null;
}

/**
 * Judges a poster's PDF and keeps it with its preview: the first page drawn by pdf.js, re-encoded like any
 * picture (WebP, no metadata). Both files live in the poster's own folder.
 */
export async function storePosterPdf(storage: FileStorage, folder: string, posterId: number, data: Buffer): Promise<PosterFiles> {
  await checkPosterPdf(data);
  const page = await pdfPreview(data, previewSide);
  const preview = page ? await reencodePicture(page, { field: 'pdf', side: previewSide, onlyPictures: posterMessages.onlyPdf }) : null;
  const [pdf, picture] = await Promise.all([
    storage.put({ data, contentType: 'application/pdf', folder, name: `poster-${posterId}` }),
    preview ? storage.put({ data: preview, contentType: 'image/webp', folder, name: `poster-${posterId}-preview` }) : null,
  ]);
  return { pdf: pdf.url, preview: picture?.url ?? null };
}
