import { sql } from 'drizzle-orm';
import type { AccountEraser } from '../../platform/account-erasure';

/**
 * The sign-in limits count per e-mail address (auth.policy.ts keys end in `:<email>` or `/<email>`):
 * those counters name the person, so they go with the account.
 */
export const eraseSignInCounters: AccountEraser = async ({ tx, email }) => {
  await tx.execute(sql`DELETE FROM rate_limit_counters WHERE key LIKE 'auth:%'
    AND right(key, ${email.length + 1}) IN (${`:${email}`}, ${`/${email}`})`);
};
