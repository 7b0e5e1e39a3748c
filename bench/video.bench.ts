import { janusInstalled } from '../scripts/lib/janus.mjs';
import { mediaFixture } from '../apps/server/test/media/fixtures';
import { SyntheticPeer } from '../apps/server/test/media/synthetic-peer';
import { api, initCpuClock, login, percentile, sleep, startBenchServer, type BenchServer } from './media-server';

/**
 * N synthetic participants in one call, on each media backend: the in-process werift SFU, and Janus
 * VideoRoom (when Debian's janus is installed). Each participant is a werift peer in this process speaking
 * our signalling (apps/server/test/media/synthetic-peer.ts): it publishes the ffmpeg-made VP8 simulcast
 * (q/h/f, top 1280x720 at 24 fps) and Opus, and shows every other camera as a mid-size thumbnail (so the
 * server forwards the `h` layer). Measured per room size: server CPU (the Foyer process, plus Janus's
 * with Janus) over a steady window, first remote frame time (from a participant's publish to the end of the
 * first keyframe of each other camera), and received frames per second per subscribed camera.
 *
 * Environment: BENCH_VIDEO_SIZES (default 2,4,6,10), BENCH_VIDEO_SECONDS measured per size (default 10),
 * BENCH_VIDEO_BACKENDS (default werift,janus).
 */

const sizes = (process.env.BENCH_VIDEO_SIZES ?? '2,4,6,10').split(',').map(Number);
const seconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 10);
const backends = (process.env.BENCH_VIDEO_BACKENDS ?? 'werift,janus').split(',').map((b) => b.trim());
/** A mid-size grid tile: the `h` layer (`layerForTile`). */
const thumbnail = { width: 480, height: 270 };
const goalCores = 0.5;
const goalFirstFrameP95Ms = 1500;

interface Step {
  backend: string;
  size: number;
  cores: number;
  firstFrameP95: number;
  firstFrameMax: number;
  fpsMin: number;
  fpsMean: number;
  streams: number;
  /** Why this size did not finish (a connection that did not come up on a loaded machine). */
  failed?: string;
}

/** One server (and Janus) for one backend; every room size in turn, a fresh call each time. */
async function measureBackend(backend: string): Promise<Step[]> {
  const server = await startBenchServer(backend);
  const peers: SyntheticPeer[] = [];
  const steps: Step[] = [];
  try {
    // Fresh people for every room size: nobody is still leaving the previous room.
    const people = await server.mint(sizes.reduce((a, b) => a + b, 0));
    let used = 0;
    for (const size of sizes) {
      const group = people.slice(used, used + size);
      used += size;
      try {
        steps.push(await measureRoom(server, backend, group, peers));
      } catch (err) {
        steps.push({ backend, size, cores: NaN, firstFrameP95: NaN, firstFrameMax: NaN, fpsMin: NaN, fpsMean: NaN, streams: 0, failed: (err as Error).message });
        console.log(`[bench video] ${backend} ${size}: failed (${(err as Error).message})`);
      }
    }
    return steps;
  } finally {
    await Promise.allSettled(peers.map((p) => p.close()));
    for (const peer of peers) peer.socket.disconnect();
    await server.stop();
  }
}

/** One call of `group.length` people: all publish, all watch all as thumbnails; figures over a steady window. */
async function measureRoom(server: BenchServer, backend: string, group: { token: string; id: number }[], peers: SyntheticPeer[]): Promise<Step> {
  const { url } = server;
  const size = group.length;
  const inCall: SyntheticPeer[] = [];
  try {
    const call = (await api(url, group[0]!.token, 'POST', '/api/events/demo/videocalls/create/', { admin: group[0]!.id })).id as number;
    const publishedAt = new Map<number, number>();
    for (const person of group) {
      const { jwt } = (await api(url, person.token, 'POST', '/api/events/demo/videocalls/join/', { room: call })) as { jwt: string };
      const peer = new SyntheticPeer(await login(url, person.token), person.id);
      peers.push(peer);
      inCall.push(peer);
      const reply = await peer.join(call, jwt);
      if (!reply.ok) throw new Error(`media join refused: ${String(reply.detail)}`);
    }
    // One after another, as people come into a room (ten ICE and DTLS handshakes at once starve two cores).
    for (const peer of inCall) {
      publishedAt.set(peer.userId, performance.now());
      await peer.publish();
      await peer.view(group.filter((p) => p.id !== peer.userId).map((p) => ({ userId: p.id, source: 'camera' as const, ...thumbnail })));
    }
    // Everyone sees everyone, then a steady window.
    const deadline = performance.now() + 30_000;
    while (!inCall.every((peer) => group.every((p) => p.id === peer.userId || (peer.from(p.id)?.firstFrameAt ?? null) !== null))) {
      if (performance.now() > deadline) throw new Error('not every camera arrived within 30 s');
      await sleep(100);
    }
    await sleep(2000);
    const cpu0 = server.cpu();
    const t0 = performance.now();
    await sleep(seconds * 1000);
    const cores = (server.cpu() - cpu0) / ((performance.now() - t0) / 1000);

    const firstFrames: number[] = [];
    const fps: number[] = [];
    for (const peer of inCall) {
      for (const p of group) {
        if (p.id === peer.userId) continue;
        const got = peer.from(p.id)!;
        firstFrames.push(got.firstFrameAt! - Math.max(publishedAt.get(p.id)!, publishedAt.get(peer.userId)!));
        fps.push(SyntheticPeer.fps(got));
      }
    }
    const step = {
      backend,
      size,
      cores,
      firstFrameP95: percentile(firstFrames, 95),
      firstFrameMax: Math.max(...firstFrames),
      fpsMin: Math.min(...fps),
      fpsMean: fps.reduce((a, b) => a + b, 0) / fps.length,
      streams: fps.length,
    };
    console.log(`[bench video] ${backend} ${size}: ${cores.toFixed(2)} cores, first frame p95 ${step.firstFrameP95.toFixed(0)} ms`);
    return step;
  } finally {
    await Promise.allSettled(inCall.map((peer) => peer.close()));
    for (const peer of inCall) peer.socket.disconnect();
  }
}

export async function run(): Promise<{ title: string; markdown: string }> {
  await initCpuClock();
  await mediaFixture();
  const steps: Step[] = [];
  const skipped: string[] = [];
  for (const backend of backends) {
    if (backend === 'janus' && !janusInstalled()) {
      skipped.push('janus (Debian `janus` is not installed)');
      continue;
    }
    steps.push(...(await measureBackend(backend)));
  }
  return { title: 'Video calls: N synthetic participants in one room (bench/video)', markdown: report(steps, skipped) };
}

function report(steps: Step[], skipped: string[]): string {
  const done = steps.filter((s) => !s.failed);
  const ten = done.find((s) => s.backend === 'werift' && s.size === 10);
  const p95s = done.map((s) => s.firstFrameP95);
  const lines = [
    `Goal: a 10-person room with mid-layer thumbnails under ${goalCores} of a core on the in-process SFU; first remote frame p95 under ${goalFirstFrameP95Ms / 1000} s.`,
    '',
    `Result: ${ten ? `${ten.cores.toFixed(2)} cores for 10 people on werift (goal ${ten.cores < goalCores ? 'met' : 'not met'})` : 'no 10-person werift run'}; ` +
      (p95s.length > 0
        ? `first remote frame p95 at most ${Math.max(...p95s).toFixed(0)} ms (goal ${Math.max(...p95s) < goalFirstFrameP95Ms ? 'met' : 'not met'}).`
        : 'no room finished.'),
    '',
    '| backend | people | server CPU (cores) | first remote frame p95 / max (ms) | received fps per camera, min / mean | camera streams |',
    '|---|---:|---:|---:|---:|---:|',
    ...steps.map((s) =>
      s.failed
        ? `| ${s.backend} | ${s.size} | failed: ${s.failed} | | | |`
        : `| ${s.backend} | ${s.size} | ${s.cores.toFixed(2)} | ${s.firstFrameP95.toFixed(0)} / ${s.firstFrameMax.toFixed(0)} | ${s.fpsMin.toFixed(1)} / ${s.fpsMean.toFixed(1)} | ${s.streams} |`,
    ),
    '',
    `How: a server started as \`npm start\` starts it (embedded PostgreSQL, demo data) in a process of its own; with Janus, Debian's janus started by scripts/lib/janus.mjs and its CPU added to the server's. Each person is a synthetic werift peer in the bench process (apps/server/test/media/synthetic-peer.ts) publishing the VP8 simulcast fixture (q/h/f, 1280x720 top layer at 24 fps) and Opus, and reporting every other camera as a ${thumbnail.width}x${thumbnail.height} thumbnail (the h layer). CPU over ${seconds} s after everyone received everyone; received frames counted as RTP timestamps advancing per SSRC (a frame's packets, retransmissions and duplicates count once); first remote frame from the later of the two publishes to the end of the first keyframe that arrived (the first picture a decoder can show). The peers answer a keyframe request (PLI) with a keyframe at once, as a browser's encoder does. The peers' own CPU (this process) is not counted.`,
    ...(skipped.length > 0 ? ['', `Not run: ${skipped.join('; ')}.`] : []),
    ...(process.env.BENCH_VIDEO_SIZES || process.env.BENCH_VIDEO_SECONDS
      ? ['', `Smoke run (sizes ${sizes.join(', ')}, ${seconds} s each) on a shared, loaded machine; the figures that count come from \`npm run bench -- video\` on an idle one.`]
      : []),
  ];
  return lines.join('\n');
}
