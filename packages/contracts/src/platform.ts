import { z } from 'zod';
import { defineRoute } from './http';

export const clientErrorBody = z.object({
  message: z.string().min(1).max(4000),
  stack: z.string().max(20_000).optional(),
  url: z.string().max(2048),
  user_agent: z.string().max(1000).optional(),
  release: z.string().max(100).optional(),
  event_slug: z.string().max(100).optional(),
});

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

export const platformRoutes = {
  clientErrors: defineRoute({
    method: 'POST', path: '/api/client-errors/', summary: 'Report a crash of the web app', tags: ['platform'],
    auth: 'public', body: clientErrorBody, reply: z.object({ detail: z.string() }), status: 202,
  }),
  config: defineRoute({
    method: 'GET', path: '/api/config/', summary: 'Public client configuration', tags: ['platform'],
    auth: 'public', reply: clientConfig,
  }),
  devOutbox: defineRoute({
    method: 'GET', path: '/api/dev/outbox', summary: 'Mail kept by the dev outbox, newest first (not in production)', tags: ['dev'],
    auth: 'public', reply: z.array(outboxMessage),
  }),
};
