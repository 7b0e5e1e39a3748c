import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { TokenService } from '../../platform/auth/tokens';
import { ApiError, FieldError, badRequest, forbidden, invalidToken } from '../../platform/http/errors';
import type { EventAccess } from '../events/events.access';
import { normalizeEmail, type AccountsRepository, type UserRow } from '../accounts/accounts.repository';
import type { CurrentUserContext } from '../accounts/accounts.presenter';
import type { AuthRepository } from './auth.repository';
import type { AuthLimits } from './auth.limits';
import { newcomerRefusal, type AuthThrottle } from './auth.policy';
import { digestKey, generateCode, generateSecretKey, hashCode } from './auth.codes';
import { codeMail } from './auth.mail';
import { dummyPasswordHash, hashPassword, minPasswordLength, verifyPassword } from './passwords';

export interface SignedIn {
  access: string;
  refresh: string;
  /** Only when the account still has to agree to the terms (new, or never activated). */
  activationKey?: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export interface AuthServiceDeps {
  accounts: AccountsRepository;
  repo: AuthRepository;
  throttle: AuthThrottle;
  access: EventAccess;
  tokens: TokenService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  limits: AuthLimits;
  /** HMAC key for login codes, derived from the server secret. */
  codeKey: Buffer;
  /** Told when a sign-in ends (logout, reuse of an old refresh token): closes its realtime sockets. */
  onSessionEnded?: (sessionId: string) => void;
}

const wrongCode = () => badRequest('The code is wrong or has expired.');
const killedCode = () => badRequest('The code was entered wrongly too often and no longer works. Ask for a new code.');
const wrongPassword = () => new ApiError(401, 'No active account found with these credentials.');
const sessionEnded = () => invalidToken('Token is invalid or expired.');
const inactiveAccount = () => forbidden('This account has been removed.', 'account_inactive');

/** Sign-in by mailed code, token rotation, activation and the debug password login. Knows no HTTP. */
export class AuthService {
  constructor(private readonly d: AuthServiceDeps) {}

  private now(): Date {
    return this.d.clock.now();
  }

  /**
   * Mails a code to any valid address. No account is looked up or created here, so the work and the
   * answer are the same whether the address is known or not.
   */
  async requestCode(input: { email: string; eventSlug: string; client: ClientInfo }): Promise<void> {
    const { throttle, limits } = this.d;
    const email = normalizeEmail(input.email);
    await throttle.codeRequestFromIp(input.client.ip);
    const event = await this.d.access.findEvent(input.eventSlug);
    await throttle.assertEmailNotLocked(email);
    await throttle.codeForEmail(email);

    const code = generateCode();
    const now = this.now();
    await this.d.repo.replaceCode({
      email,
      eventSlug: event.slug,
      codeHash: hashCode(this.d.codeKey, email, event.slug, code),
      now,
      expiresAt: new Date(now.getTime() + limits.codeTtlSeconds * 1000),
    });
    try {
      await this.d.mailer.send(codeMail({ to: email, language: event.language, eventName: event.name, code, ttlSeconds: limits.codeTtlSeconds }));
    } catch (err) {
      this.d.logger.error({ err, event: event.slug }, 'sign-in code could not be mailed');
      throw new ApiError(503, 'The e-mail could not be sent. Please try again in a minute.', 'mail_failed');
    }
  }

  /** Exchanges a code for tokens; the account is created here, at the first successful sign-in. */
  async obtain(input: { email: string; code: string; eventSlug: string; client: ClientInfo }): Promise<SignedIn> {
    const { throttle, repo, access, accounts } = this.d;
    const email = normalizeEmail(input.email);
    await throttle.assertIpNotLocked(input.client.ip);
    await throttle.assertEmailNotLocked(email);
    const event = await access.findEvent(input.eventSlug);

    const now = this.now();
    const check = await repo.checkCode(email, hashCode(this.d.codeKey, email, event.slug, input.code), now, this.d.limits.wrongTriesPerCode);
    if (check.status !== 'match') {
      await throttle.recordFailure(email, input.client.ip);
      throw check.status === 'wrong' && check.killed ? killedCode() : wrongCode();
    }

    // Access is decided before the code is used up, so someone refused now can still get in with
    // the same code once an organiser puts them on the list.
    let user = await accounts.findByEmail(email);
    if (user) {
      if (!user.isActive) throw inactiveAccount();
      await access.requireFor(event, user.id);
    } else {
      const refusal = newcomerRefusal(event);
      if (refusal) throw refusal;
    }
    if (!(await repo.consumeCode(check.id, now))) {
      // Another request used this code a moment earlier.
      await throttle.recordFailure(email, input.client.ip);
      throw wrongCode();
    }
    if (!user) {
      user = (await accounts.create(email)).user;
      await access.requireFor(event, user.id);
    }
    return this.signIn(user, input.client, { offerActivation: true });
  }

  /** Rotates the refresh token; a token that was already rotated ends the whole sign-in. */
  async refresh(token: string): Promise<SignedIn> {
    const { tokens, repo, accounts } = this.d;
    const claims = await tokens.verifyRefresh(token);
    if (!claims) throw sessionEnded();
    const now = this.now();
    const session = await repo.findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt <= now) throw sessionEnded();

    const rotated =
      session.currentRefreshId === claims.refreshId
        ? await repo.rotate(session.id, claims.refreshId, now, this.sessionExpiry(now))
        : null;
    if (!rotated) {
      // Either an old token came back or two requests raced with the same one: someone may hold a
      // stolen copy, so neither side keeps the sign-in.
      await this.endSession(session.id, now, 'refresh_reuse');
      this.d.logger.warn({ userId: session.userId, sessionId: session.id }, 'refresh token reused: sign-in revoked');
      throw invalidToken('This sign-in has ended because an old token was used again. Please sign in again.');
    }
    const user = await accounts.findById(rotated.userId);
    if (!user?.isActive) {
      await this.endSession(session.id, now, 'logout');
      throw sessionEnded();
    }
    return {
      access: await tokens.signAccess({ userId: user.id, sessionId: rotated.id }),
      refresh: await tokens.signRefresh({ userId: user.id, sessionId: rotated.id, refreshId: rotated.currentRefreshId }),
    };
  }

  /**
   * Ends the sign-in a refresh token belongs to. Always succeeds: a token that no longer verifies
   * cannot be used for anything, so there is nothing left to end.
   */
  async logout(token: string): Promise<void> {
    const claims = await this.d.tokens.verifyRefresh(token);
    if (!claims) return;
    const session = await this.d.repo.findSession(claims.sessionId);
    if (session && session.userId === claims.userId) await this.endSession(session.id, this.now(), 'logout');
  }

  private async endSession(id: string, now: Date, reason: 'logout' | 'refresh_reuse'): Promise<void> {
    await this.d.repo.revoke(id, now, reason);
    this.d.onSessionEnded?.(id);
  }

  /** The debug-mode password sign-in, for accounts an operator gave a password. */
  async passwordLogin(input: { username: string; password: string; client: ClientInfo }): Promise<SignedIn> {
    const { throttle, accounts } = this.d;
    const email = normalizeEmail(input.username);
    await throttle.assertIpNotLocked(input.client.ip);
    await throttle.assertEmailNotLocked(email);
    const user = await accounts.findByEmail(email);
    // The same scrypt work whether or not the account exists or has a password.
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user?.passwordHash || !matches || !user.isActive) {
      await throttle.recordFailure(email, input.client.ip);
      throw wrongPassword();
    }
    // Operator accounts for testing: no activation step on this path.
    return this.signIn(user, input.client, { offerActivation: false });
  }

  /** Records agreement to the terms. The key alone identifies the account; a signed-in caller must own it. */
  async activate(input: { activationKey: string; callerId: number | null; eventSlug?: string }): Promise<{ user: UserRow; context: CurrentUserContext }> {
    const user = await this.d.accounts.findByActivationDigest(digestKey(input.activationKey));
    if (!user || (input.callerId !== null && input.callerId !== user.id)) {
      throw new FieldError({ activation_key: ['This activation key is not valid. Please sign in again.'] });
    }
    const context = await this.context(user.id, input.eventSlug);
    const activated = await this.d.accounts.update(user.id, { termsAgreed: true, activationKey: null });
    return { user: activated, context };
  }

  /** The signed-in person and, with an event, their place in it (refused like every event API). */
  async currentUser(userId: number, eventSlug?: string): Promise<{ user: UserRow; context: CurrentUserContext }> {
    const user = await this.d.accounts.findById(userId);
    if (!user?.isActive) throw sessionEnded();
    return { user, context: await this.context(user.id, eventSlug) };
  }

  private async context(userId: number, eventSlug: string | undefined): Promise<CurrentUserContext> {
    const grant = eventSlug ? await this.d.access.require(eventSlug, userId) : null;
    return {
      event: grant ? { id: grant.event.id, role: grant.role } : null,
      memberships: await this.d.accounts.memberships(userId),
    };
  }

  private sessionExpiry(now: Date): Date {
    return new Date(now.getTime() + this.d.tokens.refreshTtlSeconds * 1000);
  }

  /** A new sign-in: one session row, an access token and the session's first refresh token. */
  private async signIn(user: UserRow, client: ClientInfo, opts: { offerActivation: boolean }): Promise<SignedIn> {
    const { repo, tokens, accounts } = this.d;
    const now = this.now();
    // Anyone who has not agreed to the terms yet gets a (fresh) key, so the client asks them again.
    const activationKey = opts.offerActivation && !user.termsAgreed ? generateSecretKey() : undefined;
    await accounts.update(user.id, { lastLogin: now, ...(activationKey ? { activationKey: digestKey(activationKey) } : {}) });
    const session = await repo.createSession({ userId: user.id, now, expiresAt: this.sessionExpiry(now), ip: client.ip, userAgent: client.userAgent });
    return {
      access: await tokens.signAccess({ userId: user.id, sessionId: session.id }),
      refresh: await tokens.signRefresh({ userId: user.id, sessionId: session.id, refreshId: session.currentRefreshId }),
      ...(activationKey ? { activationKey } : {}),
    };
  }
}

/** Gives an account a password (creating the account if needed); operators only, through the CLI. */
export async function setPassword(accounts: AccountsRepository, email: string, password: string): Promise<{ created: boolean }> {
  if (password.length < minPasswordLength) throw new Error(`The password needs at least ${minPasswordLength} characters.`);
  const passwordHash = await hashPassword(password);
  const existing = await accounts.findByEmail(email);
  if (existing) {
    await accounts.update(existing.id, { passwordHash });
    return { created: false };
  }
  const { user, created } = await accounts.create(email, { passwordHash });
  if (!created) await accounts.update(user.id, { passwordHash });
  return { created };
}
