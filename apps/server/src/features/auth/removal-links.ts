import crypto from 'node:crypto';
import { removalLinkMinutes } from '@foyer/contracts';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import { ApiError, badRequest } from '../../platform/http/errors';
import { normalizeEmail, type AccountsRepository, type UserRow } from '../identity';
import { removalLinkMail } from '../accounts';
import type { AuthRepository } from './auth.repository';
import type { AuthThrottle } from './auth.policy';
import { hashCode, newCodeNonce } from './auth.codes';
import type { ClientInfo, SignedIn } from './auth.service';

/**
 * The scope removal links take in the login codes' table: a slash no event slug can hold, so a link is
 * never an event's code and an event's code never a link.
 */
export const removalLinkScope = '/remove-account';

/** The link's code: 256 bits derived from the row's nonce under the code key, so it can be mailed again. */
function linkCodeFromNonce(key: Buffer, nonce: string, email: string): string {
  return crypto.createHmac('sha256', key).update(`removal-link\n${nonce}\n${email}`).digest('base64url');
}

export interface RemovalLinkDeps {
  accounts: AccountsRepository;
  repo: AuthRepository;
  throttle: AuthThrottle;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** The login codes' HMAC key. */
  codeKey: Buffer;
  publicUrl: string;
  appTitle: string;
  /** Starts a sign-in of the account (a session and its tokens). */
  signIn: (user: UserRow, client: ClientInfo) => Promise<SignedIn>;
}

const invalidLink = () => badRequest('This removal link is not valid or has expired. Ask for a new one.', 'removal_link_invalid');

/**
 * Removal by a mailed link (decision 0074): someone who cannot sign in to any event asks for a link to
 * `/remove-account?code=…&email=…`; the link is exchanged once, within an hour, for a sign-in, and the
 * removal page then asks for confirmation as it does for anyone signed in. Links are rows of the login
 * codes (scope `/remove-account`): only an HMAC of the code is stored, single use is settled by the
 * database, and the sign-in limits of decision 0009 count requests and tries per address and network.
 */
export class RemovalLinks {
  constructor(private readonly d: RemovalLinkDeps) {}

  /**
   * Mails the address its account's link, or word that no account uses it: the same answer and a mail
   * either way, so only the mailbox learns whether the address has an account. A live link with at least
   * half its time left is mailed again rather than replaced.
   */
  async request(input: { email: string; language: string; client: ClientInfo }): Promise<void> {
    const { throttle, repo, accounts } = this.d;
    const email = normalizeEmail(input.email);
    await throttle.codeRequestFromIp(input.client.ip);
    const ticket = await throttle.codeForAddress(email, input.client.ip);
    const user = await accounts.findByEmail(email);
    let link: string | null = null;
    if (user?.isActive) {
      const now = this.d.clock.now();
      const ttlMs = removalLinkMinutes * 60_000;
      let live = await repo.findResendableCode(email, removalLinkScope, new Date(now.getTime() + ttlMs / 2));
      if (!live) {
        const nonce = newCodeNonce();
        const code = linkCodeFromNonce(this.d.codeKey, nonce, email);
        live = await repo.replaceCode({
          email, eventSlug: removalLinkScope, codeNonce: nonce, codeHash: hashCode(this.d.codeKey, email, removalLinkScope, code), now, expiresAt: new Date(now.getTime() + ttlMs),
        });
      }
      const code = linkCodeFromNonce(this.d.codeKey, live.codeNonce, email);
      link = `${this.d.publicUrl}/remove-account?${new URLSearchParams({ code, email }).toString()}`;
    }
    try {
      await this.d.mailer.send(removalLinkMail({ to: email, appTitle: this.d.appTitle, language: input.language, link, minutes: removalLinkMinutes }));
    } catch (err) {
      this.d.logger.error({ err }, 'removal link could not be mailed');
      await throttle.notSent(ticket);
      throw new ApiError(503, 'The e-mail could not be sent. Please try again in a minute.', 'mail_failed');
    }
  }

  /** Exchanges a link's code and address for a sign-in of its account, once; a wrong try counts as a failed sign-in. */
  async exchange(input: { code: string; email: string; client: ClientInfo }): Promise<SignedIn> {
    const { throttle, repo, accounts } = this.d;
    const email = normalizeEmail(input.email);
    const attempt = await throttle.signInAttempt(email, input.client.ip);
    const now = this.d.clock.now();
    const check = await repo.checkCode(email, removalLinkScope, hashCode(this.d.codeKey, email, removalLinkScope, input.code.trim()), now);
    if (check.status !== 'match') throw invalidLink();
    await throttle.succeeded(attempt);
    const user = await accounts.findByEmail(email);
    if (!user?.isActive) throw invalidLink();
    // Another request used this link a moment earlier.
    if (!(await repo.consumeCode(check.id, now))) throw invalidLink();
    this.d.logger.info({ userId: user.id }, 'signed in by a removal link');
    return this.d.signIn(user, input.client);
  }
}
