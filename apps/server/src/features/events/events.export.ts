import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { changeLog } from '../identity/change-log.schema';
import { eventMembers } from '../identity/events.schema';

/** Memberships (the person's role and entry in each event) and the console changes they made or that were about them. */
export const eventExportPart: ExportPart = {
  tables: {
    event_members: rowsNaming(eventMembers, [eventMembers.userId]),
    change_log: rowsNaming(changeLog, [changeLog.actorId, changeLog.subjectId]),
  },
};
