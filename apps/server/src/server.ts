import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from './platform/config';
import { createLogger, type Logger } from './platform/logger';
import { OffsetClock, systemClock, type Clock } from './platform/clock';
import { connectDatabase, ensureDatabase, idleClientErrorLogger, runMigrations, type Database } from './platform/db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './platform/db/embedded-postgres';
import { ChangeNotifications } from './platform/db/notifications';
import { developmentJwtSecret } from './platform/secrets';
import { TokenService } from './platform/auth/tokens';
import { Mailer } from './platform/mail';
import { RateLimiter } from './platform/rate-limit';
import { BackgroundSweeps } from './platform/sweeps';
import { Metrics } from './platform/metrics';
import { createHttpApp } from './platform/http/app';
import { SharedReplies } from './platform/http/shared-replies';
import { RealtimeGateway } from './platform/realtime/gateway';
import { ReconnectMemory } from './platform/realtime/reconnect-memory';
import { createFileStorage, registerFileRoutes } from './platform/storage';
import { FavouriteKinds } from './platform/favourites';
import { CurrentUserFields } from './platform/current-user-fields';
import { AccountErasure } from './platform/account-erasure';
import { AccountExport } from './platform/account-export';
import { registerPlatformRoutes } from './platform/http/platform-routes';
import { apiErrorCode } from './platform/http/errors';
import type { Feature, Platform } from './platform/context';
import { composeFeatures, type FeatureHooks, type FeatureOptions, type Services } from './features';
import { createIdentity } from './features/identity';
import { seedDemoIfEmpty } from './features/demo';

export interface ServerOptions extends FeatureOptions {
  config?: Config;
  clock?: Clock;
  logger?: Logger;
  /** false: the background sweeps start paused (a test counting statements); `platform.sweeps.resume()` starts them. */
  backgroundSweeps?: boolean;
}

export interface RunningServer {
  app: FastifyInstance;
  platform: Platform;
  /** The services the composition root built, one of each. */
  services: Services;
  /** The hooks between features (tests add to them too). */
  hooks: FeatureHooks;
  url: string;
  close(): Promise<void>;
}

/** Builds the whole server: database, HTTP, realtime and every feature. Listening is the caller's choice. */
export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config.logLevel, !config.isProduction && process.stdout.isTTY);
  // Debug mode outside production gets the test clock browser tests move (POST /api/dev/clock).
  const clock = options.clock ?? (config.debug && !config.isProduction ? new OffsetClock() : systemClock);

  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, logger);
    databaseUrl = await ensureDatabase(embedded.url, 'foyer');
  }
  let database: Database | null = null;
  const notifications = new ChangeNotifications({ url: databaseUrl, logger });
  try {
    database = connectDatabase(databaseUrl, logger);
    await runMigrations(database, logger);
    await notifications.start();
  } catch (err) {
    await notifications.close();
    await database?.close().catch(() => undefined);
    await embedded?.stop();
    throw err;
  }
  const db = database.db;
  // The identity core: sign-ins, events and roles cached a few seconds, kept in step across processes (decision 0012).
  const currentUserFields = new CurrentUserFields();
  const identity = createIdentity({ db, clock, notifications, currentUserFields });
  const { access, sessions } = identity;

  const jwtSecret = config.jwtSecret ?? developmentJwtSecret(config.dataDir);
  const tokens = new TokenService(jwtSecret, clock);
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, clock, logger });
  const rateLimiter = new RateLimiter(db, clock, config.singleProcess);
  const sweeps = new BackgroundSweeps(logger, { paused: options.backgroundSweeps === false });
  // Expired counters are dead weight; one process sweeping twice is harmless.
  sweeps.every('sweeping rate-limit counters', { everyMs: 10 * 60 * 1000 }, () => rateLimiter.sweep());
  const metrics = new Metrics();

  const app = await createHttpApp({
    config,
    logger,
    tokens,
    isSessionActive: (sessionId, userId, eventSlug) => sessions.isActive(sessionId, userId, eventSlug),
  });
  // Every contract route's declared rate limit counts with it (platform/http/register.ts).
  app.decorate('rateLimiter', rateLimiter);
  const sharedReplies = new SharedReplies(notifications, (notice) => notifications.publish(database.pool, notice));
  app.decorate('sharedReplies', sharedReplies);

  // The Socket.IO adapter's own connections (one LISTENs, two NOTIFY): a broadcast waits for its NOTIFY
  // before local delivery, so it must not queue behind API queries when the main pool is busy. The only
  // process on its database broadcasts in memory: no statement per broadcast (decision 0065).
  const realtimePool = config.singleProcess ? null : new pg.Pool({ connectionString: databaseUrl, max: 3, idleTimeoutMillis: 30_000 });
  realtimePool?.on('error', idleClientErrorLogger(logger, 'idle PostgreSQL client of the realtime adapter failed'));
  // A connection the adapter was still opening when the server closed is never released; its end
  // (the database going away) must not become an unhandled error.
  realtimePool?.on('connect', (client) => client.on('error', (err) => logger.debug({ err }, 'realtime adapter connection ended')));
  const realtime = new RealtimeGateway(app.server, {
    logger,
    metrics,
    pool: realtimePool ?? undefined,
    rateLimiter,
    broadcastWindow: config.broadcastWindow,
    settleWrites: () => sharedReplies.settle(),
    reconnects: new ReconnectMemory(identity.socketDrops, clock, logger),
    async authorizeLogin(token, eventSlug) {
      const claims = await tokens.verifyAccess(token);
      if (!claims || !(await sessions.isActive(claims.sessionId, claims.userId, eventSlug))) {
        return { ok: false, detail: 'Token is invalid or expired.', code: 'token_not_valid' };
      }
      const grant = await access.check(eventSlug, claims.userId);
      if ('status' in grant) return { ok: false, detail: grant.detail, code: apiErrorCode(grant) };
      return {
        ok: true,
        session: { userId: claims.userId, sessionId: claims.sessionId, eventSlug, eventId: grant.event.id, role: grant.role },
      };
    },
  });

  const storage = createFileStorage(config.dataDir);
  await registerFileRoutes(app, storage);

  const accountErasure = new AccountErasure();
  const platform: Platform = { config, logger, clock, database, db, notifications, tokens, mailer, rateLimiter, realtime, metrics, storage, favourites: new FavouriteKinds(), accountErasure, accountExport: new AccountExport(), sharedReplies,
    currentUserFields, sweeps };
  registerPlatformRoutes(app, platform);
  const composition = composeFeatures(platform, identity, options);
  const registered: Feature[] = [];
  for (const feature of composition.features) {
    await feature.register(app, platform);
    registered.push(feature);
  }
  const { services, hooks } = composition;

  if (config.seedDemo) await seedDemoIfEmpty(platform, services);
  if (config.isProduction && !(await identity.administrators.any())) {
    logger.warn('No instance administrator yet: make one with "npm run foyer -- admin add EMAIL" to create events in the console.');
  }
  await app.ready();

  let closed = false;
  return {
    app,
    platform,
    services,
    hooks,
    get url() {
      const addr = app.server.address();
      if (!addr || typeof addr === 'string') return config.publicUrl;
      return `http://127.0.0.1:${addr.port}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      await sweeps.close();
      for (const feature of registered.reverse()) await feature.close?.();
      // Closing the HTTP server waits for every open connection: one whose reply a client never read
      // (or a keep-alive one mid-request) would hold the shutdown forever, so after a short grace
      // for requests in flight every connection is cut.
      const cut = setTimeout(() => app.server.closeAllConnections(), 2000);
      await realtime.close();
      clearTimeout(cut);
      // The adapter releases its listening connection on close, except one it was still opening at
      // that moment (a server closed right after starting): ending the pool would wait for it forever.
      if (realtimePool) await Promise.race([realtimePool.end(), new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await app.close();
      mailer.close();
      await notifications.close();
      await database.close();
      await embedded?.stop();
    },
  };
}
