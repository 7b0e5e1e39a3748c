import { eq, or } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { appointmentSchedules } from './appointments.schema';

/** A removed person's appointments and blocks go, in every event (their holds with them). */
export const eraseAppointments: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(appointmentSchedules).where(or(eq(appointmentSchedules.senderId, userId), eq(appointmentSchedules.receiverId, userId)));
};
