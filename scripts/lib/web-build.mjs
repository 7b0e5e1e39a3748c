// Decides whether the web app must be (re)built and builds it. Shared by `npm start` (scripts/start.mjs)
// and the browser tests (e2e/support/global-setup.ts), so both serve the same, current build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const webDir = path.join(repoRoot, 'apps', 'web');
export const webIndex = path.join(webDir, 'dist', 'index.html');

/** Everything the web build reads that a person edits: a change to any of them makes the build stale. */
function sourceRoots() {
  const roots = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'postcss.config.cjs'),
    path.join(webDir, 'package.json'),
  ];
  const packages = path.join(repoRoot, 'packages');
  for (const name of fs.existsSync(packages) ? fs.readdirSync(packages) : []) {
    roots.push(path.join(packages, name, 'src'));
  }
  return roots;
}

/** Newest modification time (ms) below `p`, skipping node_modules and dot folders; 0 when absent. */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer folder
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/**
 * Why the web app needs a build, or null when `apps/web/dist/index.html` is newer than every source.
 * @returns {string | null}
 */
export function webBuildReason() {
  let built;
  try {
    built = fs.statSync(webIndex).mtimeMs;
  } catch {
    return 'apps/web/dist/index.html is missing';
  }
  for (const root of sourceRoots()) {
    if (newestMtime(root) > built) return `${path.relative(repoRoot, root)} changed since the last build`;
  }
  return null;
}

/**
 * Runs `npm run build -w apps/web` with its output on our console: always a production build, whatever
 * `NODE_ENV` says (apps/web/vite.config.ts), with brotli and gzip copies of its files.
 * @param {{ log?: (line: string) => void, outDir?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 *   outDir: build there instead of apps/web/dist; env: the build's environment (default ours).
 * @returns {Promise<{ ok: boolean, code: number | null, ms: number }>}
 */
export function buildWeb(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const started = Date.now();
  const args = ['run', 'build', '-w', 'apps/web'];
  if (options.outDir) args.push('--', '--outDir', options.outDir, '--emptyOutDir');
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: repoRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
    });
    child.on('error', (err) => {
      log(`could not run npm: ${err.message}`);
      resolve({ ok: false, code: null, ms: Date.now() - started });
    });
    child.on('close', (code) => resolve({ ok: code === 0, code, ms: Date.now() - started }));
  });
}

/** Builds when needed. Resolves to what happened; never throws for a failed build. */
export async function ensureWebBuild(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const reason = webBuildReason();
  if (!reason) return { built: false, ok: true, reason: null, ms: 0 };
  log(`Building the web app (${reason}) …`);
  const result = await buildWeb({ log });
  return { built: true, ok: result.ok, code: result.code, reason, ms: result.ms };
}
