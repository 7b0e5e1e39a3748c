import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { installCommand, missingPackages } from '../../scripts/lib/debian-packages.mjs';
import { startJanus, type RunningJanus } from '../../scripts/lib/janus.mjs';
import { ensureWebBuild, repoRoot } from '../../scripts/lib/web-build.mjs';
import { users } from './users';

/**
 * Builds the web app when stale and starts the real server (`node --import tsx apps/server/src/main.ts`)
 * on a free loopback port with a fresh DATA_DIR: embedded PostgreSQL, demo data, FOYER_DEBUG=1 and no
 * SMTP, so codes land in the dev outbox. The demo people get a password (FOYER_E2E_DEMO_PASSWORD) for
 * the fixtures' sign-ins. Workers read the address from FOYER_E2E_BASE_URL. The server's log goes to
 * test-results/e2e-server.log. FOYER_E2E_KEEP_DATA=1 keeps the DATA_DIR for a look after.
 * FOYER_MEDIA_BACKEND=janus starts Debian's janus beside it (scripts/lib/janus.mjs, its log in
 * test-results/e2e-janus.log) and hands the server its JANUS_URL, so the call specs run on Janus.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.FOYER_E2E_BASE_URL) {
    console.log(`[e2e] using the server at ${process.env.FOYER_E2E_BASE_URL}`);
    return undefined;
  }

  // What the browser tests run (Chromium, fonts, the server's ffmpeg): named before anything starts
  // (`npm test` installs them as root).
  const missing = missingPackages(['e2e']);
  if (missing.length > 0) throw new Error(`Debian packages the browser tests need are not installed: ${installCommand(missing)}`);

  const build = await ensureWebBuild({ log: (line) => console.log(`[e2e] ${line}`) });
  if (!build.ok) throw new Error(`The web app did not build (npm run build -w apps/web exited with ${build.code}); see its output above.`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-e2e-'));
  // mkdtemp makes it 0700: open it up so that, as root, the postgres system user can keep its cluster
  // inside it (and it is removed with it) instead of under /var/lib/foyer.
  fs.chmodSync(dataDir, 0o755);
  const logDir = path.join(repoRoot, 'test-results');
  fs.mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'e2e-server.log');
  const log = fs.openSync(logFile, 'w');

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    FOYER_SEED_DEMO: '1',
    FOYER_DEBUG: '1',
    LOG_LEVEL: process.env.FOYER_E2E_LOG_LEVEL ?? 'info',
  };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'FOYER_WEB_DIST', 'JWT_SECRET', 'SENTRY_DSN', 'JANUS_URL', 'JANUS_ADMIN_KEY', 'JANUS_API_SECRET']) delete env[key];

  let janus: RunningJanus | null = null;
  if (process.env.FOYER_MEDIA_BACKEND === 'janus') {
    janus = await startJanus({ logFile: path.join(logDir, 'e2e-janus.log') });
    env.JANUS_URL = janus.url;
    env.JANUS_ADMIN_KEY = janus.adminSecret;
    console.log(`[e2e] media on Janus at ${janus.url} (log: test-results/e2e-janus.log)`);
  }

  const started = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  let exited: string | null = null;
  server.on('exit', (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  });

  const tail = () => {
    const text = fs.readFileSync(logFile, 'utf8');
    return text.split('\n').slice(-40).join('\n');
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) {
      await janus?.stop();
      throw new Error(`The server exited (${exited}) before it answered /healthz. Last lines of ${logFile}:\n${tail()}`);
    }
    if (Date.now() > deadline) {
      await stop(server);
      await janus?.stop();
      throw new Error(`The server did not answer /healthz within 180 s. Last lines of ${logFile}:\n${tail()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`[e2e] server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(process.cwd(), logFile)})`);

  // The demo people get a password through the operator CLI (sharing the server's PostgreSQL), so the
  // fixtures can sign them in as often as tests need without mailed codes and their per-address limit.
  const password = `e2e-${Math.random().toString(36).slice(2)}-demo`;
  const passwordsStarted = Date.now();
  try {
    await Promise.all(Object.values(users).map((u) => setPassword(u.email, password, env, log)));
  } catch (err) {
    await stop(server);
    await janus?.stop();
    throw err;
  }
  console.log(`[e2e] demo people given a password in ${((Date.now() - passwordsStarted) / 1000).toFixed(1)} s`);
  process.env.FOYER_E2E_DEMO_PASSWORD = password;
  process.env.FOYER_E2E_BASE_URL = baseUrl;
  // Specs that change data as the operator does (the CLI) reach the same database through it.
  process.env.FOYER_E2E_DATA_DIR = dataDir;

  return async () => {
    await stop(server);
    await janus?.stop();
    fs.closeSync(log);
    if (process.env.FOYER_E2E_KEEP_DATA) console.log(`[e2e] kept DATA_DIR ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

/** `npm run foyer -- set-password EMAIL` with the password on stdin. */
function setPassword(email: string, password: string, env: NodeJS.ProcessEnv, log: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'cli.ts'), 'set-password', email], {
      cwd: repoRoot,
      env: { ...env, LOG_LEVEL: 'warn' },
      stdio: ['pipe', log, log],
    });
    cli.on('error', reject);
    cli.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`set-password ${email} exited with ${code}; see test-results/e2e-server.log`))));
    cli.stdin?.end(`${password}\n`);
  });
}

/** SIGTERM lets the server stop its PostgreSQL; SIGKILL only if it hangs. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const done = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000);
  await done;
  clearTimeout(timer);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
