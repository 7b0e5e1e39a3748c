import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { janusInstalled } from '../scripts/lib/janus.mjs';
import { ensureWebBuild } from '../scripts/lib/web-build.mjs';
import { mediaFixture } from '../apps/server/test/media/fixtures';
import { SyntheticPeer } from '../apps/server/test/media/synthetic-peer';
import { layerPauseAfterMs } from '@foyer/contracts';
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
 * With Debian's Chromium installed, each backend also gets a room of the largest size where one person is a
 * real Chromium (fake camera) on the call room page, reporting what it decodes: frames per second per remote
 * tile and the time from its joining to each remote's first decoded frame. On a shared machine run the bench
 * through the Chromium slot script (`/work/wt/with-chromium npm run bench -- video`); BENCH_VIDEO_BROWSER=0
 * leaves the browser out.
 *
 * Environment: BENCH_VIDEO_SIZES (default 2,4,6,10), BENCH_VIDEO_SECONDS measured per size (default 10),
 * BENCH_VIDEO_BACKENDS (default werift,janus), BENCH_VIDEO_BROWSER (0: no Chromium room), BENCH_VIDEO_PAUSE
 * (0: the peers keep sending every layer when the server says to pause one, as before decision 0058 — for
 * comparing the two on the same build), BENCH_VIDEO_NODE_ARGS for the server process (e.g. `--cpu-prof
 * --cpu-prof-dir=/tmp/prof` to profile it: each room then logs its steady window on the monotonic clock that
 * the profile's timestamps use, so the profile can be cut to it).
 */

const sizes = (process.env.BENCH_VIDEO_SIZES ?? '2,4,6,10').split(',').map(Number);
const seconds = Number(process.env.BENCH_VIDEO_SECONDS ?? 10);
const backends = (process.env.BENCH_VIDEO_BACKENDS ?? 'werift,janus').split(',').map((b) => b.trim());
/** A mid-size grid tile: the `h` layer (`layerForTile`). */
const thumbnail = { width: 480, height: 270 };
const goalCores = 0.5;
const goalFirstFrameP95Ms = 1500;
/** What a person should see in every remote tile: the fixture's 24 fps, give or take a frame. */
const goalBrowserFps = 23;
const chromiumPath = '/usr/bin/chromium';
const withBrowser = process.env.BENCH_VIDEO_BROWSER !== '0' && fs.existsSync(chromiumPath);
/** The peers pause the layers the server says nobody watches (`videocall_media_layers`), as browsers do. */
const pauseLayers = process.env.BENCH_VIDEO_PAUSE !== '0';
const nodeArgs = (process.env.BENCH_VIDEO_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Microseconds on the monotonic clock, the one V8's profile timestamps count on. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
/** The e2e suite's flags (e2e/playwright.config.ts): fake camera and microphone, loopback WebRTC. */
const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** What the real Chromium in a room decoded. */
interface BrowserStep {
  backend: string;
  size: number;
  cores: number;
  /** From the page's media join to each remote camera's first decoded frame. */
  firstFrameP95: number;
  firstFrameMax: number;
  fpsMin: number;
  fpsMean: number;
  tiles: number;
  /** Remote cameras whose first frame came within 30 s of the page joining (the others count 0 fps). */
  decoded: number;
  /** Decoded picture sizes of the remote cameras (the layer each tile got), e.g. "640x360 ×9". */
  sizes: string;
  failed?: string;
}

interface Step {
  backend: string;
  size: number;
  cores: number;
  firstFrameP95: number;
  firstFrameMax: number;
  fpsMin: number;
  fpsMean: number;
  streams: number;
  /** Server CPU time over the video frames the peers received in the window (µs): the cost of a forwarded frame. */
  usPerFrame: number;
  /** Frames per second of the top layer (f) each camera sent in the window: 0 once it is paused. */
  fSentFps: number;
  /** Why this size did not finish (a connection that did not come up on a loaded machine). */
  failed?: string;
}

/** One server (and Janus) for one backend; every room size in turn, a fresh call each time; then the Chromium room. */
async function measureBackend(backend: string): Promise<{ steps: Step[]; browser: BrowserStep | null }> {
  const server = await startBenchServer(backend, {}, nodeArgs);
  const peers: SyntheticPeer[] = [];
  const steps: Step[] = [];
  const largest = Math.max(...sizes);
  try {
    // Fresh people for every room size: nobody is still leaving the previous room.
    const people = await server.mint(sizes.reduce((a, b) => a + b, 0) + (withBrowser ? largest : 0));
    let used = 0;
    for (const size of sizes) {
      const group = people.slice(used, used + size);
      used += size;
      try {
        steps.push(await measureRoom(server, backend, group, peers));
      } catch (err) {
        steps.push({ backend, size, cores: NaN, firstFrameP95: NaN, firstFrameMax: NaN, fpsMin: NaN, fpsMean: NaN, streams: 0, usPerFrame: NaN, fSentFps: NaN, failed: (err as Error).message });
        console.log(`[bench video] ${backend} ${size}: failed (${(err as Error).message})`);
      }
    }
    let browser: BrowserStep | null = null;
    if (withBrowser) {
      try {
        browser = await measureBrowserRoom(server, backend, people.slice(used, used + largest), peers);
      } catch (err) {
        browser = { backend, size: largest, cores: NaN, firstFrameP95: NaN, firstFrameMax: NaN, fpsMin: NaN, fpsMean: NaN, tiles: 0, decoded: 0, sizes: '', failed: (err as Error).message };
        console.log(`[bench video] ${backend} ${largest} with Chromium: failed (${(err as Error).message})`);
      }
    }
    return { steps, browser };
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
      const peer = new SyntheticPeer(await login(url, person.token), person.id, { ignoreLayers: !pauseLayers });
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
    // The layers settle: on werift every publisher is told to pause f once nobody wanted it for a while
    // (whether or not the peers then pause it, BENCH_VIDEO_PAUSE); Janus tells nothing.
    const settle = performance.now() + layerPauseAfterMs + 3000;
    while (backend === 'werift' && !inCall.every((peer) => peer.activeLayers !== null && !peer.activeLayers.includes('f')) && performance.now() < settle) await sleep(100);
    await sleep(2000);
    const fSent = () => inCall.reduce((sum, peer) => sum + peer.framesSentOf('f'), 0);
    const fSent0 = fSent();
    const framesNow = () => inCall.reduce((sum, peer) => sum + [...peer.received.values()].reduce((n, t) => n + (t.kind === 'video' ? t.frames : 0), 0), 0);
    const frames0 = framesNow();
    const cpu0 = server.cpu();
    const t0 = performance.now();
    const window0 = monotonicUs();
    await sleep(seconds * 1000);
    const cpu = server.cpu() - cpu0;
    if (nodeArgs.length > 0) console.log(`[bench video] ${backend} ${size}: steady window ${window0}–${monotonicUs()} µs (monotonic)`);
    const cores = cpu / ((performance.now() - t0) / 1000);
    const usPerFrame = (cpu * 1e6) / Math.max(1, framesNow() - frames0);
    const fSentFps = (fSent() - fSent0) / ((performance.now() - t0) / 1000) / inCall.length;

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
      usPerFrame,
      fSentFps,
    };
    console.log(`[bench video] ${backend} ${size}: ${cores.toFixed(2)} cores, ${usPerFrame.toFixed(0)} µs per forwarded frame, first frame p95 ${step.firstFrameP95.toFixed(0)} ms, f sent ${fSentFps.toFixed(1)} fps per camera`);
    return step;
  } finally {
    await Promise.allSettled(inCall.map((peer) => peer.close()));
    for (const peer of inCall) peer.socket.disconnect();
  }
}

/** Opens the call room page in Chromium as `token`'s person, every peer connection kept reachable for `getStats`. */
async function openCallRoom(browser: Browser, url: string, token: string, callId: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: url });
  // Runs in the page (this file is typed without the DOM: the page's globals are named structurally).
  await context.addInitScript((tokens: string) => {
    interface Storage { getItem(key: string): string | null; setItem(key: string, value: string): void }
    type PcClass = new (config?: unknown) => object;
    const w = globalThis as unknown as { localStorage: Storage; sessionStorage: Storage; RTCPeerConnection: PcClass; __benchPcs: object[] };
    if (!w.localStorage.getItem('foyer.tokens')) w.localStorage.setItem('foyer.tokens', tokens);
    w.localStorage.setItem('browserSupportTest.dontShowModalAgain', 'true');
    w.sessionStorage.setItem('foyer.fullscreenPrompted.demo', '1');
    const Original = w.RTCPeerConnection;
    const all: object[] = [];
    w.__benchPcs = all;
    w.RTCPeerConnection = class extends Original {
      constructor(config?: unknown) {
        super(config);
        all.push(this);
      }
    };
  }, JSON.stringify({ access: token, refresh: 'bench' }));
  const page = await context.newPage();
  await page.goto(`/demo/videocall/${callId}`);
  return page;
}

/** Frames decoded so far, and the decoded size, of each remote camera tile (`getStats`, matched by track id). */
function decodedTiles(page: Page): Promise<Record<string, { frames: number; width: number; height: number }>> {
  return page.evaluate(async () => {
    interface Stat { type: string; trackIdentifier?: string; framesDecoded?: number; frameWidth?: number; frameHeight?: number }
    interface Pc { connectionState: string; getStats(): Promise<{ forEach(fn: (s: Stat) => void): void }> }
    interface Tile { dataset: { user?: string }; querySelector(selector: string): { srcObject: { getVideoTracks(): { id: string }[] } | null } | null }
    const w = globalThis as unknown as { __benchPcs: Pc[]; document: { querySelectorAll(selector: string): ArrayLike<Tile> } };
    const out: Record<string, { frames: number; width: number; height: number }> = {};
    const reports: { forEach(fn: (s: Stat) => void): void }[] = [];
    for (const pc of w.__benchPcs) {
      if (pc.connectionState !== 'closed') reports.push(await pc.getStats());
    }
    for (const tile of Array.from(w.document.querySelectorAll('[data-testid="participant-tile"][data-source="camera"]'))) {
      const track = tile.querySelector('video')?.srcObject?.getVideoTracks()[0];
      if (!track || !tile.dataset.user) continue;
      const got = { frames: 0, width: 0, height: 0 };
      for (const report of reports) {
        report.forEach((s) => {
          if (s.type !== 'inbound-rtp' || s.trackIdentifier !== track.id || (s.framesDecoded ?? 0) < got.frames) return;
          Object.assign(got, { frames: s.framesDecoded ?? 0, width: s.frameWidth ?? 0, height: s.frameHeight ?? 0 });
        });
      }
      out[tile.dataset.user] = got;
    }
    return out;
  });
}

/**
 * A room of the largest size where the last person is a real Chromium on the call room page (its fake camera
 * publishing the browser's simulcast). The synthetic peers publish first; then the page joins, and what it
 * decodes is read from its own `getStats()`: first frame per remote camera from the page's media join, and
 * decoded frames per second over the steady window. Server CPU as in the other rooms (the browser's own CPU
 * is not counted).
 */
async function measureBrowserRoom(server: BenchServer, backend: string, group: { token: string; id: number }[], peers: SyntheticPeer[]): Promise<BrowserStep> {
  const { url } = server;
  const size = group.length;
  const synthetic = group.slice(0, -1);
  const person = group.at(-1)!;
  const inCall: SyntheticPeer[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const call = (await api(url, synthetic[0]!.token, 'POST', '/api/events/demo/videocalls/create/', { admin: synthetic[0]!.id })).id as number;
    for (const member of synthetic) {
      const { jwt } = (await api(url, member.token, 'POST', '/api/events/demo/videocalls/join/', { room: call })) as { jwt: string };
      const peer = new SyntheticPeer(await login(url, member.token), member.id, { ignoreLayers: !pauseLayers });
      peers.push(peer);
      inCall.push(peer);
      const reply = await peer.join(call, jwt);
      if (!reply.ok) throw new Error(`media join refused: ${String(reply.detail)}`);
    }
    for (const peer of inCall) {
      await peer.publish();
      await peer.view(group.filter((p) => p.id !== peer.userId).map((p) => ({ userId: p.id, source: 'camera' as const, ...thumbnail })));
    }
    // The person enters the room as anyone would: the page joins the call (its route) and its media.
    const page = await openCallRoom(browser, url, person.token, call);
    await page.locator('[data-testid="call-room"][data-phase="joined"]').waitFor({ timeout: 60_000 });
    const joinedAt = performance.now();
    const firstFrame = new Map<string, number>();
    const remotes = synthetic.map((p) => String(p.id));
    const deadline = joinedAt + 30_000;
    // A camera still dark after 30 s is what the person sees: the room is measured anyway and says so.
    while (firstFrame.size < remotes.length && performance.now() < deadline) {
      const tiles = await decodedTiles(page);
      const now = performance.now();
      for (const id of remotes) if ((tiles[id]?.frames ?? 0) > 0 && !firstFrame.has(id)) firstFrame.set(id, now - joinedAt);
      await sleep(50);
    }
    await sleep(2000);
    const before = await decodedTiles(page);
    const cpu0 = server.cpu();
    const t0 = performance.now();
    await sleep(seconds * 1000);
    const after = await decodedTiles(page);
    const elapsed = (performance.now() - t0) / 1000;
    const cores = (server.cpu() - cpu0) / elapsed;
    const fps = remotes.map((id) => ((after[id]?.frames ?? 0) - (before[id]?.frames ?? 0)) / elapsed);
    const decodedSizes = new Map<string, number>();
    for (const id of remotes) {
      const key = `${after[id]?.width ?? 0}x${after[id]?.height ?? 0}`;
      decodedSizes.set(key, (decodedSizes.get(key) ?? 0) + 1);
    }
    const firstFrames = [...firstFrame.values()];
    if (firstFrames.length === 0) throw new Error('the browser decoded none of the remote cameras within 30 s');
    const step: BrowserStep = {
      backend,
      size,
      cores,
      firstFrameP95: percentile(firstFrames, 95),
      firstFrameMax: Math.max(...firstFrames),
      fpsMin: Math.min(...fps),
      fpsMean: fps.reduce((a, b) => a + b, 0) / fps.length,
      tiles: remotes.length,
      decoded: firstFrames.length,
      sizes: [...decodedSizes].map(([k, n]) => `${k} ×${n}`).join(', '),
    };
    console.log(`[bench video] ${backend} ${size} with Chromium: first frame p95 ${step.firstFrameP95.toFixed(0)} ms, ${step.fpsMean.toFixed(1)} fps decoded`);
    return step;
  } finally {
    await browser.close();
    await Promise.allSettled(inCall.map((peer) => peer.close()));
    for (const peer of inCall) peer.socket.disconnect();
  }
}

export async function run(): Promise<{ title: string; markdown: string }> {
  await initCpuClock();
  await mediaFixture();
  const steps: Step[] = [];
  const browserSteps: BrowserStep[] = [];
  const skipped: string[] = [];
  if (withBrowser) {
    const build = await ensureWebBuild();
    if (!build.ok) throw new Error('the web app did not build: the call room page is needed for the Chromium room');
  } else {
    skipped.push(fs.existsSync(chromiumPath) ? 'the Chromium room (BENCH_VIDEO_BROWSER=0)' : `the Chromium room (no ${chromiumPath})`);
  }
  for (const backend of backends) {
    if (backend === 'janus' && !janusInstalled()) {
      skipped.push('janus (Debian `janus` is not installed)');
      continue;
    }
    const measured = await measureBackend(backend);
    steps.push(...measured.steps);
    if (measured.browser) browserSteps.push(measured.browser);
  }
  return { title: 'Video calls: N synthetic participants in one room (bench/video)', markdown: report(steps, browserSteps, skipped) };
}

/** One run's 10-person figure is not the whole story: the same build spreads over runs on the idle machine. */
const repeatability =
  'Repeated 10-person werift rooms on the idle machine (main at 32f7adb, `BENCH_VIDEO_BACKENDS=werift BENCH_VIDEO_SIZES=10 BENCH_VIDEO_BROWSER=0`, one after another, ' +
  'after the full run above): 0.24 and 0.25 cores (108 and 113 µs per forwarded frame). Before forwarding bypassed werift\'s sendRtp and the sender reports ' +
  'went out together (decision 0062), the same runs gave 0.45, 0.49, 0.50, 0.58, 0.55 cores (main at 83055af).';

function report(steps: Step[], browserSteps: BrowserStep[], skipped: string[]): string {
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
    repeatability,
    '',
    '| backend | people | server CPU (cores) | server CPU per forwarded video frame (µs) | first remote frame p95 / max (ms) | received fps per camera, min / mean | camera streams | top layer (f) sent, fps per camera |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...steps.map((s) =>
      s.failed
        ? `| ${s.backend} | ${s.size} | failed: ${s.failed} | | | | | |`
        : `| ${s.backend} | ${s.size} | ${s.cores.toFixed(2)} | ${s.usPerFrame.toFixed(0)} | ${s.firstFrameP95.toFixed(0)} / ${s.firstFrameMax.toFixed(0)} | ${s.fpsMin.toFixed(1)} / ${s.fpsMean.toFixed(1)} | ${s.streams} | ${s.fSentFps.toFixed(1)} |`,
    ),
    '',
    ...browserReport(browserSteps),
    `How: a server started as \`npm start\` starts it (embedded PostgreSQL, demo data) in a process of its own; with Janus, Debian's janus started by scripts/lib/janus.mjs and its CPU added to the server's. Each person is a synthetic werift peer in the bench process (apps/server/test/media/synthetic-peer.ts) publishing the VP8 simulcast fixture (q/h/f, 1280x720 top layer at 24 fps) and Opus, and reporting every other camera as a ${thumbnail.width}x${thumbnail.height} thumbnail (the h layer). On werift the server tells each publisher to pause f, which no one watches (decision 0058), and the peers pause it${pauseLayers ? '' : ' — not in this run: BENCH_VIDEO_PAUSE=0, every layer sent as before'}; Janus keeps every layer. CPU over ${seconds} s after everyone received everyone and the layers settled, and that CPU over the video frames the peers received in the same window (the cost of a forwarded frame with its share of audio and feedback, which stays comparable when a starved bench sends fewer frames); received frames counted as RTP timestamps advancing per SSRC (a frame's packets, retransmissions and duplicates count once); first remote frame from the later of the two publishes to the end of the first keyframe that arrived (the first picture a decoder can show). The peers answer a keyframe request (PLI) with a keyframe at once, as a browser's encoder does. The peers' own CPU (this process) is not counted.`,
    ...(skipped.length > 0 ? ['', `Not run: ${skipped.join('; ')}.`] : []),
    ...(process.env.BENCH_VIDEO_SIZES || process.env.BENCH_VIDEO_SECONDS
      ? ['', `Smoke run (sizes ${sizes.join(', ')}, ${seconds} s each) on a shared, loaded machine; the figures that count come from \`npm run bench -- video\` on an idle one.`]
      : []),
  ];
  return lines.join('\n');
}

/** The Chromium room's table, its goals beside the results. */
function browserReport(browserSteps: BrowserStep[]): string[] {
  if (browserSteps.length === 0) return [];
  const done = browserSteps.filter((b) => !b.failed);
  const worstP95 = Math.max(...done.map((b) => (b.decoded < b.tiles ? Infinity : b.firstFrameP95)));
  const worstFps = Math.min(...done.map((b) => b.fpsMin));
  return [
    '### What a person sees: one real Chromium in the room',
    '',
    `Goal: every remote tile decoding the cameras' 24 fps (at least ${goalBrowserFps} fps in the slowest tile); first frame of each remote camera p95 under ${goalFirstFrameP95Ms / 1000} s after the page joined.`,
    '',
    done.length > 0
      ? `Result: slowest tile ${worstFps.toFixed(1)} fps (goal ${worstFps >= goalBrowserFps ? 'met' : 'not met'}); first frame p95 at most ${Number.isFinite(worstP95) ? `${worstP95.toFixed(0)} ms` : 'never for some camera'} (goal ${worstP95 < goalFirstFrameP95Ms ? 'met' : 'not met'}).`
      : 'Result: no Chromium room finished.',
    '',
    '| backend | people | server CPU (cores) | first frame per remote camera after joining, p95 / max (ms) | decoded fps per remote tile, min / mean | remote cameras decoded within 30 s | decoded sizes |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...browserSteps.map((b) =>
      b.failed
        ? `| ${b.backend} | ${b.size} | failed: ${b.failed} | | | | |`
        : `| ${b.backend} | ${b.size} | ${b.cores.toFixed(2)} | ${b.firstFrameP95.toFixed(0)} / ${b.firstFrameMax.toFixed(0)} | ${b.fpsMin.toFixed(1)} / ${b.fpsMean.toFixed(1)} | ${b.decoded} of ${b.tiles} | ${b.sizes} |`,
    ),
    '',
    `${browserSteps[0]!.size - 1} synthetic peers publish first (as above); then Debian's Chromium (fake camera and microphone, 1440x900) opens the call room page \`/demo/videocall/{id}\` as the last person and joins like anyone. Its own \`getStats()\` gives, per remote camera tile, the first decoded frame (from the page's media join) and the frames decoded over ${seconds} s; the decoded sizes show the layer each tile got. The browser's CPU is not counted.`,
    '',
  ];
}
