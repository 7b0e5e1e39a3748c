import type { RateLimiter } from '../../platform/rate-limit';
import { tooManyRequests, type ApiError } from '../../platform/http/errors';
import { inviteOnlyError, notPublishedError, type EventRow } from '../events/events.access';
import type { AuthLimits } from './auth.limits';

/** "in 40 seconds" / "in 12 minutes": people read the wait, clients read `retry-after`. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `in ${Math.max(1, Math.ceil(seconds))} seconds`;
  return `in ${Math.ceil(seconds / 60)} minutes`;
}

/**
 * The sign-in limits, kept in the shared database counters so every server process enforces the same
 * ones. A counter that cannot be read throws (the request fails) rather than letting the request pass.
 */
export class AuthThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: AuthLimits,
  ) {}

  /** Counts a code request from this address; many people at a venue share one, so the rule is wide. */
  async codeRequestFromIp(ip: string): Promise<void> {
    const r = await this.limiter.hit(`auth:code:ip:${ip}`, this.limits.codeRequestsPerIp);
    if (!r.allowed) {
      throw tooManyRequests(`Too many code requests from your network. Please try again ${waitText(r.retryAfterSeconds)}.`, r.retryAfterSeconds);
    }
  }

  /** Counts a code mailed to this address. */
  async codeForEmail(email: string): Promise<void> {
    const r = await this.limiter.hit(`auth:code:email:${email}`, this.limits.codesPerEmail);
    if (!r.allowed) {
      throw tooManyRequests(
        `Too many codes were requested for this e-mail address. Use the last code you received or ask for a new one ${waitText(r.retryAfterSeconds)}.`,
        r.retryAfterSeconds,
      );
    }
  }

  /** Refuses while the address is locked after too many failures (checked before any code or password). */
  async assertEmailNotLocked(email: string): Promise<void> {
    const lock = await this.limiter.peek(`auth:lock:email:${email}`);
    if (lock.count > 0) {
      throw tooManyRequests(
        `Too many failed sign-in attempts for this e-mail address. Please try again ${waitText(lock.retryAfterSeconds)}.`,
        lock.retryAfterSeconds,
      );
    }
  }

  /** Refuses while one network has failed too often (guessing across many addresses). */
  async assertIpNotLocked(ip: string): Promise<void> {
    const fromIp = await this.limiter.peek(`auth:fail:ip:${ip}`);
    if (fromIp.count >= this.limits.failuresPerIp.max) {
      throw tooManyRequests(
        `Too many failed sign-in attempts from your network. Please try again ${waitText(fromIp.retryAfterSeconds)}.`,
        fromIp.retryAfterSeconds,
      );
    }
  }

  /** Counts a failed sign-in; the failure that reaches the limit locks the address for `lockSeconds`. */
  async recordFailure(email: string, ip: string): Promise<void> {
    const perEmail = await this.limiter.hit(`auth:fail:email:${email}`, this.limits.failuresPerEmail);
    if (perEmail.count >= this.limits.failuresPerEmail.max) {
      // The lock has its own window, so it lasts the full period from the failure that caused it.
      await this.limiter.hit(`auth:lock:email:${email}`, { max: 0, windowSeconds: this.limits.lockSeconds });
    }
    await this.limiter.hit(`auth:fail:ip:${ip}`, this.limits.failuresPerIp);
  }
}

/**
 * Whether someone without an account yet may enter `event`. They have no role anywhere, so this is
 * `EventAccess`'s rule for a person without a role; deciding it before the account exists means a
 * refused person leaves no account behind.
 */
export function newcomerRefusal(event: EventRow): ApiError | null {
  if (!event.published) return notPublishedError();
  if (event.inviteOnly) return inviteOnlyError();
  return null;
}
