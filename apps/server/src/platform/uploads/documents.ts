import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import { uploadLimits, uploadTooLarge } from '@foyer/contracts';
import { FieldError } from '../http/errors';
import { pageMarkup } from './pictures';

/** How a kind of document is judged. */
export interface PdfRules {
  /** The field its refusals are answered under. */
  field: string;
  /** The refusal of anything that is not a PDF. */
  onlyPdf: string;
  /** The refusal of a file over the contracts' document size; the general one unless the feature names its kind. */
  tooLarge?: string;
}

/**
 * A document: a PDF by its bytes (not its name or the type the browser claimed), at most the contracts'
 * document size, starting with its header and with no page markup in the first kilobyte browsers sniff
 * (markup there, or a header further on, makes a polyglot).
 */
export async function checkPdf(data: Buffer, rules: PdfRules): Promise<void> {
  const refuse = (message: string = rules.onlyPdf) => new FieldError({ [rules.field]: [message] });
  if (data.length > uploadLimits.document.bytes) throw refuse(rules.tooLarge ?? uploadTooLarge.document);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'application/pdf' || !data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse();
  if (pageMarkup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
}

/** How long drawing a preview may take before it is given up (a PDF built to be slow). */
const previewTimeoutMs = 30_000;

/**
 * The first page of a checked PDF drawn as a picture at most `side` pixels a side (pdf.js with
 * @napi-rs/canvas, in a worker thread), or null when pdf.js cannot draw it: the document is kept
 * without a preview. The caller re-encodes it like any picture.
 */
export async function pdfPreview(data: Buffer, side: number): Promise<Buffer | null> {
  const worker = new Worker(new URL('./pdf-preview.worker.mjs', import.meta.url), { workerData: { data: new Uint8Array(data), side } });
  try {
    return await new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), previewTimeoutMs);
      worker.once('message', (png: Uint8Array) => {
        clearTimeout(timer);
        resolve(Buffer.from(png));
      });
      worker.once('error', () => {
        clearTimeout(timer);
        resolve(null);
      });
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve(null);
      });
    });
  } finally {
    await worker.terminate();
  }
}
