import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientErrorFieldLimits, platformRoutes, type ClientErrorReport } from '@foyer/contracts';
import type { Platform } from '../context';
import type { Config } from '../config';
import { OffsetClock } from '../clock';
import { forbidden, notFound } from './errors';
import { bearerToken } from './bearer';
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

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, config)) {
      throw forbidden('Metrics answer only on this host, or with the metrics token (METRICS_TOKEN).');
    }
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
    // Anyone may report, so a report is cut to a known size first (and limited per address).
    const { report, truncated } = capClientError(req.body);
    platform.logger.warn({ clientError: report, ...(truncated ? { truncated } : {}), ip: req.raw.ip }, 'client error reported');
    return { detail: 'Reported.' };
  });

  registerRoute(app, platformRoutes.devOutbox, async () => {
    if (config.isProduction || !platform.mailer.usesOutbox) throw notFound();
    return platform.mailer.outbox();
  });

  // The test clock: only a server started in debug mode outside production has one (server.ts).
  const testClock = () => {
    if (config.isProduction || !config.debug || !(platform.clock instanceof OffsetClock)) throw notFound();
    return platform.clock;
  };
  const clockReply = (clock: OffsetClock) => ({ now: clock.now().toISOString(), offset_ms: clock.offsetMs });
  registerRoute(app, platformRoutes.devClock, async () => clockReply(testClock()));
  registerRoute(app, platformRoutes.setDevClock, async (req) => {
    const clock = testClock();
    clock.setOffset(req.body.offset_ms);
    platform.logger.warn({ offsetMs: req.body.offset_ms }, 'test clock moved');
    return clockReply(clock);
  });
}

const isLoopback = (address: string | undefined): boolean =>
  !!address && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/**
 * `/metrics` outside production is open (development binds to loopback). In production it answers a
 * scraper on this host — the connection and the client address loopback, and no proxy in between
 * unless `TRUST_PROXY` lets us believe what the proxy says — or anyone with `Bearer $METRICS_TOKEN`.
 */
function mayReadMetrics(request: FastifyRequest, config: Config): boolean {
  if (!config.isProduction) return true;
  const presented = request.headers.authorization ? bearerToken(request.headers.authorization) : null;
  if (presented && config.metricsToken) {
    const [a, b] = [crypto.createHash('sha256').update(presented).digest(), crypto.createHash('sha256').update(config.metricsToken).digest()];
    if (crypto.timingSafeEqual(a, b)) return true;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip) && (!proxied || config.trustProxy !== false);
}

/** A client error report with each field cut to `clientErrorFieldLimits`; `truncated` names the fields cut. */
export function capClientError(body: ClientErrorReport): { report: ClientErrorReport; truncated: string[] } {
  const report: Record<string, string> = {};
  const truncated: string[] = [];
  for (const [field, max] of Object.entries(clientErrorFieldLimits)) {
    const value = body[field as keyof ClientErrorReport];
    if (value === undefined) continue;
    if (value.length > max) truncated.push(field);
    report[field] = value.length > max ? `${value.slice(0, max)}…` : value;
  }
  return { report: report as ClientErrorReport, truncated };
}
