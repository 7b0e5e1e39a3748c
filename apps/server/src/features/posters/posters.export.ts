import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { posters } from './posters.schema';

/** Posters the person is the author of (their files as URLs). */
export const postersExportPart: ExportPart = {
  tables: {
    posters: rowsNaming(posters, [posters.authorId]),
  },
};
