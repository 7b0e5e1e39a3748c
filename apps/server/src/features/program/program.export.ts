import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { calendarFeeds } from './program.schema';

/** The person's calendar feeds (the secret address itself stays out: a file may travel). */
export const programExportPart: ExportPart = {
  tables: {
    calendar_feeds: rowsNaming(calendarFeeds, [calendarFeeds.userId], { omit: [calendarFeeds.token] }),
  },
};
