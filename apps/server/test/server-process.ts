import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A free TCP port on loopback (the server comes back on the same one, so sockets reconnect to it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** The folder of DATA_DIR's embedded cluster (moved to /var/lib/foyer when run as root, decision 0002). */
export function clusterDir(dataDir: string): string {
  const moved = path.join(dataDir, 'pg-location.txt');
  return fs.existsSync(moved) ? fs.readFileSync(moved, 'utf8').trim() : path.join(dataDir, 'pg');
}

/** The pid postmaster.pid names, or null without one. */
export function postmasterPid(dataDir: string): number | null {
  try {
    return Number(fs.readFileSync(path.join(clusterDir(dataDir), 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/** Whether the process runs (a zombie no reaper has collected yet, as under a container's bare init, does not). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // The state follows the parenthesised command name in /proc/<pid>/stat.
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return !fs.existsSync('/proc/self');
  }
}

/**
 * The real server as `npm start` runs it (`node --import tsx apps/server/src/main.ts`), in a process group of
 * its own so that a test can kill the group. Resolves once `/healthz` answers.
 */
export class ServerProcess {
  private output = '';
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(readonly child: ChildProcess) {
    child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static async start(env: Record<string, string>, ms = 120_000): Promise<ServerProcess> {
    const { DATABASE_URL: _shared, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'server', 'src', 'main.ts')], {
      cwd: repoRoot, env: { ...inherited, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new ServerProcess(child);
    const url = `http://127.0.0.1:${env.PORT}/healthz`;
    const end = Date.now() + ms;
    let gone = false;
    void server.exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error(`the server exited while starting:\n${server.output}`);
      if (Date.now() > end) {
        server.child.kill('SIGKILL');
        throw new Error(`the server did not answer /healthz within ${ms} ms:\n${server.output}`);
      }
      const ok = await fetch(url).then((r) => r.ok, () => false);
      if (ok) return server;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** What the server printed. */
  get log(): string {
    return this.output;
  }

  /** SIGKILL to the server process, or to its whole process group; resolves once it is gone. */
  async kill(group: boolean): Promise<void> {
    process.kill(group ? -this.child.pid! : this.child.pid!, 'SIGKILL');
    await this.exited;
  }

  /** A clean stop (SIGTERM); answers the exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.child.exitCode;
    this.child.kill('SIGTERM');
    return (await this.exited).code;
  }
}
