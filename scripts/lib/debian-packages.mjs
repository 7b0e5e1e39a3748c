// The Debian packages whose programs Foyer's commands run, in one list: `npm test` makes sure of the ones
// its steps need (as root it installs them in one apt-get run; otherwise it stops before the first step,
// naming them and the command that installs them), `npm start` of ffmpeg, and the server and the test
// helpers name the package when one of these programs is missing instead of failing with ENOENT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Each package: what it brings (programs looked up on PATH, absolute paths, or a package dpkg must know for
 * files nothing runs, like fonts), why Foyer needs it, and which `npm test` steps (and `start`) need it.
 * @type {import('./debian-packages.d.mts').DebianPackage[]}
 */
export const debianPackages = [
  {
    name: 'chromium-headless-shell',
    files: ['/usr/bin/chromium-headless-shell'],
    why: "the browser tests drive Debian's Chromium headless shell",
    for: ['e2e', 'e2e-janus'],
  },
  { name: 'fonts-noto-core', dpkg: true, why: 'readable text in the browser tests and their screenshots', for: ['e2e', 'e2e-janus'] },
  { name: 'fonts-noto-color-emoji', dpkg: true, why: 'emoji in the browser tests and their screenshots', for: ['e2e', 'e2e-janus'] },
  {
    name: 'ffmpeg',
    programs: ['ffmpeg', 'ffprobe'],
    why: "call recordings, the call tests' synthetic cameras, the demo's films, stage cameras, recorded talk and HLS stream",
    off: "call recordings, and the demo's films, live stage cameras, recorded talk and HLS stream",
    for: ['api', 'api-janus', 'e2e', 'e2e-janus', 'start'],
  },
  { name: 'coturn', programs: ['turnserver', 'turnutils_peer', 'turnutils_uclient'], why: 'the TURN relay test', for: ['api'] },
  { name: 'janus', programs: ['janus'], why: 'the second media backend the call tests run on', for: ['api', 'api-janus', 'e2e-janus'] },
];

/** The full path of `program` on `PATH` (an executable file), or null. */
export function findProgram(program, env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, program);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** The Debian package that brings `program` (null when it is none of ours). */
export function packageOf(program) {
  return debianPackages.find((p) => p.programs?.includes(program) || p.files?.includes(program))?.name ?? null;
}

/** What to tell someone whose `program` is missing: the package and the command that installs it. */
export function missingProgramMessage(program) {
  const pkg = packageOf(program) ?? program;
  return `${program} is not installed: it comes with the Debian package ${pkg} (as root: apt-get install ${pkg})`;
}

function dpkgInstalled(name) {
  const q = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  if (q.error) return true; // not a Debian system: nothing we can check
  return q.status === 0 && q.stdout.includes('install ok installed');
}

/** Whether everything `pkg` brings is there (its programs on `env.PATH`). */
export function isPresent(pkg, env = process.env) {
  if (pkg.programs && !pkg.programs.every((p) => findProgram(p, env))) return false;
  if (pkg.files && !pkg.files.every((f) => fs.existsSync(f))) return false;
  if (pkg.dpkg && !dpkgInstalled(pkg.name)) return false;
  return true;
}

/** The packages the given steps (or `start`) need that are not there. */
export function missingPackages(steps, env = process.env) {
  return debianPackages.filter((p) => p.for.some((s) => steps.includes(s)) && !isPresent(p, env));
}

/** The one command that installs `packages`. */
export const installCommand = (packages) => `apt-get install --no-install-recommends ${packages.map((p) => p.name).join(' ')}`;

/** One line per package: its name and why it is needed. */
export const reasons = (packages) => {
  const width = Math.max(...packages.map((p) => p.name.length));
  return packages.map((p) => `  ${p.name.padEnd(width)}  ${p.why}`);
};

/** The message of a run that cannot install what it needs (not root): every package, and the command. */
export function notRootMessage(command, packages) {
  return [
    `${command} needs Debian packages that are not installed:`,
    ...reasons(packages),
    `Install them as root with the one command:`,
    `  ${installCommand(packages)}`,
    `or run ${command} as root, which installs them.`,
  ];
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * As root: installs `packages` in one `apt-get install` run (after `apt-get update`, tried three times),
 * saying what and why on `say`. Resolves with apt-get's exit code.
 */
export async function aptInstall(packages, say) {
  say(`installing Debian packages (${installCommand(packages)}):`);
  for (const line of reasons(packages)) say(line);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = ['-o', 'DPkg::Lock::Timeout=600', '-o', 'Acquire::Retries=3'];
  for (let attempt = 1; attempt <= 3; attempt++) {
    if ((await run('apt-get', [...apt, 'update'], env)) === 0) break;
  }
  return run('apt-get', [...apt, 'install', '-y', '--no-install-recommends', ...packages.map((p) => p.name)], env);
}

/**
 * Makes sure of the packages `steps` need: as root installs the missing ones in one apt-get run (saying
 * what and why on `say`). Resolves with the packages still missing (all of them when not root).
 */
export async function ensurePackages(steps, say, env = process.env) {
  const missing = missingPackages(steps, env);
  if (missing.length === 0 || !isRoot()) return missing;
  await aptInstall(missing, say);
  return missingPackages(steps, env);
}
