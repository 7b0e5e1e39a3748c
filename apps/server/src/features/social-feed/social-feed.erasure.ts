import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { feedPosts } from './social-feed.schema';

/** Organiser posts stay on the event's feed, no longer naming who wrote them. */
export const eraseFeedAuthorship: AccountEraser = async ({ tx, userId }) => {
  await tx.update(feedPosts).set({ createdBy: null }).where(eq(feedPosts.createdBy, userId));
};
