import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './embedded-server';

/**
 * The hot authenticated reads of issue 8 under load: a server started as `npm start` starts it
 * (embedded PostgreSQL, demo data, no web build) in a child process, a demo person signed in through
 * the dev outbox, then autocannon with 50 connections against `/healthz` and the five reads, one after
 * another in the same run. Round trips per request come from a statement counter preloaded into the
 * server (bench/api-query-counter.mjs): exact for one request, and averaged over the load.
 */

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
/** Extra Node.js options for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it). */
const NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Only the endpoints whose name contains one of these (comma-separated), besides /healthz; all when unset. */
const ONLY = (process.env.BENCH_API_ONLY ?? '').split(',').filter(Boolean);
const repoRoot = path.resolve(import.meta.dirname, '..');

interface Target {
  name: string;
  path: string;
  /** Today's figures from issue 8, measured the same way before the work on it. */
  before: string;
  /** Sent as a browser would (`Accept-Encoding`); not one of the five reads the goal counts. */
  acceptEncoding?: string;
}

const targets: Target[] = [
  { name: 'health', path: '/healthz', before: '~4,300 req/s, 1 round trip' },
  { name: 'booth list', path: '/api/events/demo/booths/?limit=999', before: '~200 req/s, p99 ~340 ms, 8 round trips' },
  { name: 'booth detail', path: '/api/events/demo/booths/aurora-optics/', before: '~150 req/s, p99 ~500 ms, 17 round trips' },
  { name: 'map', path: '/api/events/demo/maps/venue/', before: '200–400 req/s, 6–9 round trips' },
  { name: 'navigation', path: '/api/events/demo/navigation/', before: '200–400 req/s, 6–9 round trips' },
  { name: 'current user', path: '/api/auth/current_user/?event_slug=demo', before: '200–400 req/s, 6–9 round trips' },
  { name: 'booth list, as a browser asks (br)', path: '/api/events/demo/booths/?limit=999', before: '', acceptEncoding: 'gzip, deflate, br' },
];

const GOAL = { rps: 1500, ofHealth: 1 / 3, p99Ms: 50, roundTrips: 2 };

/** The server as `FOYER_SKIP_WEB_BUILD=1 npm start` runs it, on a fresh data folder, with the statement counter. */
async function startServer(): Promise<{ url: string; child: ChildProcess; statements(): Promise<number>; stop(): Promise<void>; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-api-'));
  // Readable by the postgres system user when run as root (mkdtemp makes it 0700).
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  // Its own embedded PostgreSQL, whatever the shell points at.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', FOYER_SKIP_WEB_BUILD: '1' };
  delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [...NODE_ARGS, '--import', 'tsx', '--import', path.join(import.meta.dirname, 'api-query-counter.mjs'), path.join('apps', 'server', 'src', 'main.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env,
    },
  );
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log}`);
    const up = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() - started > 180_000) throw new Error(`the server did not answer /healthz within 3 minutes:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const statements = () =>
    new Promise<number>((resolve) => {
      const onMessage = (m: unknown) => {
        const n = (m as { statements?: number }).statements;
        if (typeof n === 'number') {
          child.off('message', onMessage);
          resolve(n);
        }
      };
      child.on('message', onMessage);
      child.send('statements?');
    });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, child, statements, stop, dataDir };
}

/** Signs a demo person in as a person would: a code by mail (the dev outbox), then tokens. */
async function signIn(url: string, email: string): Promise<string> {
  const post = (p: string, body: unknown, method = 'POST', token?: string) =>
    fetch(`${url}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const asked = await post('/api/auth/callback/', { email, type: 'code', event_slug: 'demo' });
  if (!asked.ok) throw new Error(`code request answered ${asked.status}: ${await asked.text()}`);
  const outbox = (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(outbox.find((m) => m.to.includes(email))?.text ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code for ${email} in the dev outbox`);
  const obtained = await post('/api/auth/obtain/', { email, code, event_slug: 'demo' });
  const tokens = (await obtained.json()) as { access?: string; activation_key?: string };
  if (!tokens.access) throw new Error(`obtain answered ${obtained.status}: ${JSON.stringify(tokens)}`);
  if (tokens.activation_key) await post('/api/profiles/activate/', { activation_key: tokens.activation_key }, 'PUT', tokens.access);
  return tokens.access;
}

interface Figures {
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Statements of one request on a warm server (the fewest of three). */
  roundTrips: number;
  /** Statements per request over the whole load run. */
  roundTripsUnderLoad: number;
  /** Server process CPU (user + kernel, PostgreSQL not included) per request over the load run. */
  cpuPerRequestUs: number;
}

async function measure(server: Awaited<ReturnType<typeof startServer>>, token: string, target: Target): Promise<Figures> {
  // /healthz unsigned, as a load balancer asks it: its one statement is the baseline.
  const headers: Record<string, string> = target.path === '/healthz' ? {} : { authorization: `Bearer ${token}` };
  if (target.acceptEncoding) headers['accept-encoding'] = target.acceptEncoding;
  const one = async () => {
    const res = await fetch(`${server.url}${target.path}`, { headers });
    if (!res.ok) throw new Error(`${target.path} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
  await one();
  let roundTrips = Infinity;
  for (let i = 0; i < 3; i++) {
    const before = await server.statements();
    await one();
    roundTrips = Math.min(roundTrips, (await server.statements()) - before);
  }
  // Requests still in flight when a run stops are answered after it: wait until the server is quiet.
  const settled = async () => {
    let last = await server.statements();
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 200));
      const now = await server.statements();
      if (now === last) return now;
      last = now;
    }
    return last;
  };
  // A short warm-up at full load, then the measured run (its stragglers counted with it: `sent`).
  await autocannon({ url: `${server.url}${target.path}`, connections: CONNECTIONS, duration: Math.min(2, SECONDS), headers });
  const before = await settled();
  const cpuBefore = cpuSecondsOf(server.child.pid);
  const result = await autocannon({ url: `${server.url}${target.path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  const statements = (await settled()) - before;
  const cpu = cpuSecondsOf(server.child.pid) - cpuBefore;
  const requests = result.requests.sent;
  return {
    target,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    roundTrips,
    roundTripsUnderLoad: requests > 0 ? statements / requests : NaN,
    cpuPerRequestUs: requests > 0 ? (cpu / requests) * 1e6 : NaN,
  };
}

/** CPU seconds (user + kernel) the process has used so far, from /proc/<pid>/stat (clock ticks of 1/100 s). */
function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

const int = (x: number) => Math.round(x).toLocaleString('en-US');

export async function run(): Promise<{ title: string; markdown: string }> {
  const server = await startServer();
  const results: Figures[] = [];
  try {
    const token = await signIn(server.url, 'alice@example.com');
    const chosen = targets.filter((t) => t.path === '/healthz' || ONLY.length === 0 || ONLY.some((o) => t.name.includes(o)));
    for (const target of chosen) results.push(await measure(server, token, target));
  } finally {
    await server.stop();
  }
  const health = results[0]?.rps ?? NaN;
  const rows = results.map((f) => {
    const reads = f.target.path !== '/healthz' && !f.target.acceptEncoding;
    const met = !reads
      ? ''
      : f.rps >= GOAL.rps && f.rps >= GOAL.ofHealth * health && f.p99 < GOAL.p99Ms && f.roundTrips <= GOAL.roundTrips && f.non2xx + f.errors === 0
        ? 'met'
        : 'not met';
    return `| ${f.target.name} (\`${f.target.path}\`) | ${int(f.rps)} | ${(f.rps / health).toFixed(2)} | ${f.p50} | ${f.p99} | ${int(f.cpuPerRequestUs)} | ${f.roundTrips} | ${f.roundTripsUnderLoad.toFixed(2)} | ${f.non2xx + f.errors} | ${f.target.before} | ${met} |`;
  });
  const readRows = rows.filter((_, i) => results[i]!.target.path !== '/healthz' && !results[i]!.target.acceptEncoding);
  const reads = readRows;
  const allMet = reads.length > 0 && readRows.every((r) => r.endsWith('| met |'));
  const markdown = [
    `The server as \`FOYER_SKIP_WEB_BUILD=1 npm start\` runs it (embedded PostgreSQL, demo data) in a child process; a demo person`,
    `(alice) signed in through the dev outbox; autocannon with ${CONNECTIONS} connections for ${SECONDS} s per endpoint (after 2 s of`,
    'warm-up), one endpoint after another in the same run, server and load generator sharing the machine. Round trips are the',
    'statements the server sent to PostgreSQL (a counter preloaded into it, bench/api-query-counter.mjs): for one request on a warm',
    'server, and per request over the load run (the server\'s own timers included). Each read\'s own data is one statement',
    '(docs/decisions/0016-one-statement-reads.md); the others are the sign-in and access check every event API shares.',
    'Server CPU: user + kernel time of the server process (`/proc/<pid>/stat`) over the load run per request sent, PostgreSQL',
    'not included; unlike req/s it hardly moves when other work shares the machine. The last row asks for the booth list as a',
    'browser does (`Accept-Encoding: gzip, deflate, br`): a cached reply goes out with its brotli copy made once (decision 0017).',
    '',
    '| endpoint | req/s | of /healthz | p50 (ms) | p99 (ms) | server CPU per request (µs) | round trips (one request) | round trips (under load) | errors and non-2xx | before (issue 8) | goal |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows,
    '',
    `Goal for each of the five reads: ≥ ${int(GOAL.rps)} req/s, at least a third of \`/healthz\` in the same run, p99 < ${GOAL.p99Ms} ms at 50`,
    `connections, at most ${GOAL.roundTrips} round trips. Result: ${allMet ? 'met for all five' : `not met for ${readRows.filter((r) => !r.endsWith('| met |')).length} of ${reads.length}`}` +
      `${SECONDS < 10 ? ` (a short run of ${SECONDS} s per endpoint: a smoke test, not the figures)` : ''}.`,
  ].join('\n');
  return { title: 'API: hot authenticated reads', markdown };
}
