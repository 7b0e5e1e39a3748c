import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { jobs } from './jobs.schema';

/** A job stays with its booth; it is no longer assigned to the removed person. */
export const eraseJobAssignments: AccountEraser = async ({ tx, userId }) => {
  await tx.update(jobs).set({ assignedStaffId: null }).where(eq(jobs.assignedStaffId, userId));
};
