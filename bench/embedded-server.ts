import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The server as `FOYER_SKIP_WEB_BUILD=1 npm start` runs it (embedded PostgreSQL, demo data) in a child process,
 * its data in a fresh temporary folder removed on stop; and what the benches do with it: reach its database,
 * sign in through the dev outbox.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface EmbeddedServer {
  url: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** A TCP port free on this machine now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the server; `name` names its data folder, `nodeArgs` go to its Node.js (e.g. `--cpu-prof`). */
export async function startEmbeddedServer(name: string, nodeArgs: string[] = []): Promise<EmbeddedServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `foyer-bench-${name}-`));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', FOYER_SKIP_WEB_BUILD: '1' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    if (Date.now() - started > 180_000) throw new Error(`the server did not answer /healthz within 3 minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, child, dataDir, stop };
}

/** The server's own embedded cluster (DATA_DIR/pg-cluster.json), database `foyer`. */
export function databaseUrl(dataDir: string): string {
  const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-cluster.json'), 'utf8')) as { port: number; password: string; user: string };
  return `postgres://${info.user}:${info.password}@127.0.0.1:${info.port}/foyer`;
}

/** An access token for the person, signed in to the demo event with the code from the dev outbox. */
export async function signIn(url: string, email: string): Promise<string> {
  const post = (p: string, body: unknown) =>
    fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const asked = await post('/api/auth/callback/', { email, type: 'code', event_slug: 'demo' });
  if (!asked.ok) throw new Error(`code request answered ${asked.status}: ${await asked.text()}`);
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to.includes(email))?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${email} in the dev outbox`);
  const tokens = (await (await post('/api/auth/obtain/', { email, code, event_slug: 'demo' })).json()) as { access?: string };
  if (!tokens.access) throw new Error('no access token');
  return tokens.access;
}
