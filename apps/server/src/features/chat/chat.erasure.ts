import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { chatSlowModePosts, heldMessages } from './chat-rules.schema';

/**
 * Public messages stay under 'deleted user' (decision 0020); what the chat rules keep of the person goes:
 * messages held for a moderator (never shown, so nothing to keep) and their slow-mode moments.
 */
export const eraseChatTraces: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(heldMessages).where(eq(heldMessages.senderId, userId));
  await tx.delete(chatSlowModePosts).where(eq(chatSlowModePosts.userId, userId));
};
