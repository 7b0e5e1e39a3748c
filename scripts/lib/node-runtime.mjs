// The Node.js Foyer runs on: 22.13 or newer (package.json "engines"; 22 and 24 are the LTS lines CI tests).
// The binaries come from the npm registry: the package node-<platform>-<arch> (what the registry's `node`
// package installs) carries bin/node inside its tarball and has no install script, so nothing is downloaded
// from anywhere else. Each version is installed once into .tools/node-<version>/ of the checkout.
//
// `npm start` and `npm test` on an older Node (Debian 12 machines come with Node 20) run themselves on the
// pinned Node 22, saying so; .ci/run runs everything on it and the API suite once more on Node 24.
//
//   node scripts/lib/node-runtime.mjs 22    installs the pinned Node 22 (when missing), prints its bin folder
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
export const minimumNode = '22.13.0';
/** The exact versions .ci/run tests, by major; bump them here (see docs/decisions/0077-node-22-and-24.md). */
export const pinnedNode = { 22: '22.23.3', 24: '24.21.0' };

const parts = (v) => v.replace(/^v/, '').split('.').map(Number);
/** Whether `version` (e.g. process.versions.node) is at least the minimum Foyer needs. */
export function isSupported(version = process.versions.node) {
  const [a, b, c] = parts(version);
  const [x, y, z] = parts(minimumNode);
  return a !== x ? a > x : b !== y ? b > y : c >= z;
}

/** The registry package with this machine's Node binary (as the `node` package's installer names it). */
function binaryPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = process.platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  return `${prefix}-${platform}-${process.arch}`;
}

/**
 * The folder holding `node` of the pinned version of `major`, installed from the npm registry into
 * .tools/ when not there yet (`say` tells what is being installed). Throws when npm fails.
 */
export function nodeBinDir(major, say = () => undefined) {
  const version = pinnedNode[major];
  if (!version) throw new Error(`no pinned Node ${major}; pinned: ${Object.keys(pinnedNode).join(', ')}`);
  const dir = path.join(root, '.tools', `node-${version}`);
  const bin = path.join(dir, 'bin');
  if (fs.existsSync(path.join(bin, 'node'))) return bin;
  const pkg = `${binaryPackage()}@${version}`;
  say(`installing Node ${version} from the npm registry (${pkg}) into ${path.relative(root, dir)}/`);
  fs.mkdirSync(path.join(root, '.tools'), { recursive: true });
  const temp = fs.mkdtempSync(path.join(root, '.tools', `.node-${version}-`));
  const npm = spawnSync('npm', ['install', '--prefix', temp, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', pkg], {
    stdio: ['ignore', process.stderr, process.stderr], // stdout is for the folder this prints (.ci/run reads it)
    cwd: temp,
  });
  const binary = path.join(temp, 'node_modules', binaryPackage(), 'bin', 'node');
  if (npm.status !== 0 || !fs.existsSync(binary)) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw new Error(`npm could not install ${pkg} (exit ${npm.status ?? npm.error?.message})`);
  }
  fs.mkdirSync(path.join(temp, 'bin'));
  fs.symlinkSync(path.relative(path.join(temp, 'bin'), binary), path.join(temp, 'bin', 'node'));
  fs.chmodSync(temp, 0o755); // mkdtemp's 0700 would keep it from other users of the checkout
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(temp, dir);
  return bin;
}

/**
 * On a Node older than Foyer needs: runs this same script again on the pinned Node 22 (its folder first on
 * PATH, so what it starts runs on it too), passing signals on, and exits with its code. Returns when the
 * running Node is new enough. `say` prefixes the script's lines.
 */
export async function onSupportedNode(say) {
  if (isSupported()) return;
  let bin;
  try {
    say(`this is Node ${process.version}; Foyer needs ${minimumNode} or newer: running on Node ${pinnedNode[22]} from the npm registry`);
    bin = nodeBinDir(22, say);
  } catch (err) {
    say(`${err instanceof Error ? err.message : String(err)}`);
    say(`Install Node.js ${minimumNode} or newer (22 or 24 LTS) and run the command again.`);
    process.exit(1);
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];
  // A terminal's Ctrl-C reaches the child as well; the others are passed on.
  for (const signal of signals) process.on(signal, () => child.exitCode === null && child.kill(signal));
  const [code, signal] = await new Promise((resolve) => child.on('exit', (c, s) => resolve([c, s])));
  if (signal) {
    for (const s of signals) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(128 + (os.constants.signals[signal] ?? 1)), 100).unref();
    await new Promise(() => undefined);
  }
  process.exit(code ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const major = process.argv[2];
  try {
    console.log(nodeBinDir(major, (line) => console.error(`[node] ${line}`)));
  } catch (err) {
    console.error(`[node] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
