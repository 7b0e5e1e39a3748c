#!/usr/bin/env node
// `npm test`: every check and suite of the project, in order, each as a child process. Counts come from
// machine-readable output (Vitest's JSON reporter, Playwright's JSON reporter); lint and each workspace's
// typecheck count as one test each. Ends with one line `N passed, N failed` and exits non-zero on any
// failure. Steps that leave cores idle run two at a time (lint and the type checks; the two API passes).
//
//   npm test                       everything
//   npm test -- unit api           only the named steps: lint typecheck unit api api-external api-janus e2e e2e-janus
//
// The call tests run once on each media backend: `api-janus` runs the media API test files
// (apps/server/src/features/videocalls/media/) again with FOYER_TEST_MEDIA_BACKEND=janus, each file starting
// a Janus of its own; `e2e-janus` runs the browser call specs that exercise what differs per backend (two
// people publishing and subscribing, screen share, a reload's republish: janusCallSpecs) again with
// FOYER_MEDIA_BACKEND=janus (the e2e global setup starts Janus).
//
// Before the first step it makes sure of the Debian packages the chosen steps run (Chromium and fonts,
// ffmpeg, coturn, janus: scripts/lib/debian-packages.mjs): as root it installs the missing ones in one
// apt-get run, saying what and why; otherwise it stops, naming them and the command that installs them.
//
// Environment:
//   FOYER_TEST_DATABASE_URL  also run the API suite against this PostgreSQL (an admin URL whose user may
//                            CREATE DATABASE); .ci/run sets it to a Debian PostgreSQL
//   FOYER_SKIP_E2E=1         leave out the browser tests (said so in the summary)
//   FOYER_TEST_ALSO_NODE     a `node` binary for a second API pass: the external-PostgreSQL pass runs on it
//                            (or, without FOYER_TEST_DATABASE_URL, an embedded pass); .ci/run: Node 24
//
// On a Node older than Foyer needs it runs itself on Node 22 from the npm registry (scripts/lib/node-runtime.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePackages, isRoot, notRootMessage } from './lib/debian-packages.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'npm-test');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const MIN = 60_000;

const say = (line = '') => console.log(line);
const banner = (text) => say(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 96 - text.length))}`);
const truthy = (v) => ['1', 'true', 'yes', 'on'].includes((v ?? '').toLowerCase());
// First of all (before our signal handlers): on a Node older than Foyer needs, all of this runs on Node 22.
await onSupportedNode((line) => say(`[test] ${line}`));

/** @type {{name: string, passed: number, failed: number, skipped: number, seconds: number, busy?: number, note?: string, failures?: string[]}[]} */
const results = [];
/** Records a step's counts and says them at once (not in the closing line's form, which ends the run). */
function record(r) {
  results.push(r);
  say(`[test] ${r.failed > 0 ? '✗' : '✓'} ${r.name}: ${r.passed} passed · ${r.failed} failed · ${r.skipped} skipped (${r.seconds.toFixed(0)} s)${r.note ? ` — ${r.note}` : ''}`);
}
/** The running children, so Ctrl-C can stop them. */
const running = new Set();

/** The machine's CPU counters (Linux /proc/stat), to say how busy the cores were during a step. */
function cpuTicks() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const n = fields.map(Number);
    const total = n.slice(0, 8).reduce((a, b) => a + b, 0);
    return { total, idle: n[3] + n[4] };
  } catch {
    return null;
  }
}
const cores = os.availableParallelism();
/** Busy cores on average between two readings ("1.7 of 2 cores"): tells a CPU-bound step from a waiting one. */
function busyCores(from, to) {
  if (!from || !to || to.total <= from.total) return undefined;
  return (cores * (1 - (to.idle - from.idle) / (to.total - from.total)));
}

// ─── running children ──────────────────────────────────────────────────────────────────────────────

/**
 * Runs a command in its own process group; kills the group after `timeoutMs`. Its output goes to our console,
 * or, with `logFile`, to that file (a step running beside another says it whole when it ends).
 */
function run(cmd, args, { cwd = root, env = process.env, timeoutMs = 15 * MIN, logFile } = {}) {
  const started = Date.now();
  const ticks = cpuTicks();
  const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
    running.add(child);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      say(`\n[test] ${path.basename(cmd)} ran longer than ${timeoutMs / MIN} minutes: stopping it`);
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 15_000).unref();
    }, timeoutMs);
    child.on('error', (err) => say(`[test] could not run ${cmd}: ${err.message}`));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      if (typeof out === 'number') fs.closeSync(out);
      resolve({ code: code ?? (signal ? 128 : 1), timedOut, seconds: (Date.now() - started) / 1000, busy: busyCores(ticks, cpuTicks()) });
    });
  });
}

/**
 * Runs steps side by side (each `(quiet) => Promise`): the first with its output live, the others into log
 * files said whole, under their banner, when they end. For steps that leave cores idle (type checks, the API
 * passes waiting on PostgreSQL and sockets); each step's `busy` then counts the machine, not the step.
 */
async function together(...steps) {
  await Promise.all(steps.map((step, i) => step(i > 0)));
}

/** A step's banner and, when it ran beside another, its whole output at its end. */
function stepOutput(name, quiet) {
  if (!quiet) {
    banner(name);
    return { logFile: undefined, done: () => undefined };
  }
  const logFile = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.log`);
  return {
    logFile,
    done: () => {
      banner(`${name} (ran beside the step above)`);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
    },
  };
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

// Children run in their own process groups (so a timeout can stop all of a runner's processes), so a
// terminal's Ctrl-C does not reach them: pass it on, wait for the child to finish, then stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    say(`\n[test] interrupted (${signal})`);
    if (running.size === 0) process.exit(130);
    for (const child of running) {
      child.once('close', () => running.size === 0 && process.exit(130));
      killGroup(child, signal);
      setTimeout(() => killGroup(child, 'SIGKILL'), 20_000).unref();
    }
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// ─── steps ─────────────────────────────────────────────────────────────────────────────────────────

/** A command whose exit code is the verdict: one test. */
async function check(name, cmd, args, opts, quiet = false) {
  const output = stepOutput(name, quiet);
  const r = await run(cmd, args, { ...opts, logFile: output.logFile });
  output.done();
  const ok = r.code === 0 && !r.timedOut;
  record({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: r.seconds, busy: r.busy, note: r.timedOut ? 'timed out' : undefined });
}

/** A Vitest run (of the files matching `filters`, when given; with the `node` binary given); counts from its JSON report. */
async function vitest(name, projects, env, filters = [], quiet = false, node = undefined) {
  const output = stepOutput(name, quiet);
  const file = path.join(reports, `vitest-${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  fs.rmSync(file, { force: true });
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, '--passWithNoTests', ...filters];
  const [cmd, cmdArgs] = node ? [node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...args]] : [bin('vitest'), args];
  const r = await run(cmd, cmdArgs, { env, timeoutMs: 20 * MIN, logFile: output.logFile });
  output.done();
  const report = readJson(file);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let note;
  const failures = [];
  if (report) {
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that fails to load or whose hooks throw has no failed test of its own: count it once.
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    if (brokenFiles.length > 0) {
      failed += brokenFiles.length;
      note = `${brokenFiles.length} file(s) failed outside a test`;
    }
    for (const f of report.testResults ?? []) {
      const file = path.relative(root, f.name ?? '');
      for (const a of f.assertionResults ?? []) if (a.status === 'failed') failures.push(`${file} › ${a.fullName ?? a.title}`);
    }
    for (const f of brokenFiles) failures.push(`${path.relative(root, f.name ?? '')} (outside a test)`);
  }
  if ((r.code !== 0 || r.timedOut) && failed === 0) {
    // Vitest failed without a failing test (global setup, unhandled error, timeout, crash).
    failed = 1;
    note = r.timedOut ? 'timed out' : report ? `vitest exited with ${r.code} (errors outside tests, see above)` : `no report; vitest exited with ${r.code}`;
  }
  record({ name, passed, failed, skipped, seconds: r.seconds, busy: r.busy, note, failures });
}

/** The titles of a Playwright JSON report's tests that failed (after their retries). */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, trail) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') out.push(`[${t.projectName}] ${spec.file} › ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out;
}

/**
 * The Playwright suite (or the part `extraArgs` selects); counts from its JSON report. The step's limit guards
 * against a hang, not a budget: the whole suite takes about 10 minutes here (decision 0079).
 */
async function playwright(name, { reportName = 'playwright.json', extraArgs = [], extraEnv = {}, timeoutMs = 40 * MIN } = {}) {
  banner(name);
  const file = path.join(reports, reportName);
  fs.rmSync(file, { force: true });
  const env = { ...process.env, ...extraEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: file };
  const r = await run(bin('playwright'), ['test', '--reporter=list,json', ...extraArgs], { cwd: path.join(root, 'e2e'), env, timeoutMs });
  const report = readJson(file);
  const stats = report?.stats ?? {};
  const flaky = stats.flaky ?? 0;
  const passed = (stats.expected ?? 0) + flaky;
  let failed = stats.unexpected ?? 0;
  const skipped = stats.skipped ?? 0;
  let note = flaky > 0 ? `${flaky} flaky (passed on retry)` : undefined;
  const failures = playwrightFailures(report);
  if ((r.code !== 0 || r.timedOut) && failed === 0) {
    failed = 1;
    const first = report?.errors?.[0]?.message?.split('\n')[0];
    note = r.timedOut ? 'timed out' : `playwright exited with ${r.code}${first ? `: ${first}` : ' (see above)'}`;
  }
  record({ name, passed, failed, skipped, seconds: r.seconds, busy: r.busy, note, failures });
}

// ─── main ──────────────────────────────────────────────────────────────────────────────────────────

const allSteps = ['lint', 'typecheck', 'unit', 'api', 'api-external', 'api-janus', 'e2e', 'e2e-janus'];
const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (!allSteps.includes(w)) {
    say(`[test] unknown step "${w}"; steps are: ${allSteps.join(' ')}`);
    process.exit(2);
  }
}
const want = (step) => wanted.length === 0 || wanted.includes(step);
const started = Date.now();

if (!fs.existsSync(bin('vitest'))) {
  say('[test] The dependencies are not installed. Run `npm ci` first, then `npm test`.');
  say('0 passed, 1 failed');
  process.exit(1);
}
const skipE2e = truthy(process.env.FOYER_SKIP_E2E);
// The Debian packages first, so nobody waits for the other suites to learn one is missing.
const steps = allSteps.filter((step) => want(step) && !(skipE2e && step.startsWith('e2e')));
const missing = await ensurePackages(steps, (line) => say(`[test] ${line}`));
if (missing.length > 0) {
  say('');
  if (isRoot()) say(`[test] apt-get did not install ${missing.map((p) => p.name).join(', ')} (see above); no step was run.`);
  else for (const line of notRootMessage('npm test', missing)) say(`[test] ${line}`);
  if (missing.every((p) => p.for.every((step) => step.startsWith('e2e')))) say('[test] Everything but the browser tests: FOYER_SKIP_E2E=1 npm test');
  say('0 passed, 1 failed');
  process.exit(1);
}
fs.mkdirSync(reports, { recursive: true });

// Lint and the type checks are single-threaded: two at a time.
const checks = [];
if (want('lint')) checks.push((quiet) => check('lint (eslint .)', bin('eslint'), ['.', '--max-warnings=0'], { timeoutMs: 10 * MIN }, quiet));
if (want('typecheck')) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  for (const ws of rootPkg.workspaces ?? []) {
    const pkg = readJson(path.join(root, ws, 'package.json'));
    if (!pkg?.scripts?.typecheck) continue;
    checks.push((quiet) => check(`typecheck ${ws}`, 'npm', ['run', '--silent', 'typecheck'], { cwd: path.join(root, ws), timeoutMs: 10 * MIN }, quiet));
  }
}
await together(...[0, 1].map(() => async (quiet) => {
  for (let step = checks.shift(); step; step = checks.shift()) await step(quiet);
}));

if (want('unit')) await vitest('unit + web', ['unit', 'web']);

// The API passes side by side: the embedded PostgreSQL on this Node, and (CI) the external PostgreSQL on the
// other Node LTS line. Each waits on its database and sockets much of the time, and each has a cluster and
// databases of its own (test/global-setup.ts).
const alsoNode = process.env.FOYER_TEST_ALSO_NODE;
/** The environment and label for a run on FOYER_TEST_ALSO_NODE: its folder first on PATH for what the tests start. */
function onAlsoNode(env) {
  const version = spawnSync(alsoNode, ['--version'], { encoding: 'utf8' }).stdout?.trim() || 'unknown';
  return { env: { ...env, PATH: `${path.dirname(alsoNode)}${path.delimiter}${env.PATH ?? ''}` }, label: ` on Node ${version}` };
}
const apiPasses = [];
const embeddedEnv = { ...process.env };
delete embeddedEnv.DATABASE_URL; // the embedded PostgreSQL, whatever the shell has
if (want('api')) apiPasses.push((quiet) => vitest('api (embedded PostgreSQL)', ['api'], embeddedEnv, [], quiet));

const external = process.env.FOYER_TEST_DATABASE_URL;
if (want('api-external') && external) {
  let where = 'external';
  try {
    const u = new URL(external);
    where = `${u.hostname}:${u.port || 5432}`;
  } catch {
    // loadConfig will say what is wrong with it
  }
  const base = { ...process.env, DATABASE_URL: external };
  const { env, label } = alsoNode ? onAlsoNode(base) : { env: base, label: '' };
  apiPasses.push((quiet) => vitest(`api${label} (PostgreSQL at ${where})`, ['api'], env, [], quiet, alsoNode));
} else if (want('api') && alsoNode) {
  // No second database: the other Node gets an embedded pass of its own, beside the first.
  const { env, label } = onAlsoNode(embeddedEnv);
  apiPasses.push((quiet) => vitest(`api${label} (embedded PostgreSQL)`, ['api'], env, [], quiet, alsoNode));
}
await together(...apiPasses);

if (want('api-janus')) {
  const env = { ...process.env, FOYER_TEST_MEDIA_BACKEND: 'janus' };
  delete env.DATABASE_URL;
  await vitest('api-janus (media API tests on Janus)', ['api'], env, ['apps/server/src/features/videocalls/media/']);
}

if (want('e2e')) {
  if (skipE2e) {
    record({ name: 'e2e (Playwright)', passed: 0, failed: 0, skipped: 0, seconds: 0, note: 'left out: FOYER_SKIP_E2E is set' });
  } else {
    await playwright('e2e (Playwright)');
  }
}

/**
 * The browser call specs run again on Janus: the ones whose media path differs per backend. The request,
 * four-people and layer specs test the same signalling and rules on both backends, and each browser call
 * costs minutes of this machine's two cores (decision 0079).
 */
const janusCallSpecs = ['specs/videocalls/two-people.spec.ts', 'specs/videocalls/reload.spec.ts'];
if (want('e2e-janus')) {
  const name = 'e2e-janus (call specs on Janus, Playwright)';
  if (skipE2e) {
    record({ name, passed: 0, failed: 0, skipped: 0, seconds: 0, note: 'left out: FOYER_SKIP_E2E is set' });
  } else {
    await playwright(name, {
      reportName: 'playwright-janus.json',
      extraArgs: [...janusCallSpecs, '--pass-with-no-tests'],
      extraEnv: { FOYER_MEDIA_BACKEND: 'janus' },
      timeoutMs: 15 * MIN,
    });
  }
}

// ─── summary ───────────────────────────────────────────────────────────────────────────────────────

const total = results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
banner(`summary (${((Date.now() - started) / 60_000).toFixed(1)} min; reports in ${path.relative(root, reports)}/)`);
const width = Math.max(...results.map((r) => r.name.length), 10);
for (const r of results) {
  const mark = r.failed > 0 ? '✗' : '✓';
  const counts = `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped`;
  const busy = r.busy === undefined ? '' : `  ${r.busy.toFixed(1)}/${cores} cores`;
  say(`${mark} ${r.name.padEnd(width)}  ${counts}  ${r.seconds.toFixed(0).padStart(4)} s${busy}${r.note ? `  (${r.note})` : ''}`);
  // Named here too, so a failure is found without scrolling through the whole run.
  for (const f of (r.failures ?? []).slice(0, 20)) say(`    ✗ ${f}`);
}
if (results.length === 0) say('(no step ran)');
say('');
say(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
