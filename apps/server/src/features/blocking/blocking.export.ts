import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { userBlocks } from './blocking.schema';

/** The people the person blocked (a block against them is the other person's). */
export const blockingExportPart: ExportPart = {
  tables: {
    user_blocks: rowsNaming(userBlocks, [userBlocks.blockerId]),
  },
};
