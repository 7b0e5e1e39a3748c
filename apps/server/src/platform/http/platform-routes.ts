import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { platformRoutes } from '@foyer/contracts';
import type { Platform } from '../context';
import { notFound } from './errors';
import { registerRoute } from './register';

/** Health, metrics, client configuration, client crash reports and the dev outbox. */
export function registerPlatformRoutes(app: FastifyInstance, platform: Platform): void {
  const { config, metrics } = platform;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: request.method, route, status: reply.statusCode });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await platform.db.execute(sql`SELECT 1`);
      return { status: 'ok', database: 'ok', version: config.version };
    } catch (err) {
      platform.logger.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable', version: config.version });
    }
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });

  registerRoute(app, platformRoutes.config, async () => ({
    app_title: config.appTitle,
    debug: config.debug,
    version: config.version,
    sentry_dsn: config.sentryDsn ?? null,
    dev_outbox: platform.mailer.usesOutbox && !config.isProduction,
  }));

  registerRoute(app, platformRoutes.clientErrors, async (req) => {
    // Crashes of the web app are always logged here; Sentry gets them too when SENTRY_DSN is set.
    platform.logger.warn({ clientError: req.body, ip: req.raw.ip }, 'client error reported');
    return { detail: 'Reported.' };
  });

  registerRoute(app, platformRoutes.devOutbox, async () => {
    if (config.isProduction || !platform.mailer.usesOutbox) throw notFound();
    return platform.mailer.outbox();
  });
}
