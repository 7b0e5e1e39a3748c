import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { chatRouletteEntries, chatRouletteReports } from './chatroulette.schema';

/** The person's chat roulette queue places and the roulette reports they made. */
export const chatrouletteExportPart: ExportPart = {
  tables: {
    chat_roulette_entries: rowsNaming(chatRouletteEntries, [chatRouletteEntries.userId]),
    // Only reports they made: a report about them is the reporter's, and moderators' (art. 15(4)).
    chat_roulette_reports: rowsNaming(chatRouletteReports, [chatRouletteReports.reporterId]),
  },
};
