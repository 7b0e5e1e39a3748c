import { janusInstalled } from '../scripts/lib/janus.mjs';
import { mediaFixture } from '../apps/server/test/media/fixtures';
import { SyntheticPeer } from '../apps/server/test/media/synthetic-peer';
import { api, initCpuClock, login, mean, sleep, startBenchServer, type BenchServer } from './media-server';

/**
 * A presentation stage's audience on the media server (issue 13): the demo main stage's live presentation,
 * its backstage call with 3 synthetic speakers (werift peers in this process speaking our signalling, each
 * publishing the ffmpeg-made VP8 simulcast q/h/f and Opus, as browsers do), and N synthetic receive-only
 * viewers (`POST …/watch/`, then `videocall_media_watch`; the server gives them the mid layer, decision 0036).
 * Viewers are added to reach each size in turn; per size, over a steady window: the server's CPU (the Foyer
 * process, plus Janus's with Janus), the bitrate delivered per viewer and in total, the frames each viewer
 * received per camera against those the speakers sent, and this process's own CPU (it receives everything: when it runs
 * out, frames are lost on this side, not the server's).
 *
 * Environment: BENCH_STAGE_SIZES (default 50,100,200), BENCH_STAGE_SECONDS per size (default 10),
 * BENCH_STAGE_BACKENDS (default werift; `werift,janus` measures Janus as well).
 */

const sizes = (process.env.BENCH_STAGE_SIZES ?? '50,100,200').split(',').map(Number);
const seconds = Number(process.env.BENCH_STAGE_SECONDS ?? 10);
const backends = (process.env.BENCH_STAGE_BACKENDS ?? 'werift').split(',').map((b) => b.trim());
const speakerEmails = ['hana@example.com', 'attendee02@example.com', 'attendee03@example.com'];
/** Decision 0041: 200 viewers of a 3-speaker stage on one 2-core host's in-process SFU. */
const goal = { viewers: 200, cores: 1.5, delivered: 0.95 };

interface Step {
  backend: string;
  viewers: number;
  cores: number;
  benchCores: number;
  kbpsPerViewer: number;
  totalMbps: number;
  fpsMean: number;
  fpsMin: number;
  /** Frames per second the speakers actually sent (24 unless this process was starved). */
  sentFps: number;
  deliveredMean: number;
  deliveredMin: number;
  /** Viewers that received every camera before the window. */
  receiving: number;
  failed?: string;
}

interface Snapshot {
  bytes: number;
  frames: number[];
}

function snapshot(viewer: SyntheticPeer, speakers: number[]): Snapshot {
  const tracks = [...viewer.received.values()];
  return { bytes: tracks.reduce((a, t) => a + t.bytes, 0), frames: speakers.map((id) => viewer.from(id)?.frames ?? 0) };
}

async function measureBackend(backend: string): Promise<Step[]> {
  // The demo's own in-process speakers stay off (startBenchServer): the bench's speakers are browsers' stand-ins.
  const server = await startBenchServer(backend, { FOYER_DEBUG: '1' });
  const peers: SyntheticPeer[] = [];
  const steps: Step[] = [];
  try {
    const speakers = await Promise.all(speakerEmails.map((email) => server.signIn(email)));
    const page = await api(server.url, speakers[0]!.token, 'GET', '/api/events/demo/presentations/main-stage/');
    const callId = (page.current_presentation as { backstage_videocall_id: number | null }).backstage_videocall_id;
    if (!callId) throw new Error('the demo main stage shows no live presentation');
    for (const s of speakers) {
      const { jwt } = (await api(server.url, s.token, 'POST', '/api/events/demo/videocalls/join/', { room: callId })) as { jwt: string };
      const peer = new SyntheticPeer(await login(server.url, s.token), s.id);
      peers.push(peer);
      const reply = await peer.join(callId, jwt);
      if (!reply.ok) throw new Error(`a speaker's media join was refused: ${String(reply.detail)}`);
      await peer.publish();
    }
    const onStage = peers.slice();
    const people = await server.mint(Math.max(...sizes));
    const viewers: SyntheticPeer[] = [];
    for (const size of [...sizes].sort((a, b) => a - b)) {
      try {
        await addViewers(server, people.slice(viewers.length, size), viewers, peers);
        steps.push(await measure(server, backend, viewers, onStage));
      } catch (err) {
        steps.push({ backend, viewers: size, cores: NaN, benchCores: NaN, kbpsPerViewer: NaN, totalMbps: NaN, fpsMean: NaN, fpsMin: NaN, sentFps: NaN, deliveredMean: NaN, deliveredMin: NaN, receiving: 0, failed: (err as Error).message });
        console.log(`[bench stage] ${backend} ${size}: failed (${(err as Error).message})`);
        break;
      }
    }
    return steps;
  } finally {
    await Promise.allSettled(peers.map((p) => p.close()));
    for (const peer of peers) peer.socket.disconnect();
    await server.stop();
  }
}

/** Viewers come in ten at a time (a crowd arriving, and DTLS handshakes that do not starve two cores). */
async function addViewers(server: BenchServer, people: { token: string; id: number }[], viewers: SyntheticPeer[], peers: SyntheticPeer[]): Promise<void> {
  for (let i = 0; i < people.length; i += 10) {
    await Promise.all(
      people.slice(i, i + 10).map(async (person) => {
        const watch = (await api(server.url, person.token, 'POST', '/api/events/demo/presentations/main-stage/watch/')) as { videocall_id: number; jwt: string };
        const viewer = new SyntheticPeer(await login(server.url, person.token), person.id);
        peers.push(viewer);
        const reply = await viewer.watch(watch.videocall_id, watch.jwt);
        if (!reply.ok) throw new Error(`a viewer's watch was refused: ${String(reply.detail)}`);
        viewers.push(viewer);
      }),
    );
  }
}

async function measure(server: BenchServer, backend: string, viewers: SyntheticPeer[], speakers: SyntheticPeer[]): Promise<Step> {
  const speakerIds = speakers.map((s) => s.userId);
  const everyCamera = (v: SyntheticPeer) => speakerIds.every((id) => (v.from(id)?.keyframes ?? 0) > 0);
  const deadline = performance.now() + 60_000;
  while (!viewers.every(everyCamera) && performance.now() < deadline) await sleep(250);
  const receiving = viewers.filter(everyCamera).length;
  await sleep(2000);
  const before = viewers.map((v) => snapshot(v, speakerIds));
  const sent0 = speakers.map((s) => s.framesSent);
  const cpu0 = server.cpu();
  const bench0 = process.cpuUsage();
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - t0) / 1000;
  const cores = (server.cpu() - cpu0) / elapsed;
  const benchUsage = process.cpuUsage(bench0);
  const after = viewers.map((v) => snapshot(v, speakerIds));
  const sentFps = mean(speakers.map((s, i) => (s.framesSent - sent0[i]!) / elapsed));
  const kbps = after.map((a, i) => ((a.bytes - before[i]!.bytes) * 8) / elapsed / 1000);
  const fps = after.flatMap((a, i) => a.frames.map((f, j) => (f - before[i]!.frames[j]!) / elapsed));
  const step: Step = {
    backend,
    viewers: viewers.length,
    cores,
    benchCores: (benchUsage.user + benchUsage.system) / 1e6 / elapsed,
    kbpsPerViewer: mean(kbps),
    totalMbps: kbps.reduce((a, b) => a + b, 0) / 1000,
    fpsMean: mean(fps),
    fpsMin: Math.min(...fps),
    sentFps,
    // Of what the speakers sent: a starved bench sending less is not the server's loss.
    deliveredMean: Math.min(1, mean(fps) / sentFps),
    deliveredMin: Math.min(1, Math.min(...fps) / sentFps),
    receiving,
  };
  console.log(`[bench stage] ${backend} ${step.viewers} viewers: ${cores.toFixed(2)} cores, ${step.totalMbps.toFixed(1)} Mbit/s, ${sentFps.toFixed(1)} fps sent, ${(step.deliveredMean * 100).toFixed(1)} % of frames delivered`);
  return step;
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
  return { title: 'Presentation stage: receive-only viewers of a 3-speaker call (bench/stage)', markdown: report(steps, skipped) };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function report(steps: Step[], skipped: string[]): string {
  const top = steps.find((s) => s.backend === 'werift' && s.viewers === goal.viewers && !s.failed);
  const met = top && top.cores < goal.cores && top.deliveredMean >= goal.delivered;
  const lines = [
    `Goal (decision 0041): ${goal.viewers} viewers of a 3-speaker stage on the in-process SFU under ${goal.cores} cores of the server, with at least ${pct(goal.delivered)} of the cameras' frames delivered to viewers on average.`,
    '',
    `Result: ${
      top
        ? `${top.cores.toFixed(2)} cores and ${pct(top.deliveredMean)} of frames at ${goal.viewers} viewers on werift (goal ${met ? 'met' : 'not met'}${top.benchCores > 0.9 ? `; this process, receiving for every viewer, used ${top.benchCores.toFixed(2)} cores and may be what lost frames` : ''}).`
        : `no ${goal.viewers}-viewer werift run${steps.some((s) => s.failed) ? ' (see the failed row)' : ''}.`
    }`,
    '',
    '| backend | viewers | server CPU (cores) | per viewer (kbit/s) | total delivered (Mbit/s) | frames sent per camera (fps) | frames per camera per viewer (fps, mean / min) | frames delivered (mean / min) | viewers receiving every camera | bench process CPU (cores) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map((s) =>
      s.failed
        ? `| ${s.backend} | ${s.viewers} | failed: ${s.failed} | | | | | | | |`
        : `| ${s.backend} | ${s.viewers} | ${s.cores.toFixed(2)} | ${s.kbpsPerViewer.toFixed(0)} | ${s.totalMbps.toFixed(1)} | ${s.sentFps.toFixed(1)} | ${s.fpsMean.toFixed(1)} / ${s.fpsMin.toFixed(1)} | ${pct(s.deliveredMean)} / ${pct(s.deliveredMin)} | ${s.receiving} | ${s.benchCores.toFixed(2)} |`,
    ),
    '',
    `How: a server started as \`npm start\` starts it (embedded PostgreSQL, demo data, \`DEMO_LIVE_STAGE=0\`) in a process of its own (bench/media-server.ts, shared with bench/video). The demo main stage's live presentation is current; its three speakers sign in and publish in its backstage call as synthetic werift peers of this process (the VP8 simulcast fixture q/h/f, top 1280x720, 24 fps, and Opus). Viewers, load-test people of the demo, open \`POST …/presentations/main-stage/watch/\` and \`videocall_media_watch\` ten at a time, as receive-only werift peers of this process; the server picks their layer (h, 640x360). Per size, after every viewer received a keyframe of every camera (or 60 s), CPU and counts over ${seconds} s: the server's CPU from /proc/<pid>/stat, payload bytes per viewer, frames counted as RTP timestamps advancing per SSRC (retransmissions and duplicates count once) against the frames the speakers sent in the window (24 a second unless this process was starved). Every viewer is in this one process: when its own CPU nears a core, lost frames may be its own.`,
    ...(skipped.length > 0 ? ['', `Not run: ${skipped.join('; ')}.`] : []),
    ...(process.env.BENCH_STAGE_SIZES || process.env.BENCH_STAGE_SECONDS
      ? ['', `Smoke run (viewers ${sizes.join(', ')}, ${seconds} s each) on a shared, loaded machine; the figures that count come from \`npm run bench -- stage\` on an idle one.`]
      : []),
  ];
  return lines.join('\n');
}
