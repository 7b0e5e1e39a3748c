import { fileTypeFromBuffer } from 'file-type';
import { posterMessages, posterUploadLimits } from '@foyer/contracts';
import { FieldError } from '../../platform/http/errors';

/** Markup that would make the file a polyglot a browser could run as a page. */
const markup = /<(?:script|html|svg|body|iframe|object|embed)[\s>/]|<!doctype\s+html/i;

/** A poster file: a PDF by its bytes (not its name or the type the browser claimed), at most 20 MB. */
export async function checkPosterPdf(data: Buffer): Promise<void> {
  if (data.length > posterUploadLimits.pdfBytes) throw new FieldError({ pdf: [posterMessages.tooLarge] });
  const refuse = () => new FieldError({ pdf: [posterMessages.onlyPdf] });
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'application/pdf' || !data.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw refuse();
  if (markup.test(data.subarray(0, 1024).toString('latin1'))) throw refuse();
}
