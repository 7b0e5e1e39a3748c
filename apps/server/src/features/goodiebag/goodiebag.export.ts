import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { favourites } from './goodiebag.schema';

/** The person's favourites (the goodie bag) in every event. */
export const goodiebagExportPart: ExportPart = {
  tables: {
    favourites: rowsNaming(favourites, [favourites.userId]),
  },
};
