import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountRoutes, authRoutes } from '@foyer/contracts';
import { registerRoute } from '../../platform/http/register';
import { presentCurrentUser } from '../identity';
import type { AuthService, ClientInfo } from './auth.service';
import type { RemovalLinks } from './removal-links';
import { firstAcceptedLanguage } from '../accounts';
import { presentObtain, presentTokens } from './auth.presenter';

const client = (raw: FastifyRequest): ClientInfo => ({ ip: raw.ip, userAgent: raw.headers['user-agent'] ?? null });

/** The auth endpoints of the spec; each handler is validate (by contract) → service → presenter. */
export function registerAuthRoutes(app: FastifyInstance, auth: AuthService, removalLinks: RemovalLinks, opts: { debug: boolean }): void {
  registerRoute(app, authRoutes.requestCode, async (req) => {
    await auth.requestCode({
      email: req.body.email,
      eventSlug: req.body.event_slug,
      client: client(req.raw),
      acceptLanguage: firstAcceptedLanguage(req.raw.headers['accept-language']),
    });
    return { detail: 'We have sent you an e-mail with your code.' };
  });

  registerRoute(app, authRoutes.obtain, async (req) =>
    presentObtain(await auth.obtain({ email: req.body.email, code: req.body.code, eventSlug: req.body.event_slug, client: client(req.raw) })),
  );

  registerRoute(app, authRoutes.refresh, async (req) => presentTokens(await auth.refresh(req.body.refresh)));

  registerRoute(app, authRoutes.logout, async (req) => {
    await auth.logout(req.body.refresh);
    return { detail: 'You have been logged out.' };
  });

  // Password sign-in exists only in debug mode: otherwise the path is unknown (404 like any other).
  if (opts.debug) {
    registerRoute(app, authRoutes.passwordLogin, async (req) =>
      presentTokens(await auth.passwordLogin({ username: req.body.username, password: req.body.password, client: client(req.raw) })),
    );
  }

  registerRoute(app, authRoutes.currentUser, async (req) => {
    const { user, context } = await auth.currentUser(req.user.id, req.query.event_slug);
    return presentCurrentUser(user, context);
  });

  // Reactivation is a sign-in: the link mailed at removal is exchanged for tokens (decision 0020).
  registerRoute(app, accountRoutes.reactivate, async (req) =>
    presentTokens(await auth.reactivate({ code: req.body.code, email: req.body.email, client: client(req.raw) })),
  );

  // A link to the removal page for someone not signed in; exchanging it is a sign-in (decision 0074).
  registerRoute(app, accountRoutes.requestRemovalLink, async (req) => {
    await removalLinks.request({ email: req.body.email, language: firstAcceptedLanguage(req.raw.headers['accept-language']), client: client(req.raw) });
    return { detail: 'We have sent an e-mail to this address. Open the link in it within the hour.' };
  });

  registerRoute(app, accountRoutes.removalSignIn, async (req) =>
    presentTokens(await removalLinks.exchange({ code: req.body.code, email: req.body.email, client: client(req.raw) })),
  );

  registerRoute(app, authRoutes.activate, async (req) => {
    const { user, context } = await auth.activate({
      activationKey: req.body.activation_key,
      callerId: req.raw.user?.id ?? null,
      eventSlug: req.query.event_slug,
    });
    return presentCurrentUser(user, context);
  });
}
