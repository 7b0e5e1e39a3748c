import { eq, or, sql } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { broadcastMessages, broadcastReads, privateMessageDigests } from './private-chat.schema';

/**
 * A removed person's private chat (decision 0021): conversations nobody else remains in (the other side
 * was removed before) go with their messages; conversations with someone still here stay for that person,
 * the removed side shown as Anonymous. Mail owed to or about them, their read markers and their name on
 * broadcasts they sent go.
 */
export const erasePrivateChat: AccountEraser = async ({ tx, userId }) => {
  await tx.execute(sql`
    DELETE FROM private_conversations c USING users u
    WHERE ((c.low_user_id = ${userId} AND u.id = c.high_user_id) OR (c.high_user_id = ${userId} AND u.id = c.low_user_id))
      AND (NOT u.is_active OR u.id = ${userId})`);
  await tx.delete(privateMessageDigests).where(or(eq(privateMessageDigests.receiverId, userId), eq(privateMessageDigests.senderId, userId)));
  await tx.delete(broadcastReads).where(eq(broadcastReads.userId, userId));
  await tx.update(broadcastMessages).set({ senderId: null }).where(eq(broadcastMessages.senderId, userId));
};
