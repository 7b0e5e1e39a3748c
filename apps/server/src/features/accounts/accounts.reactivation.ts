import crypto from 'node:crypto';
import { reactivationDays } from '@foyer/contracts';

/** The name a removed account goes by where its public traces stay (public chat messages). */
export const deletedUserName = 'deleted user';

/** A fresh reactivation code: 192 random bits, URL-safe, mailed once and stored only as an HMAC. */
export function newReactivationCode(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/**
 * HMACs under a key that is not in the database: the stored row tells nobody the code, nor the
 * e-mail address (only someone who already knows the address can check it against the row).
 */
export function reactivationHashes(key: Buffer, code: string, email: string): { codeHash: string; emailHash: string } {
  const mac = (text: string) => crypto.createHmac('sha256', key).update(text).digest('hex');
  return { codeHash: mac(`reactivation-code\n${code}`), emailHash: mac(`reactivation-email\n${email.trim().toLowerCase()}`) };
}

/** Until when a removal may be undone. */
export function reactivationDeadline(removedAt: Date): Date {
  return new Date(removedAt.getTime() + reactivationDays * 24 * 3600 * 1000);
}

/** The e-mail address a removed account's row carries instead of the person's (unique, not deliverable). */
export const tombstoneEmail = (userId: number) => `removed-${userId}@removed.invalid`;
