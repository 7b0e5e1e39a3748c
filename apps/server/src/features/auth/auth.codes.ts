import crypto from 'node:crypto';

/** The random part of a code, kept in its row: 128 bits from the operating system's CSPRNG. */
export function newCodeNonce(): string {
  return crypto.randomBytes(16).toString('hex');
}

/**
 * The six-digit code of a row, leading zeros kept: HMAC of the row's nonce under a key that is not in the
 * database, so the same code can be mailed again (a repeated request does not replace the code someone
 * is typing) while a copy of the database alone still tells nobody any code. 48 bits reduced modulo 10^6
 * leave no bias worth the name (under 10^-8).
 */
export function codeFromNonce(key: Buffer, nonce: string, email: string, eventSlug: string): string {
  const mac = crypto.createHmac('sha256', key).update(`code\n${nonce}\n${email}\n${eventSlug}`).digest();
  return (mac.readUIntBE(0, 6) % 1_000_000).toString().padStart(6, '0');
}

/**
 * A code is stored as HMAC-SHA256 under a key that is not in the database: a copy of the database
 * alone does not let anyone try the million possible codes offline. The e-mail and event are part of
 * the message, so a code only works for the address and event it was mailed for.
 */
export function hashCode(key: Buffer, email: string, eventSlug: string, code: string): string {
  return crypto.createHmac('sha256', key).update(`${email}\n${eventSlug}\n${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && crypto.timingSafeEqual(x, y);
}

/** An unguessable one-time key (activation), and the digest we keep of it. */
export function generateSecretKey(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Activation keys are 256 random bits, so a plain SHA-256 is enough to keep the stored value useless. */
export function digestKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}
