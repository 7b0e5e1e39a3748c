import type { TileSize } from '@foyer/contracts';
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { janusInstalled } from '../scripts/lib/janus.mjs';
import { mediaFixture } from '../apps/server/test/media/fixtures';
import { SyntheticPeer } from '../apps/server/test/media/synthetic-peer';
import { api, initCpuClock, login, mean, root, sleep, startBenchServer, type BenchServer } from './media-server';
import type { FromViewers, ToViewers, ViewerSnapshot } from './stage-viewers';

/**
 * A presentation stage's audience on the media server (issue 13): the demo main stage's live presentation,
 * its backstage call with 3 synthetic speakers (werift peers in this process speaking our signalling, each
 * publishing the ffmpeg-made VP8 simulcast q/h/f and Opus, as browsers do), and N synthetic receive-only
 * viewers (`POST …/watch/`, then `videocall_media_watch`, then the stage page's tile sizes: the main speaker on
 * the mid layer, the strip on the quarter layer) spread over viewer processes of their own
 * (bench/stage-viewers.ts, 50 each; decision 0050), which stop decrypting once every camera's keyframe came
 * and count from the clear RTP headers (decision 0055), so that the viewers do not starve the server. Viewers are added to reach each size in turn; per size, over a
 * steady window: the server's CPU (the Foyer process, plus Janus's with Janus) apart from everyone else's, the
 * bitrate delivered per viewer and in total, the frames each viewer received per camera against those the
 * speakers sent, the server's CPU time per delivered frame, the viewer processes' CPU (all, and the busiest),
 * this process's (the speakers') and the whole machine's.
 *
 * Environment: BENCH_STAGE_SIZES (default 50,100,200), BENCH_STAGE_SECONDS per size (default 10),
 * BENCH_STAGE_PER_PROCESS viewers per viewer process (default 50), BENCH_STAGE_BACKENDS (default werift,janus;
 * Janus is skipped when not installed), BENCH_STAGE_DECRYPT=1 (viewers decrypt every packet, for a comparison),
 * BENCH_STAGE_VIEWER_PROF=1 (each viewer process writes a V8 CPU profile into /tmp/stage-bench-prof).
 */

const sizes = (process.env.BENCH_STAGE_SIZES ?? '50,100,200').split(',').map(Number);
const seconds = Number(process.env.BENCH_STAGE_SECONDS ?? 10);
const perProcess = Number(process.env.BENCH_STAGE_PER_PROCESS ?? 50);
const backends = (process.env.BENCH_STAGE_BACKENDS ?? 'werift,janus').split(',').map((b) => b.trim());
/** Viewers decrypt every packet (as before decision 0055) instead of reading only the RTP headers. */
const decryptAll = process.env.BENCH_STAGE_DECRYPT === '1';
/**
 * The stage page's tiles (live-stage.tsx, reported by its tile-size observer): the main speaker fills the
 * stage (larger than 640x360: the `h` layer, a viewer's most), the others sit in the strip, at most 200 px
 * wide and 16:9 (the `q` layer). With nobody speaking the main speaker is the lowest id (stage-layout.ts).
 */
const mainTile = { width: 1000, height: 562 };
const stripTile = { width: 200, height: 112 };
function stageTiles(speakerIds: number[]): TileSize[] {
  const main = Math.min(...speakerIds);
  return speakerIds.map((userId) => ({ userId, source: 'camera' as const, ...(userId === main ? mainTile : stripTile) }));
}
const speakerEmails = ['hana@example.com', 'attendee02@example.com', 'attendee03@example.com'];
/** Decision 0041: 200 viewers of a 3-speaker stage on one 2-core host's in-process SFU. */
const goal = { viewers: 200, cores: 1.5, delivered: 0.95 };
const cores = os.cpus().length;

interface Step {
  backend: string;
  viewers: number;
  processes: number;
  cores: number;
  kbpsPerViewer: number;
  totalMbps: number;
  fpsMean: number;
  fpsMin: number;
  /** Frames per second the speakers actually sent (24 unless this process was starved). */
  sentFps: number;
  deliveredMean: number;
  deliveredMin: number;
  /** Server CPU microseconds per frame delivered to a viewer (one camera's frame to one viewer). */
  usPerFrame: number;
  /** CPU of all viewer processes together, and of the busiest one. */
  viewerCores: number;
  viewerCoresMax: number;
  /** This process: the three speakers. */
  speakerCores: number;
  /** Every process on the machine (/proc/stat), ours and anyone else's. */
  machineCores: number;
  /** Viewers that received every camera before the window. */
  receiving: number;
  failed?: string;
}

/** The machine's busy CPU seconds so far, every process (/proc/stat: all but idle and iowait). */
function machineBusy(): number {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const busy = fields.reduce((a, b) => a + b, 0) - fields[3]! - fields[4]!;
  return busy / 100; // USER_HZ, 100 on Linux
}

/** A viewer process: its replies come one at a time, in the order asked. */
class ViewerProcess {
  readonly child: ChildProcess;
  viewers = 0;
  private readonly waiting: ((m: FromViewers) => void)[] = [];

  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'stage-viewers.ts'), [], { cwd: root, execArgv: ['--import', 'tsx', ...(process.env.BENCH_STAGE_VIEWER_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/stage-bench-prof'] : [])], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (m: FromViewers) => this.waiting.shift()?.(m));
    this.child.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w({ type: 'error', message: `a viewer process exited with ${code}` });
    });
  }

  private ask(message: ToViewers): Promise<FromViewers> {
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      this.child.send(message);
    });
  }

  async add(url: string, people: { token: string; id: number }[], tiles: TileSize[]): Promise<void> {
    const reply = await this.ask({ type: 'add', url, people, tiles });
    if (reply.type === 'error') throw new Error(reply.message);
    this.viewers += people.length;
  }

  async snapshot(speakerIds: number[]): Promise<{ viewers: ViewerSnapshot[]; cpuSeconds: number }> {
    const reply = await this.ask({ type: 'snapshot', speakerIds });
    if (reply.type !== 'snapshot') throw new Error(reply.type === 'error' ? reply.message : 'no snapshot');
    return reply;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.send({ type: 'close' } satisfies ToViewers);
    await Promise.race([exited, sleep(10_000)]);
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
  }
}

async function measureBackend(backend: string): Promise<Step[]> {
  // The demo's own in-process speakers stay off (startBenchServer): the bench's speakers are browsers' stand-ins.
  const server = await startBenchServer(backend, { FOYER_DEBUG: '1' });
  const speakers: SyntheticPeer[] = [];
  const processes: ViewerProcess[] = [];
  const steps: Step[] = [];
  try {
    const signedIn = await Promise.all(speakerEmails.map((email) => server.signIn(email)));
    const page = await api(server.url, signedIn[0]!.token, 'GET', '/api/events/demo/presentations/main-stage/');
    const callId = (page.current_presentation as { backstage_videocall_id: number | null }).backstage_videocall_id;
    if (!callId) throw new Error('the demo main stage shows no live presentation');
    for (const s of signedIn) {
      const { jwt } = (await api(server.url, s.token, 'POST', '/api/events/demo/videocalls/join/', { room: callId })) as { jwt: string };
      const peer = new SyntheticPeer(await login(server.url, s.token), s.id);
      speakers.push(peer);
      const reply = await peer.join(callId, jwt);
      if (!reply.ok) throw new Error(`a speaker's media join was refused: ${String(reply.detail)}`);
      await peer.publish();
    }
    const people = await server.mint(Math.max(...sizes));
    let added = 0;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      try {
        // Fill the newest viewer process up to `perProcess`, then start another.
        while (added < size) {
          let target = processes.at(-1);
          if (!target || target.viewers >= perProcess) processes.push((target = new ViewerProcess()));
          const take = Math.min(size - added, perProcess - target.viewers);
          await target.add(server.url, people.slice(added, added + take), stageTiles(speakers.map((s) => s.userId)));
          added += take;
        }
        steps.push(await measure(server, backend, processes, speakers, size));
      } catch (err) {
        steps.push({ backend, viewers: size, processes: processes.length, cores: NaN, kbpsPerViewer: NaN, totalMbps: NaN, fpsMean: NaN, fpsMin: NaN, sentFps: NaN, deliveredMean: NaN, deliveredMin: NaN, usPerFrame: NaN, viewerCores: NaN, viewerCoresMax: NaN, speakerCores: NaN, machineCores: NaN, receiving: 0, failed: (err as Error).message });
        console.log(`[bench stage] ${backend} ${size}: failed (${(err as Error).message})`);
        break;
      }
    }
    return steps;
  } finally {
    await Promise.allSettled(processes.map((p) => p.close()));
    await Promise.allSettled(speakers.map((p) => p.close()));
    for (const peer of speakers) peer.socket.disconnect();
    await server.stop();
  }
}

async function measure(server: BenchServer, backend: string, processes: ViewerProcess[], speakers: SyntheticPeer[], size: number): Promise<Step> {
  const speakerIds = speakers.map((s) => s.userId);
  const all = async () => Promise.all(processes.map((p) => p.snapshot(speakerIds)));
  const everyCamera = (v: ViewerSnapshot) => v.keyframes.every((k) => k > 0);
  const deadline = performance.now() + 60_000;
  let receiving: number;
  for (;;) {
    const now = (await all()).flatMap((p) => p.viewers);
    receiving = now.filter(everyCamera).length;
    if (receiving === size) break;
    if (performance.now() > deadline) {
      const steps = new Map<string, number>();
      for (const v of now.filter((v) => !everyCamera(v))) steps.set(v.lastStep, (steps.get(v.lastStep) ?? 0) + 1);
      console.log(`[bench stage] ${size - receiving} viewers without every camera after 60 s, their last steps: ${[...steps].map(([what, n]) => `${what} (${n})`).join(', ')}`);
      break;
    }
    await sleep(500);
  }
  await sleep(2000);
  const before = await all();
  const sent0 = speakers.map((s) => s.framesSent);
  const cpu0 = server.cpu();
  const speakers0 = process.cpuUsage();
  const machine0 = machineBusy();
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const elapsed = (performance.now() - t0) / 1000;
  const serverSeconds = server.cpu() - cpu0;
  const machineCores = (machineBusy() - machine0) / elapsed;
  const speakerUsage = process.cpuUsage(speakers0);
  const after = await all();
  const sentFps = mean(speakers.map((s, i) => (s.framesSent - sent0[i]!) / elapsed));
  const viewerCpu = after.map((p, i) => (p.cpuSeconds - before[i]!.cpuSeconds) / elapsed);
  const pairs = after.flatMap((p, i) => p.viewers.map((a, j) => ({ a, b: before[i]!.viewers[j]! })));
  const kbps = pairs.map(({ a, b }) => ((a.bytes - b.bytes) * 8) / elapsed / 1000);
  const frames = pairs.flatMap(({ a, b }) => a.frames.map((f, j) => f - b.frames[j]!));
  const fps = frames.map((f) => f / elapsed);
  const step: Step = {
    backend,
    viewers: pairs.length,
    processes: processes.length,
    cores: serverSeconds / elapsed,
    kbpsPerViewer: mean(kbps),
    totalMbps: kbps.reduce((a, b) => a + b, 0) / 1000,
    fpsMean: mean(fps),
    fpsMin: Math.min(...fps),
    sentFps,
    // Of what the speakers sent: a starved speaker process sending less is not the server's loss.
    deliveredMean: Math.min(1, mean(fps) / sentFps),
    deliveredMin: Math.min(1, Math.min(...fps) / sentFps),
    usPerFrame: (serverSeconds * 1e6) / Math.max(1, frames.reduce((a, b) => a + b, 0)),
    viewerCores: viewerCpu.reduce((a, b) => a + b, 0),
    viewerCoresMax: Math.max(...viewerCpu),
    speakerCores: (speakerUsage.user + speakerUsage.system) / 1e6 / elapsed,
    machineCores,
    receiving,
  };
  console.log(
    `[bench stage] ${backend} ${step.viewers} viewers in ${step.processes} processes: server ${step.cores.toFixed(2)} cores, ${step.totalMbps.toFixed(1)} Mbit/s, ${sentFps.toFixed(1)} fps sent, ${(step.deliveredMean * 100).toFixed(1)} % of frames delivered, ${step.usPerFrame.toFixed(0)} µs per frame; viewers ${step.viewerCores.toFixed(2)} cores, machine ${machineCores.toFixed(2)} of ${cores}`,
  );
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

/** Why frames may have been lost elsewhere than in the server, for a step. */
function viewerSide(s: Step): string | null {
  const reasons = [
    ...(s.machineCores > cores - 0.25 ? [`the machine was busy (${s.machineCores.toFixed(2)} of ${cores} cores)`] : []),
    ...(s.viewerCoresMax > 0.9 ? [`a viewer process used ${s.viewerCoresMax.toFixed(2)} cores`] : []),
    ...(s.speakerCores > 0.9 ? [`the speakers' process used ${s.speakerCores.toFixed(2)} cores`] : []),
  ];
  return reasons.length > 0 ? reasons.join(', ') : null;
}

function report(steps: Step[], skipped: string[]): string {
  const top = steps.find((s) => s.backend === 'werift' && s.viewers === goal.viewers && !s.failed);
  const janusTop = steps.find((s) => s.backend === 'janus' && s.viewers === goal.viewers && !s.failed);
  const met = top && top.cores < goal.cores && top.deliveredMean >= goal.delivered;
  const topSide = top && viewerSide(top);
  const lines = [
    `Goal (decision 0041): ${goal.viewers} viewers of a 3-speaker stage on the in-process SFU under ${goal.cores} cores of the server, with at least ${pct(goal.delivered)} of the cameras' frames delivered to viewers on average.`,
    '',
    `Result: ${
      top
        ? `${top.cores.toFixed(2)} server cores and ${pct(top.deliveredMean)} of frames at ${goal.viewers} viewers on werift, ${top.usPerFrame.toFixed(0)} µs of server CPU per delivered frame (goal ${met ? 'met' : 'not met'}${!met && topSide ? `; lost frames may be the viewers' side: ${topSide}` : ''}).`
        : `no ${goal.viewers}-viewer werift run${steps.some((s) => s.failed) ? ' (see the failed row)' : ''}.`
    }${janusTop ? ` Janus at ${goal.viewers} viewers: ${janusTop.cores.toFixed(2)} cores (Foyer and Janus together), ${pct(janusTop.deliveredMean)} of frames.` : ''}`,
    '',
    `The machine has ${cores} cores: the server, the speakers' process and the viewer processes share them, so the viewers compete with the server for CPU. What stays meaningful when they do is the server's CPU time per delivered frame (server CPU over the frames viewers received) and whether the machine, a viewer process or the speakers' process ran out (last columns): a step where they did measures the bench as much as the server.`,
    '',
    '| backend | viewers (processes) | server CPU (cores) | frames delivered (mean / min) | server CPU per delivered frame (µs) | per viewer (kbit/s) | total delivered (Mbit/s) | frames sent per camera (fps) | frames per camera per viewer (fps, mean / min) | viewers receiving every camera | viewer processes CPU (cores, all / busiest) | viewer CPU per viewer (% of a core) | speakers\' process CPU (cores) | machine CPU (cores, every process) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map((s) =>
      s.failed
        ? `| ${s.backend} | ${s.viewers} (${s.processes}) | failed: ${s.failed} | | | | | | | | | | | |`
        : `| ${s.backend} | ${s.viewers} (${s.processes}) | ${s.cores.toFixed(2)} | ${pct(s.deliveredMean)} / ${pct(s.deliveredMin)} | ${s.usPerFrame.toFixed(0)} | ${s.kbpsPerViewer.toFixed(0)} | ${s.totalMbps.toFixed(1)} | ${s.sentFps.toFixed(1)} | ${s.fpsMean.toFixed(1)} / ${s.fpsMin.toFixed(1)} | ${s.receiving} | ${s.viewerCores.toFixed(2)} / ${s.viewerCoresMax.toFixed(2)} | ${((s.viewerCores / s.viewers) * 100).toFixed(2)} | ${s.speakerCores.toFixed(2)} | ${s.machineCores.toFixed(2)} of ${cores} |`,
    ),
    '',
    `How: a server started as \`npm start\` starts it (embedded PostgreSQL, demo data, \`DEMO_LIVE_STAGE=0\`) in a process of its own (bench/media-server.ts, shared with bench/video). The demo main stage's live presentation is current; its three speakers sign in and publish in its backstage call as synthetic werift peers of the bench process (the VP8 simulcast fixture q/h/f, top 1280x720, 24 fps, and Opus). Viewers, load-test people of the demo, are spread over viewer processes of ${perProcess} each (bench/stage-viewers.ts, forked; decision 0050); each opens \`POST …/presentations/main-stage/watch/\` and \`videocall_media_watch\` ten at a time, as receive-only werift peers, and reports the stage page's tile sizes (\`videocall_media_view\`): the main speaker ${mainTile.width}x${mainTile.height} (the \`h\` layer, 640x360, a viewer's most), the two others as strip tiles of ${stripTile.width}x${stripTile.height} (the \`q\` layer, 320x180), as live-stage.tsx asks. ${decryptAll ? 'Viewers decrypt every SRTP packet (`BENCH_STAGE_DECRYPT=1`).' : "Viewers decrypt SRTP only until a keyframe of every camera arrived, then count from the RTP header, which SRTP leaves in the clear (decision 0055): the viewer processes' CPU is the DTLS/ICE/RTCP of a peer, not the decryption of every packet."} Per size, after every viewer received a keyframe of every camera (or 60 s), over ${seconds} s: the server's CPU from /proc/<pid>/stat (the Foyer process, plus Janus with Janus), the viewer processes' own CPU (process.cpuUsage, reported over IPC), the speakers' process's, the whole machine's from /proc/stat; payload bytes per viewer, frames counted as RTP timestamps advancing per SSRC (retransmissions and duplicates count once) against the frames the speakers sent in the window (24 a second unless their process was starved).${
      steps.some((s) => !s.failed && viewerSide(s)) ? ` Steps where lost frames may be the viewers' side: ${steps.filter((s) => !s.failed && viewerSide(s)).map((s) => `${s.backend} ${s.viewers} (${viewerSide(s)})`).join('; ')}.` : ''
    }`,
    ...(skipped.length > 0 ? ['', `Not run: ${skipped.join('; ')}.`] : []),
    ...(process.env.BENCH_STAGE_SIZES || process.env.BENCH_STAGE_SECONDS
      ? ['', `Smoke run (viewers ${sizes.join(', ')}, ${seconds} s each) on a shared, loaded machine; the figures that count come from \`npm run bench -- stage\` on an idle one.`]
      : []),
  ];
  return lines.join('\n');
}
