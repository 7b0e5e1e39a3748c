import type { RateLimiter } from '../../platform/rate-limit';
import { tooManyRequests, type ApiError } from '../../platform/http/errors';
import { inviteOnlyError, notPublishedError, type EventRow } from '../identity';
import type { AuthLimits } from './auth.limits';

/** "in 40 seconds" / "in 12 minutes" / "in 20 hours": people read the wait, clients read `retry-after`. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `in ${Math.max(1, Math.ceil(seconds))} seconds`;
  if (seconds <= 2 * 3600) return `in ${Math.ceil(seconds / 60)} minutes`;
  return `in ${Math.ceil(seconds / 3600)} hours`;
}

/** Counter keys; the IP comes first and holds no `/`, so `ip/email` cannot be read two ways. */
const keys = {
  codesFromIp: (ip: string) => `auth:code:ip:${ip}`,
  codesForAddressFromIp: (email: string, ip: string) => `auth:code:ip+email:${ip}/${email}`,
  codesForAddress: (email: string) => `auth:code:email:${email}`,
  failuresForAddressFromIp: (email: string, ip: string) => `auth:fail:ip+email:${ip}/${email}`,
  failuresForAddress: (email: string) => `auth:fail:email:${email}`,
  failuresFromIp: (ip: string) => `auth:fail:ip:${ip}`,
};

/** The counters one code request or sign-in attempt moved, to take back when it turns out not to count. */
export interface ThrottleTicket {
  keys: string[];
  /** The (address, IP) failure counter, cleared by a success. */
  pairKey?: string;
}

/**
 * The sign-in limits (decision 0009), kept in the shared database counters so every server process
 * enforces the same ones. A counter that cannot be read throws (the request fails) rather than letting
 * the request pass. Every rule that spans IPs lets an IP's first attempt in its own window through, so
 * what strangers do elsewhere never locks out the owner on a network of their own.
 */
export class AuthThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly limits: AuthLimits,
  ) {}

  /** Counts a code request from this IP; many people at a venue share one, so the rule is wide. */
  async codeRequestFromIp(ip: string): Promise<void> {
    const r = await this.limiter.hit(keys.codesFromIp(ip), this.limits.codeRequestsPerIp);
    if (!r.allowed) {
      throw tooManyRequests(`Too many code requests from your network. Please try again ${waitText(r.retryAfterSeconds)}.`, r.retryAfterSeconds);
    }
  }

  /**
   * Counts a code mail for this address asked from this IP: per (address, IP) first, and only what
   * that allows against the address as a whole, so a stranger's refused requests cost the owner nothing.
   */
  async codeForAddress(email: string, ip: string): Promise<ThrottleTicket> {
    const pairKey = keys.codesForAddressFromIp(email, ip);
    const pair = await this.limiter.hit(pairKey, this.limits.codeRequestsPerAddressAndIp);
    if (!pair.allowed) {
      throw tooManyRequests(
        `Too many codes were requested for this e-mail address from your network. Use the last code you received or ask for a new one ${waitText(pair.retryAfterSeconds)}.`,
        pair.retryAfterSeconds,
      );
    }
    const addressKey = keys.codesForAddress(email);
    const address = await this.limiter.hit(addressKey, this.limits.codeRequestsPerAddress);
    if (!address.allowed && pair.count > 1) {
      await this.limiter.release([pairKey, addressKey]);
      const wait = Math.min(pair.retryAfterSeconds, address.retryAfterSeconds);
      throw tooManyRequests(
        `Too many codes were requested for this e-mail address. Use the last code you received or ask for a new one ${waitText(wait)}.`,
        wait,
      );
    }
    return { keys: [pairKey, addressKey] };
  }

  /**
   * Counts a sign-in attempt (code or password) before it is checked, so concurrent guesses cannot slip
   * past a limit; `succeeded` takes it back. Refused: an IP that used up its tries for the address, and,
   * once the address or the IP as a whole has seen too many failures, an IP that already failed for it.
   */
  async signInAttempt(email: string, ip: string, by: 'code' | 'password' = 'code'): Promise<ThrottleTicket> {
    const pairKey = keys.failuresForAddressFromIp(email, ip);
    const pair = await this.limiter.hit(pairKey, this.limits.failuresPerAddressAndIp);
    if (!pair.allowed) {
      const wait = waitText(pair.retryAfterSeconds);
      throw tooManyRequests(
        by === 'code'
          ? `Too many wrong codes for this e-mail address from your network. Ask for a new code and try again ${wait}.`
          : `Too many wrong passwords for this account from your network. Please try again ${wait}.`,
        pair.retryAfterSeconds,
      );
    }
    const addressKey = keys.failuresForAddress(email);
    const ipKey = keys.failuresFromIp(ip);
    const [address, fromIp] = await this.limiter.hitMany([
      { key: addressKey, rule: this.limits.failuresPerAddress },
      { key: ipKey, rule: this.limits.failuresPerIp },
    ]);
    const firstTry = pair.count === 1;
    if (!firstTry && (!address?.allowed || !fromIp?.allowed)) {
      // A refused attempt is not a guess: it does not count.
      await this.limiter.release([pairKey, addressKey, ipKey]);
      const wait = Math.min(pair.retryAfterSeconds, (address?.allowed ? fromIp : address)?.retryAfterSeconds ?? pair.retryAfterSeconds);
      const whose = address?.allowed ? 'from your network' : 'for this e-mail address';
      throw tooManyRequests(`Too many failed sign-in attempts ${whose}. Please try again ${waitText(wait)}.`, wait);
    }
    return { keys: [addressKey, ipKey], pairKey };
  }

  /** The attempt was right: it was no failure, and the IP's earlier failures for the address are forgiven. */
  async succeeded(ticket: ThrottleTicket): Promise<void> {
    await this.limiter.release(ticket.keys);
    if (ticket.pairKey) await this.limiter.reset(ticket.pairKey);
  }

  /** The code mail could not be sent: the request does not count against the address. */
  async notSent(ticket: ThrottleTicket): Promise<void> {
    await this.limiter.release(ticket.keys);
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
