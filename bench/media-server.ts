import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { startJanus, type RunningJanus } from '../scripts/lib/janus.mjs';

/**
 * What the server benches (bench/video, bench/stage, bench/realtime) share: a Foyer server started as
 * `npm start` starts it (embedded PostgreSQL, demo data) in a process of its own, on werift or with a Janus of
 * its own; the CPU of a process from /proc; signed-in sockets and API calls; load-test people.
 */

export const root = path.resolve(import.meta.dirname, '..');
const execFileP = promisify(execFile);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let ticksPerSecond = 100;
/** CPU seconds a process has used in user space and in the kernel, from /proc/<pid>/stat (after `initCpuClock`). */
export function cpuSplitOf(pid: number): { user: number; system: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields 14 and 15 of stat(5); the slice starts at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) / ticksPerSecond, system: Number(fields[12]) / ticksPerSecond };
}

/** CPU seconds (user + kernel) of a process, from /proc/<pid>/stat (after `initCpuClock`). */
export function cpuOf(pid: number): number {
  const { user, system } = cpuSplitOf(pid);
  return user + system;
}

/** Reads the kernel's clock tick once (getconf CLK_TCK); call before measuring. */
export async function initCpuClock(): Promise<void> {
  ticksPerSecond = Number((await execFileP('getconf', ['CLK_TCK'])).stdout.trim()) || 100;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const mean = (values: number[]) => (values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export function login(url: string, token: string, eventSlug = 'demo'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect_error', reject);
    socket.once('authenticated', () => resolve(socket));
    socket.once('connect', () => socket.emit('login', { token, event_slug: eventSlug }));
  });
}

export async function api(url: string, token: string | null, method: string, p: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export interface BenchServer {
  url: string;
  /** The Foyer process (and Janus's, with Janus): whose CPU counts. */
  pid: number;
  janusPid: number | undefined;
  /** CPU seconds of the server (plus Janus) so far. */
  cpu(): number;
  /** `dev mint-tokens`: that many load-test people of the demo, each with an access token and id. */
  mint(count: number): Promise<{ token: string; id: number }[]>;
  /** `dev mint-tokens`: access tokens of that many load-test people of the demo. */
  mintTokens(count: number): Promise<string[]>;
  /** A demo person's token: a password set with `set-password`, then the debug sign-in (`FOYER_DEBUG=1`). */
  signIn(email: string): Promise<{ token: string; id: number }>;
  stop(): Promise<void>;
}

/**
 * Starts a server with the demo on `backend` (`werift` or `janus`), `env` added to its environment and
 * `nodeArgs` to its command line (e.g. `--cpu-prof`).
 */
export async function startBenchServer(backend: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  let janus: RunningJanus | null = null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-media-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    FOYER_SEED_DEMO: '1',
    // The demo stage's own speakers would add their CPU to every figure.
    DEMO_LIVE_STAGE: '0',
    ...env,
  };
  if (backend === 'janus') {
    janus = await startJanus();
    serverEnv.JANUS_URL = janus.url;
    serverEnv.JANUS_ADMIN_KEY = janus.adminSecret;
  }
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, env: serverEnv, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await janus?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (i > 1500) throw new Error('the server did not answer /healthz within 5 minutes');
      if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
      await sleep(200);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  const cli = (args: string[], input = '') =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], { cwd: root, env: serverEnv, stdio: ['pipe', 'pipe', 'inherit'] });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`foyer ${args.join(' ')} exited with ${code}`))));
      child.stdin.end(input);
    });
  const mintTokens = async (count: number) => {
    const tokens = (await cli(['dev', 'mint-tokens', String(count), 'demo'])).trim().split('\n');
    if (tokens.length !== count) throw new Error(`dev mint-tokens gave ${tokens.length} tokens`);
    return tokens;
  };
  const withId = async (token: string) => ({ token, id: (await api(url, token, 'GET', '/api/auth/current_user/')).id as number });
  const janusPid = janus?.pid;
  return {
    url,
    pid: server.pid!,
    janusPid,
    cpu: () => cpuOf(server.pid!) + (janusPid ? cpuOf(janusPid) : 0),
    mintTokens,
    async mint(count) {
      return Promise.all((await mintTokens(count)).map(withId));
    },
    async signIn(email) {
      const password = `bench-${Math.random().toString(36).slice(2)}-password`;
      await cli(['set-password', email], `${password}\n`);
      const tokens = await api(url, null, 'POST', '/api/auth/jwt/login/', { username: email, password });
      return withId(tokens.access as string);
    },
    stop,
  };
}
