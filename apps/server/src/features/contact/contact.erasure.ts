import { eq } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';
import { contactMessages } from './contact.schema';

/** The person's support questions are their words: they go (the organisers' mailed copies are theirs). */
export const eraseContactMessages: AccountEraser = async ({ tx, userId }) => {
  await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
};
