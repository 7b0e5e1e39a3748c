import type { ChildProcess } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnProgram } from '../src/platform/programs';

export interface Coturn {
  /** For `TURN_URL`: `turn:127.0.0.1:<port>?transport=udp`. */
  url: string;
  port: number;
  secret: string;
  /** The relay ports coturn allocates from (`min-port`..`max-port`). */
  relayPorts: [number, number];
  /** coturn's own log: which users it authenticated, which allocations it made. */
  log(): string;
  close(): Promise<void>;
}

/** A UDP port nobody listens on right now. */
export async function freeUdpPort(): Promise<number> {
  const socket = dgram.createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  await new Promise<void>((resolve) => socket.close(() => resolve()));
  return port;
}

/**
 * A real Debian coturn (`turnserver`) on loopback in the REST-secret mode Foyer's TURN credentials are made
 * for: `use-auth-secret` with a `static-auth-secret`, relaying on loopback to loopback peers, no CLI, its log
 * in a temporary folder. The Debian package coturn provides it (`npm test` installs it).
 */
export async function startCoturn(secret = 'coturn-test-secret-0123456789'): Promise<Coturn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-coturn-'));
  const logFile = path.join(dir, 'turn.log');
  const port = await freeUdpPort();
  // A window of relay ports apart from the ports the OS hands out to other tests.
  const low = 40_000 + Math.floor(Math.random() * 900) * 20;
  const relayPorts: [number, number] = [low, low + 19];
  const args = [
    '-n',
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--listening-port=${port}`,
    `--min-port=${relayPorts[0]}`,
    `--max-port=${relayPorts[1]}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=foyer.test',
    '--allow-loopback-peers',
    '--no-cli',
    '--no-tls',
    '--no-dtls',
    '--no-tcp-relay',
    `--log-file=${logFile}`,
    '--simple-log',
    '--no-stdout-log',
    `--pidfile=${path.join(dir, 'turn.pid')}`,
    `--userdb=${path.join(dir, 'turndb')}`,
    '--verbose',
  ];
  // Not installed: fails naming the Debian package coturn.
  const child: ChildProcess = spawnProgram('turnserver', args, { stdio: 'ignore' });
  const spawned = await new Promise<Error | null>((resolve) => {
    child.once('error', resolve);
    child.once('spawn', () => resolve(null));
  });
  if (spawned) throw new Error(`turnserver could not start: ${spawned.message}`);
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');
  // Ready once it logs that it listens (it opens its sockets before saying so).
  for (let i = 0; !/Total General servers/.test(log()); i += 1) {
    if (i > 100 || child.exitCode !== null) throw new Error(`turnserver did not start:\n${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `turn:127.0.0.1:${port}?transport=udp`,
    port,
    secret,
    relayPorts,
    log,
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
