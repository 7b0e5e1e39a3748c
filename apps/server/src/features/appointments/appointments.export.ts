import { rowsNaming, type ExportPart } from '../../platform/account-export';
import { appointmentHolds, appointmentSchedules } from './appointments.schema';

/** Appointments the person asked for or was asked to, and the times they blocked. */
export const appointmentsExportPart: ExportPart = {
  tables: {
    appointment_schedules: rowsNaming(appointmentSchedules, [appointmentSchedules.senderId, appointmentSchedules.receiverId]),
    appointment_holds: rowsNaming(appointmentHolds, [appointmentHolds.userId]),
  },
};
