#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or stale, then runs the server in its place
// (`node --import tsx apps/server/src/main.ts`), passing signals on and its exit code back.
//
// Before that it makes sure of what the server runs: a Node.js new enough (on an older one it runs itself on
// Node 22 from the npm registry, scripts/lib/node-runtime.mjs) and Debian's ffmpeg (call recordings, the
// demo's films, stage cameras and streams): as root it installs ffmpeg when missing, saying so; otherwise
// it says in one line what is off and the command that turns it on.
//
// Environment (besides the server's own, see README "Configuration"):
//   FOYER_SKIP_WEB_BUILD=1  start the server without checking or building the web app
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePackages, installCommand, isRoot } from './lib/debian-packages.mjs';
import { onSupportedNode } from './lib/node-runtime.mjs';
import { ensureWebBuild, repoRoot } from './lib/web-build.mjs';

const say = (line) => console.log(`[start] ${line}`);
const fail = (lines, code = 1) => {
  console.error(['', ...lines.map((l) => `[start] ${l}`), ''].join('\n'));
  process.exit(code);
};

await onSupportedNode(say);
if (!fs.existsSync(path.join(repoRoot, 'node_modules', 'tsx'))) {
  fail(['The dependencies are not installed. Run `npm ci` first, then `npm start`.']);
}

const missing = await ensurePackages(['start'], say);
for (const pkg of missing) {
  const how = isRoot() ? `apt-get could not install it (see above): \`${installCommand([pkg])}\`` : `as root: \`${installCommand([pkg])}\`, or run npm start as root`;
  say(`off: ${pkg.off ?? pkg.why} — Debian's ${pkg.name} is not installed; to turn it on, ${how}`);
}

const skipBuild = ['1', 'true', 'yes'].includes((process.env.FOYER_SKIP_WEB_BUILD ?? '').toLowerCase());
if (process.env.FOYER_WEB_DIST) {
  say(`serving the web app from FOYER_WEB_DIST=${process.env.FOYER_WEB_DIST} (not building it)`);
} else if (!skipBuild) {
  const result = await ensureWebBuild({ log: say });
  if (!result.ok) {
    fail([
      `The web app did not build (\`npm run build -w apps/web\` exited with ${result.code}); see its output above.`,
      'The server was not started. Fix the build, or start the server without the web app',
      '(API, /healthz and the dev outbox JSON only) with: FOYER_SKIP_WEB_BUILD=1 npm start',
    ]);
  }
  if (result.built) say(`web app built in ${(result.ms / 1000).toFixed(1)} s`);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});

// Pass signals on. A terminal's Ctrl-C reaches both processes; the server ignores the second one.
const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

child.on('error', (err) => fail([`could not start the server: ${err.message}`]));
child.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal so whoever started us sees what happened to the server.
    for (const s of forwarded) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(128 + (os.constants.signals[signal] ?? 1)), 100).unref();
    return;
  }
  process.exit(code ?? 1);
});
