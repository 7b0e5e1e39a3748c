import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { iceServersFor } from '../src/platform/media-config';
import { freeUdpPort, startCoturn, type Coturn } from './coturn';

const run = promisify(execFile);

/**
 * Relays a few packets through coturn to a UDP echo peer with `turnutils_uclient` (coturn's own TURN client),
 * as the user and password given. Resolves to what the client printed; coturn refusing the credentials shows
 * as 'Cannot complete Allocation'.
 */
async function relayThrough(turn: Coturn, username: string, credential: string): Promise<string> {
  const peerPort = await freeUdpPort();
  const peer = spawn('turnutils_peer', ['-L', '127.0.0.1', '-p', String(peerPort)], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 200));
    const { stdout, stderr } = await run(
      'turnutils_uclient',
      ['-p', String(turn.port), '-u', username, '-w', credential, '-e', '127.0.0.1', '-r', String(peerPort), '-n', '3', '-c', '127.0.0.1'],
      { timeout: 15_000 },
    ).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? '', stderr: err.stderr ?? '' }));
    return `${stdout}\n${stderr}`;
  } finally {
    peer.kill('SIGTERM');
  }
}

describe('TURN credentials against a real coturn (use-auth-secret)', () => {
  let turn: Coturn;
  beforeAll(async () => {
    turn = await startCoturn();
  });
  afterAll(async () => {
    await turn?.close();
  });

  const serversFor = (secret: string, nowMs = Date.now()) => {
    const { ice } = loadConfig({ TURN_URL: turn.url, TURN_SECRET: secret });
    const [server] = iceServersFor(ice, 42, nowMs);
    if (!server?.username || !server.credential) throw new Error('no TURN server handed out');
    expect(server.urls).toEqual([turn.url]);
    return server as { username: string; credential: string };
  };

  it('allocates a relay and carries packets with the credentials a media session hands out', async () => {
    const { username, credential } = serversFor(turn.secret);
    const out = await relayThrough(turn, username, credential);
    expect(out, out).not.toMatch(/Cannot complete Allocation/);
    expect(out, out).toMatch(/tot_send_msgs=3, tot_recv_msgs=3/);
  });

  it('refuses credentials made with another secret, and expired ones', async () => {
    const forged = serversFor('not-the-coturn-secret-at-all');
    expect(await relayThrough(turn, forged.username, forged.credential)).toMatch(/Cannot complete Allocation/);
    // Made as if handed out a day ago: their life (12 h by default) is over.
    const stale = serversFor(turn.secret, Date.now() - 24 * 3600 * 1000);
    expect(await relayThrough(turn, stale.username, stale.credential)).toMatch(/Cannot complete Allocation/);
    expect(turn.log()).toMatch(/Cannot find credentials of user/);
  });
});
