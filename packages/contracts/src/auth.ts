import { z } from 'zod';
import { rateLimits } from './rate-limits';
import { defineRoute, detailReply, eventRefusals, eventSlugQuery, slugParam } from './http';
import { currentUser } from './users';

const email = z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254);
const eventSlug = slugParam;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

/**
 * `event_slug` names the event the person signs in to; left out, the sign-in is to the instance itself (the
 * organiser console, decision 0081): the mail names the instance, and no event's access rule applies.
 */
export const requestCodeBody = z.object({ email, type: z.literal('code'), event_slug: eventSlug.optional() });
export const obtainBody = z.object({
  email,
  code: z.string().trim().regex(/^\d{6}$/, 'The access code has six digits.'),
  event_slug: eventSlug.optional(),
});
export const obtainReply = tokenPair.extend({
  /**
   * Present when the account has not agreed to the terms yet (new, or never activated): send it to
   * `PUT /profiles/activate/`. A fresh key replaces any earlier one.
   */
  activation_key: z.string().optional(),
});
export const refreshBody = z.object({ refresh: z.string().min(1) });
export const passwordLoginBody = z.object({ username: z.string().min(1).max(254), password: z.string().min(1).max(1000) });
export const activateBody = z.object({
  activation_key: z.string().min(1),
  user: z.object({ terms_agreed: z.literal(true, { message: 'You must agree to the terms and privacy statement.' }) }),
});

/** The sign-in routes keep the auth feature's own limits. */
const signInLimits = { own: 'sign-in limits per e-mail address, network and code (docs/decisions/0009)' };

export const authRoutes = {
  requestCode: defineRoute({
    method: 'POST', path: '/api/auth/callback/', summary: 'Mail a six-digit sign-in code', tags: ['auth'],
    auth: 'public', body: requestCodeBody, reply: detailReply, rateLimit: signInLimits,
    errors: [404, 503],
  }),
  obtain: defineRoute({
    method: 'POST', path: '/api/auth/obtain/', summary: 'Exchange e-mail and code for tokens', tags: ['auth'],
    auth: 'public', body: obtainBody, reply: obtainReply, rateLimit: signInLimits,
    errors: [400, 403, 404],
  }),
  refresh: defineRoute({
    // The presented token stops working; presented again within a few seconds (a racing tab) it answers the
    // same new pair, later it ends the whole sign-in (401).
    method: 'POST', path: '/api/auth/jwt/refresh/', summary: 'Rotate the refresh token', tags: ['auth'],
    // Each tab refreshes every 15 minutes; a venue of hundreds behind one address stays far below.
    auth: 'public', body: refreshBody, reply: tokenPair, rateLimit: { max: 300, windowSeconds: 60 },
    errors: [401],
  }),
  passwordLogin: defineRoute({
    // Registered only with FOYER_DEBUG; `username` is the e-mail of an account given a password by the CLI.
    method: 'POST', path: '/api/auth/jwt/login/', summary: 'Password sign-in (debug mode only)', tags: ['auth'],
    auth: 'public', allows: 'nobody', body: passwordLoginBody, reply: tokenPair, rateLimit: signInLimits,
    errors: [401],
  }),
  logout: defineRoute({
    // 200 only when this call ended a live sign-in; an access token, garbage or an ended sign-in answer 401.
    method: 'POST', path: '/api/auth/logout/', summary: 'Revoke this sign-in', tags: ['auth'],
    auth: 'public', body: refreshBody, reply: detailReply, rateLimit: rateLimits.anonymous,
    errors: [401],
  }),
  currentUser: defineRoute({
    method: 'GET', path: '/api/auth/current_user/', summary: 'The signed-in person', tags: ['auth'],
    auth: 'user', query: eventSlugQuery.partial(), reply: currentUser,
    errors: eventRefusals,
  }),
  activate: defineRoute({
    method: 'PUT', path: '/api/profiles/activate/', summary: 'Activate a new account by agreeing to the terms', tags: ['auth'],
    // The activation key alone identifies the account; a bearer token is not needed.
    auth: 'public', query: eventSlugQuery.partial(), body: activateBody, reply: currentUser,
    rateLimit: rateLimits.anonymous,
    errors: eventRefusals,
  }),
};
