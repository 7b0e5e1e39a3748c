import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { eventBans } from '../identity/bans.schema';
import { moderationReports, moderationSilences } from './moderation.schema';

/** Bans and silences of the person (without who made them), and the reports they made. */
export const moderationExportPart: ExportPart = {
  tables: {
    event_bans: rowsNaming(eventBans, [eventBans.userId], { omit: [eventBans.createdBy] }),
    moderation_silences: rowsNaming(moderationSilences, [moderationSilences.userId], { omit: [moderationSilences.createdBy] }),
    // Only reports they made: a report about them is the reporter's (art. 15(4)).
    moderation_reports: rowsNaming(moderationReports, [moderationReports.reporterId]),
  },
};
