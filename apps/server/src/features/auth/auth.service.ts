import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail';
import type { TokenService } from '../../platform/auth/tokens';
import { ApiError, FieldError, badRequest, conflict, forbidden, invalidToken } from '../../platform/http/errors';
import { reactivationDeadline, reactivationHashes } from '../accounts';
import { type EventAccess, normalizeEmail, type AccountsRepository, type UserRow, type CurrentUserContext } from '../identity';
import type { AuthRepository, SessionRow } from './auth.repository';
import type { AuthLimits } from './auth.limits';
import { newcomerRefusal, type AuthThrottle } from './auth.policy';
import { codeFromNonce, digestKey, generateSecretKey, hashCode, newCodeNonce } from './auth.codes';
import { codeMail } from './auth.mail';
import { dummyPasswordHash, hashPassword, minPasswordLength, verifyPassword } from './passwords';

export interface SignedIn {
  access: string;
  refresh: string;
  /** Only when the account still has to agree to the terms (new, or never activated). */
  activationKey?: string;
}

/**
 * Told of each new sign-in (a session made; never a refresh or a socket): who, when, and the event it was for,
 * whose access was granted already (null: none named, the console or a link). Awaited, so a figure read after
 * the sign-in answered counts it; a listener's failure is logged and does not undo the sign-in.
 */
export type SignInListener = (signIn: { userId: number; at: Date; eventSlug: string | null }) => Promise<void>;

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
  /** HMAC key of reactivation codes (accounts.reactivation.ts), derived from the server secret. */
  reactivationKey: Buffer;
  /** The instance's name (APP_TITLE): what a console sign-in's mail names instead of an event. */
  appTitle: string;
  /** Told when a sign-in ends (logout, reuse of an old refresh token): closes its realtime sockets. */
  onSessionEnded?: (sessionId: string) => void;
  /** The features told of each sign-in (the hook `sign-in listeners`: analytics counts them). */
  signInListeners: readonly SignInListener[];
}

const wrongCode = () => badRequest('The code is wrong or has expired.');
const wrongPassword = () => new ApiError(401, 'No active account found with these credentials.');
const sessionEnded = () => invalidToken('Token is invalid or expired.');
const alreadyEnded = () => invalidToken('This sign-in has already ended.');
const inactiveAccount = () => forbidden('This account has been removed.', 'account_inactive');

/**
 * The login codes of a sign-in to the instance itself, without an event (the organiser console, decision
 * 0081), are kept under this event slug, which no event can have.
 */
export const instanceSignIn = '';

/** Sign-in by mailed code, token rotation, activation and the debug password login. Knows no HTTP. */
export class AuthService {
  constructor(private readonly d: AuthServiceDeps) {}

  private now(): Date {
    return this.d.clock.now();
  }

  /**
   * Mails a code to any valid address. No account is looked up or created here, so the work and the
   * answer are the same whether the address is known or not. While the live code of the address and
   * event has at least half its time left, the same code is mailed again: a request by anyone never
   * takes away the code its owner is typing. Without an event the code signs in to the instance (the
   * console): the same limits, and the mail names the instance in the language the browser asked for.
   */
  async requestCode(input: { email: string; eventSlug?: string; client: ClientInfo; acceptLanguage?: string }): Promise<void> {
    const { throttle, limits, repo } = this.d;
    const email = normalizeEmail(input.email);
    await throttle.codeRequestFromIp(input.client.ip);
    const event = input.eventSlug === undefined ? null : await this.d.access.findEvent(input.eventSlug);
    const scope = event?.slug ?? instanceSignIn;
    const ticket = await throttle.codeForAddress(email, input.client.ip);

    const now = this.now();
    const minimumLeft = new Date(now.getTime() + (limits.codeTtlSeconds * 1000) / 2);
    let live = await repo.findResendableCode(email, scope, minimumLeft);
    if (!live) {
      const nonce = newCodeNonce();
      live = await repo.replaceCode({
        email,
        eventSlug: scope,
        codeNonce: nonce,
        codeHash: hashCode(this.d.codeKey, email, scope, codeFromNonce(this.d.codeKey, nonce, email, scope)),
        now,
        expiresAt: new Date(now.getTime() + limits.codeTtlSeconds * 1000),
      });
    }
    const code = codeFromNonce(this.d.codeKey, live.codeNonce, email, scope);
    const secondsLeft = Math.floor((live.expiresAt.getTime() - now.getTime()) / 60_000) * 60;
    const named = event ? { language: event.language, eventName: event.name } : { language: input.acceptLanguage ?? '', eventName: this.d.appTitle };
    try {
      await this.d.mailer.send(codeMail({ to: email, ...named, code, ttlSeconds: secondsLeft }));
    } catch (err) {
      this.d.logger.error({ err, event: scope }, 'sign-in code could not be mailed');
      await throttle.notSent(ticket);
      throw new ApiError(503, 'The e-mail could not be sent. Please try again in a minute.', 'mail_failed');
    }
  }

  /**
   * Exchanges a code for tokens; the account is created here, at the first successful sign-in. Without an
   * event (the console) no event's rule applies: what the person may do there is decided per route.
   */
  async obtain(input: { email: string; code: string; eventSlug?: string; client: ClientInfo }): Promise<SignedIn> {
    const { throttle, repo, access, accounts } = this.d;
    const email = normalizeEmail(input.email);
    const event = input.eventSlug === undefined ? null : await access.findEvent(input.eventSlug);
    const scope = event?.slug ?? instanceSignIn;
    const attempt = await throttle.signInAttempt(email, input.client.ip);

    const now = this.now();
    const check = await repo.checkCode(email, scope, hashCode(this.d.codeKey, email, scope, input.code), now);
    // A wrong code stays counted; the code itself lives on for its owner (decision 0009).
    if (check.status !== 'match') throw wrongCode();
    await throttle.succeeded(attempt);

    // Access is decided before the code is used up, so someone refused now can still get in with
    // the same code once an organiser puts them on the list.
    let user = await accounts.findByEmail(email);
    if (user) {
      if (!user.isActive) throw inactiveAccount();
      if (event) await access.requireFor(event, user.id);
    } else {
      const refusal = event && newcomerRefusal(event);
      if (refusal) throw refusal;
    }
    // Another request used this code a moment earlier.
    if (!(await repo.consumeCode(check.id, now))) throw wrongCode();
    if (!user) {
      user = (await accounts.create(email)).user;
      if (event) await access.requireFor(event, user.id);
    }
    return this.signIn(user, input.client, { offerActivation: true, eventSlug: event?.slug ?? null });
  }

  /**
   * Rotates the refresh token. The token just rotated answers the same new pair for a few seconds (two
   * tabs, a retried request); any other old token, or that one later, ends the whole sign-in.
   */
  async refresh(token: string): Promise<SignedIn> {
    const { tokens, repo } = this.d;
    const claims = await tokens.verifyRefresh(token);
    if (!claims) throw sessionEnded();
    const now = this.now();
    let session = await repo.findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt <= now) throw sessionEnded();

    if (session.currentRefreshId === claims.refreshId) {
      const rotated = await repo.rotate(session.id, claims.refreshId, now, this.sessionExpiry(now));
      if (rotated) return this.pairOf(rotated, now);
      // Another request rotated it a moment ago: read what it made.
      session = await repo.findSession(claims.sessionId);
      if (!session || session.revokedAt) throw sessionEnded();
    }
    const graceEnds = session.lastRefreshedAt.getTime() + this.d.limits.refreshGraceSeconds * 1000;
    if (session.previousRefreshId === claims.refreshId && now.getTime() <= graceEnds) return this.pairOf(session, now);

    // An old token came back: someone may hold a stolen copy, so neither side keeps the sign-in.
    await this.endSession(session.id, now, 'refresh_reuse');
    this.d.logger.warn({ userId: session.userId, sessionId: session.id }, 'refresh token reused: sign-in revoked');
    throw invalidToken('This sign-in has ended because an old token was used again. Please sign in again.');
  }

  /**
   * The pair of the session's current refresh token, signed as of its rotation: the same bytes however
   * often it is asked for, so nothing usable needs to be stored to answer a racing request.
   */
  private async pairOf(session: SessionRow, now: Date): Promise<SignedIn> {
    const { tokens, accounts } = this.d;
    const user = await accounts.findById(session.userId);
    if (!user?.isActive) {
      await this.endSession(session.id, now, 'logout');
      throw sessionEnded();
    }
    const at = session.lastRefreshedAt;
    return {
      access: await tokens.signAccess({ userId: user.id, sessionId: session.id }, at),
      refresh: await tokens.signRefresh({ userId: user.id, sessionId: session.id, refreshId: session.currentRefreshId }, at),
    };
  }

  /**
   * Ends the sign-in a refresh token belongs to (an older token of it too). Anything else answers 401:
   * garbage, an access token, or a sign-in that had already ended, so "logged out" always means this
   * call ended something.
   */
  async logout(token: string): Promise<void> {
    const claims = await this.d.tokens.verifyRefresh(token);
    if (!claims) throw sessionEnded();
    const now = this.now();
    const session = await this.d.repo.findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId) throw sessionEnded();
    if (session.revokedAt || session.expiresAt <= now) throw alreadyEnded();
    if (!(await this.endSession(session.id, now, 'logout'))) throw alreadyEnded();
  }

  /** Revokes a sign-in and closes its sockets; false when it had already been revoked. */
  private async endSession(id: string, now: Date, reason: 'logout' | 'refresh_reuse'): Promise<boolean> {
    const ended = await this.d.repo.revoke(id, now, reason);
    this.d.onSessionEnded?.(id);
    return ended;
  }

  /** The debug-mode password sign-in, for accounts an operator gave a password. */
  async passwordLogin(input: { username: string; password: string; client: ClientInfo }): Promise<SignedIn> {
    const { throttle, accounts } = this.d;
    const email = normalizeEmail(input.username);
    const attempt = await throttle.signInAttempt(email, input.client.ip, 'password');
    const user = await accounts.findByEmail(email);
    // The same scrypt work whether or not the account exists or has a password.
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user?.passwordHash || !matches || !user.isActive) throw wrongPassword();
    await throttle.succeeded(attempt);
    // Operator accounts for testing: no activation step on this path.
    return this.signIn(user, input.client, { offerActivation: false });
  }

  /**
   * Exchanges the link mailed at removal (`code`, `email`) for tokens within 30 days: the account gets
   * its address back, empty (decision 0020). Refused when the address has a new account meanwhile.
   */
  async reactivate(input: { code: string; email: string; client: ClientInfo }): Promise<SignedIn> {
    const { accounts } = this.d;
    const email = normalizeEmail(input.email);
    const { codeHash, emailHash } = reactivationHashes(this.d.reactivationKey, input.code, email);
    const user = await accounts.findByReactivationCode(codeHash);
    const invalid = () => badRequest('This reactivation link is not valid or has expired.', 'reactivation_failed');
    if (!user?.removedAt || user.reactivationEmailHash !== emailHash) throw invalid();
    if (reactivationDeadline(user.removedAt) <= this.now()) throw invalid();
    if (await accounts.findByEmail(email)) throw conflict('An account with this e-mail address exists already: sign in with it instead.');
    const restored = await accounts.reactivate(user.id, codeHash, email);
    if (!restored) throw invalid();
    this.d.logger.info({ userId: restored.id }, 'account reactivated');
    return this.signIn(restored, input.client, { offerActivation: true });
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
    // The access check first, so a first visit's new membership is among those read after it. Without the
    // terms: this is where the client reads `terms_agreed`; the event's own APIs and the socket refuse.
    const grant = eventSlug ? await this.d.access.require(eventSlug, userId, { termsPending: true }).catch((err: unknown) => this.refusedOrEnded(userId, err)) : null;
    const found = await this.d.accounts.findWithMemberships(userId, grant?.event.id ?? null, this.now());
    if (!found?.user.isActive) throw sessionEnded();
    const event = grant ? { id: grant.event.id, role: grant.role } : null;
    return { user: found.user, context: { event, memberships: found.memberships, fields: found.fields } };
  }

  /** An ended account hears that its session ended, before any refusal by the event. */
  private async refusedOrEnded(userId: number, err: unknown): Promise<never> {
    const user = await this.d.accounts.findById(userId);
    if (!user?.isActive) throw sessionEnded();
    throw err;
  }

  private async context(userId: number, eventSlug: string | undefined): Promise<CurrentUserContext> {
    // Without the terms: agreeing to them is what activation does.
    const grant = eventSlug ? await this.d.access.require(eventSlug, userId, { termsPending: true }) : null;
    return {
      event: grant ? { id: grant.event.id, role: grant.role } : null,
      memberships: await this.d.accounts.memberships(userId),
    };
  }

  private sessionExpiry(now: Date): Date {
    return new Date(now.getTime() + this.d.tokens.refreshTtlSeconds * 1000);
  }

  /** A new sign-in: one session row, an access token and the session's first refresh token. */
  async signIn(user: UserRow, client: ClientInfo, opts: { offerActivation: boolean; eventSlug?: string | null }): Promise<SignedIn> {
    const { repo, tokens, accounts, logger } = this.d;
    const now = this.now();
    // Anyone who has not agreed to the terms yet gets a (fresh) key, so the client asks them again.
    const activationKey = opts.offerActivation && !user.termsAgreed ? generateSecretKey() : undefined;
    await accounts.update(user.id, { lastLogin: now, ...(activationKey ? { activationKey: digestKey(activationKey) } : {}) });
    const session = await repo.createSession({ userId: user.id, now, expiresAt: this.sessionExpiry(now), ip: client.ip, userAgent: client.userAgent });
    const signedIn = { userId: user.id, at: now, eventSlug: opts.eventSlug ?? null };
    for (const listener of this.d.signInListeners) {
      await listener(signedIn).catch((err: unknown) => logger.error({ err, userId: user.id }, 'a sign-in listener failed'));
    }
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
