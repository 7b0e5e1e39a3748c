import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { uploadLimits, uploadTooLarge } from '@foyer/contracts';
import { FieldError } from '../http/errors';

/** Markup that makes a file a polyglot a browser could run as a page, whatever its first bytes say. */
export const pageMarkup = /<(?:script|html|svg|body|iframe|object|embed)[\s>/]|<!doctype\s+html/i;

/** Picture types we decode; everything else (SVG among them, which file-type does not call an image) is refused. */
const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff', 'image/heif']);

/** How a kind of picture is judged and stored. */
export interface PictureRules {
  /** The field its refusals are answered under. */
  field: string;
  /** Longest side of the stored picture. */
  side: number;
  /**
   * Keep the picture's own size (a map's areas are drawn in its pixels): a larger one than `side` a side is
   * refused instead of fitted.
   */
  keepSize?: boolean;
  /** The refusal of anything that is not a picture we decode. */
  onlyPictures: string;
}

/** The refusal of a picture larger than a kept size allows (template, decision 0073). */
export const pictureTooWide = (side: number) => `The picture may be at most ${side} pixels wide and high.`;

/**
 * A picture judged by its bytes, refused when it is larger than the contracts' image size (`uploadLimits`),
 * declares more pixels than we decode (a pixel bomb) or carries page markup (a polyglot); re-encoded as WebP (transparency kept) at most `side` px a side, turned
 * upright, without any metadata (sharp keeps none unless asked).
 */
export async function reencodePicture(data: Buffer, rules: PictureRules): Promise<Buffer> {
  return (await reencodePictureSized(data, rules)).data;
}

/** `reencodePicture`, answering the stored picture's size too, read from the file it made. */
export async function reencodePictureSized(data: Buffer, rules: PictureRules): Promise<{ data: Buffer; width: number; height: number }> {
  const refuse = (message: string = rules.onlyPictures) => new FieldError({ [rules.field]: [message] });
  if (data.length > uploadLimits.image.bytes) throw refuse(uploadTooLarge.image);
  const type = await fileTypeFromBuffer(data);
  if (!type || !pictureTypes.has(type.mime)) throw refuse();
  if (pageMarkup.test(data.toString('latin1'))) throw refuse();
  const maxInputPixels = uploadLimits.image.inputPixels;
  const input = { limitInputPixels: maxInputPixels, failOn: 'error' as const };
  try {
    const meta = await sharp(data, input).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > maxInputPixels) throw refuse('The picture has too many pixels.');
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
