import type { ExportPart } from '../../platform/account-export';

/** Attendance holds only who is in a presentation space this moment. */
export const attendeesExportPart: ExportPart = {
  tables: {},
  notPersonal: { space_attendance: 'who is in a presentation space this moment, by socket; gone when they leave' },
};
