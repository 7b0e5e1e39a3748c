import { posterMessages } from '@foyer/contracts';
import { checkPdf } from '../../platform/uploads';

/** A poster file: a PDF by its bytes (platform/uploads judges it), at most the contracts' document size. */
export const checkPosterPdf = (data: Buffer): Promise<void> => checkPdf(data, { field: 'pdf', onlyPdf: posterMessages.onlyPdf, tooLarge: posterMessages.tooLarge });
