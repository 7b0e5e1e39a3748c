import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { testDbPrefix } from './db-names';
import { ManualClock, OffsetClock } from '../src/platform/clock';
import { createServer, type RunningServer, type ServerOptions } from '../src/server';
import { ServerTextLog, undocumentedStatuses } from './reply-checks';

export interface TestServer {
  url: string;
  server: RunningServer;
  clock: ManualClock;
  databaseUrl: string;
  /** The error texts its `api` calls read, checked when it closes (decision 0073). */
  texts: ServerTextLog;
  /** `fetch` against the server; JSON bodies are sent as JSON. */
  api(method: string, path: string, opts?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<ApiResponse>;
  close(): Promise<void>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary reply fields
  body: any;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  seedDemo?: boolean;
  authLimits?: ServerOptions['authLimits'];
  clock?: ManualClock;
  /** The server's clock is the dev test clock (an offset, POST /api/dev/clock) over the manual one. */
  offsetClock?: boolean;
  /** Reuse an existing database (a second process on the same PostgreSQL). */
  databaseUrl?: string;
  /**
   * false: the server's periodic background sweeps (presence, roulette seats, lapsed calls, ...) start paused, so
   * that a test counting statements sees only its own; `server.platform.sweeps.resume()` starts them.
   */
  backgroundSweeps?: boolean;
  /** The server's logger (a test that reads what the server logs); a silent one by default. */
  logger?: ServerOptions['logger'];
}

async function createDatabase(): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('templateDb');
  const name = `${testDbPrefix(template)}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function dropDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } catch (err) {
    // A role without pg_signal_backend may not terminate an autovacuum worker that just started in the
    // database (42501); a plain DROP stops such workers itself, and our own connections are closed by now.
    if ((err as { code?: string }).code !== '42501') throw err;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await admin.end();
  }
}

/** A real server on its own fresh database, listening on a free port. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDatabase = !options.databaseUrl;
  const databaseUrl = options.databaseUrl ?? (await createDatabase());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    FOYER_SEED_DEMO: options.seedDemo ? '1' : '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PORT: '0',
    // Tests stand in for clients on many networks through X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  });
  const clock = options.clock ?? new ManualClock(new Date('2026-06-01T09:00:00Z'));
  const server = await createServer({ config, clock: options.offsetClock ? new OffsetClock(clock) : clock, logger: options.logger ?? pino({ level: config.logLevel }),
    authLimits: options.authLimits, backgroundSweeps: options.backgroundSweeps });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const url = server.url;
  const texts = new ServerTextLog();
  return {
    url,
    server,
    clock,
    databaseUrl,
    texts,
    async api(method, p, opts = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      let body: string | undefined;
      if (opts.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      }
      const res = await fetch(`${url}${p}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      texts.record(res.status, parsed);
      return { status: res.status, headers: res.headers, body: parsed };
    },
    async close() {
      await server.close();
      // What the tests saw must be documented (decision 0072) and translatable (decision 0073).
      const undocumented = await undocumentedStatuses(server);
      const unknownTexts = texts.notInVocabulary();
      if (ownsDatabase) await dropDatabase(databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
      const problems = [
        ...(undocumented.length > 0 ? [`Statuses its OpenAPI description does not document; add each to the route's \`errors\` in packages/contracts (or fix the reply):`, ...undocumented] : []),
        ...(unknownTexts.length > 0 ? ['Error texts the web app cannot translate; add each, with its translations, to apps/web/src/i18n/locales/*/server.json (or server_entry.json):', ...unknownTexts.map((x) => JSON.stringify(x))] : []),
      ];
      if (problems.length > 0) throw new Error(`The test server answered:\n  ${problems.join('\n  ')}`);
    },
  };
}
