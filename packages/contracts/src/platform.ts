import { z } from 'zod';
import { defineRoute } from './http';

export { clientErrorFieldLimits } from './constants';

/**
 * A crash report of the web app. Long fields are accepted and cut to `clientErrorFieldLimits` before the
 * server logs them (a report is evidence, so a long stack is still worth its first part); the whole body
 * is refused beyond `clientErrorBodyLimit` bytes.
 */
export const clientErrorBody = z.object({
  message: z.string().min(1),
  stack: z.string().optional(),
  url: z.string(),
  user_agent: z.string().optional(),
  release: z.string().optional(),
  event_slug: z.string().optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorBody>;


export const clientErrorBodyLimit = 64 * 1024;

export const outboxMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sent_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Public client configuration, read by the SPA at start. */
export const clientConfig = z.object({
  app_title: z.string(),
  debug: z.boolean(),
  version: z.string(),
  sentry_dsn: z.string().nullable(),
  dev_outbox: z.boolean(),
});
export type ClientConfig = z.infer<typeof clientConfig>;

/** The dev-only test clock: the server's now and how far it is moved from the real time. */
export const devClock = z.object({ now: z.string(), offset_ms: z.number().int() });
export type DevClock = z.infer<typeof devClock>;
/** Moves the test clock to `offset_ms` from the real time (not cumulative; 0 puts it back); at most a year either way. */
export const devClockBody = z.object({ offset_ms: z.number().int().min(-366 * 86_400_000).max(366 * 86_400_000) });

export const platformRoutes = {
  clientErrors: defineRoute({
    method: 'POST', path: '/api/client-errors/', summary: 'Report a crash of the web app', tags: ['platform'],
    auth: 'public', body: clientErrorBody, reply: z.object({ detail: z.string() }), status: 202,
    // No sign-in, by design (a crash may come before it): counted per client address.
    rateLimit: { max: 20, windowSeconds: 60, detail: 'Too many error reports; please wait a little.' },
    bodyLimit: clientErrorBodyLimit,
    errors: [],
  }),
  config: defineRoute({
    method: 'GET', path: '/api/config/', summary: 'Public client configuration', tags: ['platform'],
    auth: 'public', reply: clientConfig,
    errors: [],
  }),
  devOutbox: defineRoute({
    method: 'GET', path: '/api/dev/outbox', summary: 'Mail kept by the dev outbox, newest first (not in production)', tags: ['dev'],
    auth: 'public', reply: z.array(outboxMessage),
    errors: [404],
  }),
  devClock: defineRoute({
    method: 'GET', path: '/api/dev/clock', summary: "The server's test clock (FOYER_DEBUG, not in production)", tags: ['dev'],
    auth: 'public', allows: 'nobody', reply: devClock,
    errors: [404],
  }),
  setDevClock: defineRoute({
    method: 'POST', path: '/api/dev/clock', summary: "Moves the server's test clock by an offset from the real time (FOYER_DEBUG, not in production)", tags: ['dev'],
    auth: 'public', allows: 'nobody', body: devClockBody, reply: devClock, rateLimit: { max: 60, windowSeconds: 60, store: 'local' },
    errors: [404],
  }),
};
