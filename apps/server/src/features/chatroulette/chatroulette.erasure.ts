import { eq, or } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { chatRouletteEntries, chatRouletteReports } from './chatroulette.schema';

/** The person's places in roulettes and the reports by or about them go. */
export const eraseRouletteTraces: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(chatRouletteEntries).where(eq(chatRouletteEntries.userId, userId));
  await tx.delete(chatRouletteReports).where(or(eq(chatRouletteReports.reporterId, userId), eq(chatRouletteReports.reportedId, userId)));
};
