import type { Socket } from 'socket.io-client';
import { RTCPeerConnection, RTCRtpCodecParameters, type MediaStreamTrack } from 'werift';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config';
import { iceServersFor } from '../src/platform/media-config';
import { ManualClock } from '../src/platform/clock';
import { requireProgram, runProgram, spawnProgram } from '../src/platform/programs';
import { freeUdpPort, startCoturn, type Coturn } from './coturn';
import { addRole, makeEvent, person } from './event-factories';
import { startTestServer, type TestServer } from './harness';
import { until } from './media/synthetic-peer';
import { ask, next, socketPool } from './socket-client';

/**
 * Relays a few packets through coturn to a UDP echo peer with `turnutils_uclient` (coturn's own TURN client),
 * as the user and password given. Resolves to what the client printed; coturn refusing the credentials shows
 * as 'Cannot complete Allocation'.
 */
async function relayThrough(turn: Coturn, username: string, credential: string): Promise<string> {
  requireProgram('turnutils_uclient'); // named with its package here: a failed run below only counts as output
  const peerPort = await freeUdpPort();
  const peer = spawnProgram('turnutils_peer', ['-L', '127.0.0.1', '-p', String(peerPort)], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 200));
    const { stdout, stderr } = await runProgram(
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

interface ProbeReply {
  ok: boolean;
  probeId: string;
  sdp: string;
  iceServers: Array<{ urls: string | string[]; username?: string; credential?: string }>;
  iceTransportPolicy: 'all' | 'relay';
}

/**
 * The browser side of the device check's probe as a werift peer that may only use relayed candidates
 * (`iceTransportPolicy: 'relay'`, as a person behind a firewall that lets only the TURN server through):
 * media can reach it only through coturn. Counts the test picture's packets.
 */
async function relayOnlyProbe(socket: Socket, reply: ProbeReply) {
  const pc = new RTCPeerConnection({
    iceServers: reply.iceServers.flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls]).map((urls) => ({ urls, username: s.username, credential: s.credential }))),
    iceTransportPolicy: 'relay',
    iceUseIpv6: false,
    codecs: { video: [new RTCRtpCodecParameters({ mimeType: 'video/VP8', clockRate: 90_000, payloadType: 96 })] },
  });
  const received = { packets: 0, localTypes: new Set<string>(), close: () => pc.close() };
  pc.onTrack.subscribe((track: MediaStreamTrack) => {
    track.onReceiveRtp.subscribe(() => {
      received.packets += 1;
    });
  });
  pc.onIceCandidate.subscribe((candidate) => {
    if (!candidate?.candidate) return;
    received.localTypes.add(candidate.candidate.split(' ')[7] ?? '');
    socket.emit('videocall_media_probe_ice', { probeId: reply.probeId, candidate: { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex } });
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: reply.sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  expect(await ask(socket, 'videocall_media_probe_answer', { probeId: reply.probeId, sdp: pc.localDescription!.sdp })).toEqual({ ok: true });
  return received;
}

describe('the device check probe through TURN only (a strict firewall)', () => {
  let turn: Coturn;
  let t: TestServer;
  const sockets = socketPool();
  beforeAll(async () => {
    turn = await startCoturn();
    // coturn checks the credentials' expiry against the real time: the server's clock must be now.
    t = await startTestServer({ env: { TURN_URL: turn.url, TURN_SECRET: turn.secret }, clock: new ManualClock(new Date()) });
  });
  afterAll(async () => {
    sockets.closeAll();
    await t?.close();
    await turn?.close();
  });

  it('hands out the coturn credentials with the probe, and the test picture arrives relayed by coturn', async () => {
    const event = await makeEvent(t, { slug: 'turn-probe' });
    const kim = await person(t, { firstName: 'Kim' });
    await addRole(t, event, kim, 'attendee');
    const socket = await sockets.login(t, kim.token, 'turn-probe');
    const reply = (await ask(socket, 'videocall_media_probe', {})) as unknown as ProbeReply;
    expect(reply).toMatchObject({ ok: true, iceTransportPolicy: 'all' });
    expect(reply.iceServers).toHaveLength(1);
    const [server] = reply.iceServers;
    expect(server?.urls).toEqual([turn.url]);
    expect(server?.username).toMatch(new RegExp(`^\\d{10}:${kim.user.id}$`));

    const connected = next<{ state: string }>(socket, 'videocall_media_probe_state', 15_000);
    const received = await relayOnlyProbe(socket, reply);
    try {
      expect(await connected).toEqual({ probeId: reply.probeId, state: 'connected' });
      await until('relayed test pictures', () => received.packets >= 5);
      // Our side offered relayed candidates only, and coturn let that person in and relayed for them.
      expect([...received.localTypes]).toEqual(['relay']);
      expect(turn.log()).toContain(`username=<${server?.username}>`);
    } finally {
      received.close();
      await ask(socket, 'videocall_media_probe_end', { probeId: reply.probeId });
    }
  });
});
