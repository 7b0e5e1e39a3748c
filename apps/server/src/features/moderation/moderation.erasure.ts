import { eq, or } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { eventBans } from '../identity/bans.schema';
import { moderationReports, moderationSilences } from './moderation.schema';

/**
 * Reports the person made and reports about them go (about an emptied account there is nothing left to
 * judge), and so do their silences; moderation acts they took stay, without them. A ban of them stays on
 * the emptied account, its reason cleared: removing and reactivating an account must not lift a ban.
 */
export const eraseModerationTraces: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(moderationReports).where(or(eq(moderationReports.reporterId, userId), eq(moderationReports.targetUserId, userId)));
  await tx.update(moderationReports).set({ resolvedBy: null }).where(eq(moderationReports.resolvedBy, userId));
  await tx.delete(moderationSilences).where(eq(moderationSilences.userId, userId));
  await tx.update(moderationSilences).set({ createdBy: null }).where(eq(moderationSilences.createdBy, userId));
  await tx.update(eventBans).set({ reason: '' }).where(eq(eventBans.userId, userId));
  await tx.update(eventBans).set({ createdBy: null }).where(eq(eventBans.createdBy, userId));
};
