import type { TileSize } from '@foyer/contracts';
import { SyntheticPeer } from '../apps/server/test/media/synthetic-peer';
import { api, login } from './media-server';

/**
 * One of bench/stage's viewer processes (forked by stage.bench.ts, decision 0050): it opens receive-only
 * viewers of the demo main stage for the people it is given and, when asked, reports what each received and
 * its own CPU, so that no single process has to receive SRTP for every viewer.
 *
 * Messages from the parent: `{ type: 'add', url, people }`, `{ type: 'snapshot', speakerIds }`, `{ type: 'close' }`.
 * Replies: `{ type: 'added' }` or `{ type: 'error', message }`, `{ type: 'snapshot', viewers, cpuSeconds }`.
 */

export interface ViewerSnapshot {
  bytes: number;
  /** Frames per speaker, in the order of `speakerIds`. */
  frames: number[];
  /** Keyframes per speaker (a viewer that has one of every camera is receiving). */
  keyframes: number[];
  /** The viewer's latest signalling or connection step (for a bench that waits on viewers in vain). */
  lastStep: string;
}

export type ToViewers =
  | { type: 'add'; url: string; people: { token: string; id: number }[]; tiles: TileSize[] }
  | { type: 'snapshot'; speakerIds: number[] }
  | { type: 'close' };

export type FromViewers = { type: 'added' } | { type: 'error'; message: string } | { type: 'snapshot'; viewers: ViewerSnapshot[]; cpuSeconds: number };

const viewers: SyntheticPeer[] = [];
const send = (message: FromViewers) => process.send!(message);

/**
 * Viewers decrypt SRTP only until they have a keyframe of every camera, then count frames and bytes from the
 * clear RTP header (decision 0055): a decrypting werift peer costs a viewer process as much CPU as the server
 * spends forwarding to it, and on one machine that starved the server. `BENCH_STAGE_DECRYPT=1` decrypts all.
 */
const headerOnly = process.env.BENCH_STAGE_DECRYPT !== '1';

/**
 * Viewers come in ten at a time (a crowd arriving, and DTLS handshakes that do not starve two cores); each
 * reports the stage page's tile sizes, as the page does (`videocall_media_view`).
 */
async function add(url: string, people: { token: string; id: number }[], tiles: TileSize[]): Promise<void> {
  for (let i = 0; i < people.length; i += 10) {
    await Promise.all(
      people.slice(i, i + 10).map(async (person) => {
        const watch = (await api(url, person.token, 'POST', '/api/events/demo/presentations/main-stage/watch/')) as { videocall_id: number; jwt: string };
        const viewer = new SyntheticPeer(await login(url, person.token), person.id, { headerOnly });
        viewers.push(viewer);
        const reply = await viewer.watch(watch.videocall_id, watch.jwt);
        if (!reply.ok) throw new Error(`a viewer's watch was refused: ${String(reply.detail)}`);
        if (tiles.length > 0) await viewer.view(tiles);
      }),
    );
  }
}

function snapshot(speakerIds: number[]): ViewerSnapshot[] {
  return viewers.map((viewer) => ({
    bytes: [...viewer.received.values()].reduce((a, t) => a + t.bytes, 0),
    frames: speakerIds.map((id) => viewer.from(id)?.frames ?? 0),
    keyframes: speakerIds.map((id) => viewer.from(id)?.keyframes ?? 0),
    lastStep: viewer.marks.findLast((m) => !m.what.startsWith('first'))?.what ?? 'watching',
  }));
}

async function close(): Promise<void> {
  await Promise.allSettled(viewers.map((v) => v.close()));
  for (const viewer of viewers) viewer.socket.disconnect();
  process.exit(0);
}

process.on('message', (message: ToViewers) => {
  if (message.type === 'add') {
    add(message.url, message.people, message.tiles).then(
      () => send({ type: 'added' }),
      (err: unknown) => send({ type: 'error', message: (err as Error).message }),
    );
  } else if (message.type === 'snapshot') {
    const usage = process.cpuUsage();
    send({ type: 'snapshot', viewers: snapshot(message.speakerIds), cpuSeconds: (usage.user + usage.system) / 1e6 });
  } else {
    void close();
  }
});
// The parent gone (a failed bench): leave with it.
process.on('disconnect', () => void close());
