import type { Feature } from '../../platform/context';
import type { HookList } from '../../platform/hooks';
import { deriveKey, developmentJwtSecret } from '../../platform/secrets';
import type { Identity } from '../identity';
import { resolveAuthLimits, type AuthLimitsOverride } from './auth.limits';
import { AuthRepository } from './auth.repository';
import { AuthThrottle } from './auth.policy';
import { AuthService, type SignInListener } from './auth.service';
import { registerAuthRoutes } from './auth.routes';
import { eraseSignInCounters } from './auth.erasure';
import { RemovalLinks } from './removal-links';

export type { AuthLimits, AuthLimitsOverride } from './auth.limits';
export type { SignInListener } from './auth.service';
export { setPasswordCommand, mintTokensCommand } from './auth.cli';

const sweepEveryMs = 15 * 60 * 1000;

/**
 * Sign-in by mailed code, tokens, activation and the debug password login, on the identity core's accounts,
 * sessions and access; each new sign-in is told to `signInListeners`. `limits` are merged into the defaults (tests pass small windows); an unknown key stops the start.
 */
export function authFeature(
  identity: Identity,
  hooks: { signInListeners: HookList<SignInListener> },
  limits?: AuthLimitsOverride | Record<string, unknown>,
): Feature {
  const resolved = resolveAuthLimits(limits);
  return {
    name: 'auth',
    register(app, platform) {
      const { config, db, clock, logger } = platform;
      const secret = config.jwtSecret ?? developmentJwtSecret(config.dataDir);
      const repo = new AuthRepository(db);
      const accounts = identity.accounts;
      const throttle = new AuthThrottle(platform.rateLimiter, resolved);
      const codeKey = deriveKey(secret, 'login-code');
      const service = new AuthService({
        accounts,
        repo,
        throttle,
        access: identity.access,
        tokens: platform.tokens,
        mailer: platform.mailer,
        clock,
        logger,
        limits: resolved,
        codeKey,
        reactivationKey: deriveKey(secret, 'reactivation'),
        appTitle: config.appTitle,
        signInListeners: hooks.signInListeners.all,
        onSessionEnded: (sessionId) => {
          identity.sessions.forget(sessionId);
          platform.realtime.disconnectSession(sessionId);
        },
      });
      const removalLinks = new RemovalLinks({
        accounts, repo, throttle, mailer: platform.mailer, clock, logger, codeKey, publicUrl: config.publicUrl, appTitle: config.appTitle,
        signIn: (user, client) => service.signIn(user, client, { offerActivation: false }),
      });
      registerAuthRoutes(app, service, removalLinks, { debug: config.debug });
      platform.accountErasure.register('auth', eraseSignInCounters);

      platform.sweeps.every('sweeping old login codes and sessions', { everyMs: sweepEveryMs }, () => repo.sweep(clock.now()));
    },
  };
}
