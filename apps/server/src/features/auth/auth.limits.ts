import { z } from 'zod';
import { limits as sharedLimits } from '@foyer/contracts';
import type { LimitRule } from '../../platform/rate-limit';

/**
 * Every limit of sign-in in one place, so tests (and operators, later) can set them. The figures and
 * why they are safe: docs/decisions/0009-sign-in-limits.md. "Address" is the e-mail address, "IP" the
 * client's network address as the server sees it (behind a proxy only with TRUST_PROXY).
 */
export interface AuthLimits {
  /** How long a mailed code stays valid. A request while at least half of it is left mails the same code. */
  codeTtlSeconds: number;
  /**
   * Code requests from one IP, any addresses. Sized for a venue network where hundreds of attendees
   * share one public address: never below 60 a minute in production.
   */
  codeRequestsPerIp: LimitRule;
  /** Code mails one IP may ask for one address. */
  codeRequestsPerAddressAndIp: LimitRule;
  /**
   * Code mails for one address from all IPs together (keeps a mailbox from being flooded). Above it, only
   * the first request of an IP in its own window goes through, so the owner can always ask once.
   */
  codeRequestsPerAddress: LimitRule;
  /** Wrong codes (or passwords) from one IP for one address; above it that IP may not try that address. */
  failuresPerAddressAndIp: LimitRule;
  /**
   * Wrong codes for one address from all IPs together. Above it only an IP that has not failed for the
   * address in its window may try: guessing stops, the owner on a clean network still signs in.
   */
  failuresPerAddress: LimitRule;
  /**
   * Wrong codes from one IP across addresses. Above it that IP's people still get their first try per
   * address; only repeated failures are refused. Sized so a venue's typos never reach it.
   */
  failuresPerIp: LimitRule;
  /** How long a refresh token that was just rotated still answers (with the same new pair). */
  refreshGraceSeconds: number;
}

const day = 24 * 3600;

export const defaultAuthLimits: AuthLimits = {
  codeTtlSeconds: sharedLimits.loginCodeTtlSeconds,
  codeRequestsPerIp: { max: 120, windowSeconds: 60 },
  codeRequestsPerAddressAndIp: { max: 3, windowSeconds: 15 * 60 },
  codeRequestsPerAddress: { max: 20, windowSeconds: 3600 },
  failuresPerAddressAndIp: { max: 5, windowSeconds: day },
  failuresPerAddress: { max: 30, windowSeconds: day },
  failuresPerIp: { max: 1000, windowSeconds: 3600 },
  refreshGraceSeconds: 10,
};

const positive = z.number().int().positive();
const rule = z.object({ max: positive, windowSeconds: positive }).partial().strict();

/** Overrides as `ServerOptions.authLimits` carries them; strict, so a misspelt key fails loudly. */
export const authLimitsOverride = z
  .object({
    codeTtlSeconds: positive,
    codeRequestsPerIp: rule,
    codeRequestsPerAddressAndIp: rule,
    codeRequestsPerAddress: rule,
    failuresPerAddressAndIp: rule,
    failuresPerAddress: rule,
    failuresPerIp: rule,
    refreshGraceSeconds: positive,
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
    codeRequestsPerIp: { ...d.codeRequestsPerIp, ...o.codeRequestsPerIp },
    codeRequestsPerAddressAndIp: { ...d.codeRequestsPerAddressAndIp, ...o.codeRequestsPerAddressAndIp },
    codeRequestsPerAddress: { ...d.codeRequestsPerAddress, ...o.codeRequestsPerAddress },
    failuresPerAddressAndIp: { ...d.failuresPerAddressAndIp, ...o.failuresPerAddressAndIp },
    failuresPerAddress: { ...d.failuresPerAddress, ...o.failuresPerAddress },
    failuresPerIp: { ...d.failuresPerIp, ...o.failuresPerIp },
    refreshGraceSeconds: o.refreshGraceSeconds ?? d.refreshGraceSeconds,
  };
}
