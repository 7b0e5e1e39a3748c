import { z } from 'zod';
import { limits as sharedLimits } from '@foyer/contracts';
import type { LimitRule } from '../../platform/rate-limit';

/** Every limit of sign-in in one place, so tests (and operators, later) can set them. */
export interface AuthLimits {
  /** How long a mailed code stays valid. */
  codeTtlSeconds: number;
  /** Wrong tries that kill a code (it must be requested again). */
  wrongTriesPerCode: number;
  /** Codes one e-mail address may be sent in a window. */
  codesPerEmail: LimitRule;
  /**
   * Code requests from one IP address. Sized for a venue network where hundreds of attendees share one
   * public address: never below 60 a minute in production.
   */
  codeRequestsPerIp: LimitRule;
  /** Failed sign-ins for one e-mail address; reaching `max` locks the address for `lockSeconds`. */
  failuresPerEmail: LimitRule;
  lockSeconds: number;
  /** Failed sign-ins from one IP address: generous, against guessing across many addresses. */
  failuresPerIp: LimitRule;
}

export const defaultAuthLimits: AuthLimits = {
  codeTtlSeconds: sharedLimits.loginCodeTtlSeconds,
  wrongTriesPerCode: sharedLimits.loginCodeMaxTries,
  codesPerEmail: { max: 3, windowSeconds: 15 * 60 },
  codeRequestsPerIp: { max: 120, windowSeconds: 60 },
  failuresPerEmail: { max: 10, windowSeconds: 3600 },
  lockSeconds: 3600,
  failuresPerIp: { max: 300, windowSeconds: 3600 },
};

const positive = z.number().int().positive();
const rule = z.object({ max: positive, windowSeconds: positive }).partial().strict();

/** Overrides as `ServerOptions.authLimits` carries them; strict, so a misspelt key fails loudly. */
export const authLimitsOverride = z
  .object({
    codeTtlSeconds: positive,
    wrongTriesPerCode: positive,
    codesPerEmail: rule,
    codeRequestsPerIp: rule,
    failuresPerEmail: rule,
    lockSeconds: positive,
    failuresPerIp: rule,
  })
  .partial()
  .strict();
export type AuthLimitsOverride = z.input<typeof authLimitsOverride>;

/** Merges overrides into the defaults; throws on an unknown key or a value that is not a positive integer. */
export function resolveAuthLimits(overrides: unknown = {}): AuthLimits {
  const parsed = authLimitsOverride.safeParse(overrides ?? {});
  if (!parsed.success) {
    throw new Error(`Invalid auth limits: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`, {
      cause: parsed.error,
    });
  }
  const o = parsed.data;
  const d = defaultAuthLimits;
  return {
    codeTtlSeconds: o.codeTtlSeconds ?? d.codeTtlSeconds,
    wrongTriesPerCode: o.wrongTriesPerCode ?? d.wrongTriesPerCode,
    codesPerEmail: { ...d.codesPerEmail, ...o.codesPerEmail },
    codeRequestsPerIp: { ...d.codeRequestsPerIp, ...o.codeRequestsPerIp },
    failuresPerEmail: { ...d.failuresPerEmail, ...o.failuresPerEmail },
    lockSeconds: o.lockSeconds ?? d.lockSeconds,
    failuresPerIp: { ...d.failuresPerIp, ...o.failuresPerIp },
  };
}
