/** PostgreSQL error codes the features act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const pgErrorCodes = {
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  checkViolation: '23514',
  exclusionViolation: '23P01',
} as const;

/** Whether an error, or the driver error it wraps in `cause` (drizzle, a transaction), is PostgreSQL's `code`. */
export function isPgError(err: unknown, code: (typeof pgErrorCodes)[keyof typeof pgErrorCodes]): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 3 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
