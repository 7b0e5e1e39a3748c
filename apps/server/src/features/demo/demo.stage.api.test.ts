import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresentationSpace } from '@foyer/contracts';
import { requireProgram } from '../../platform/programs';
import { startTestServer, type TestServer } from '../../../test/harness';
import { mintToken } from '../../../test/event-factories';
import { socketPool } from '../../../test/socket-client';
import { SyntheticPeer, until } from '../../../test/media/synthetic-peer';
import { layerSizes } from '../../../test/media/fixtures';
import { users } from '../identity/accounts.schema';
import { programEntries } from '../program/program.schema';
import { demoPeople } from './demo.content';
import { demoLiveTitle, demoSpeakerEmails } from './demo.stage';

/**
 * The demo's main stage: a schedule of every kind of presentation linked to the stage's program, the live one
 * current, and its speakers' call running — in-process demo speakers publishing on the werift SFU
 * (`DEMO_LIVE_STAGE`, off under tests unless asked for as here).
 */
let t: TestServer;
let alice: string;
let speakerIds: number[];
let organiserId: number;
const sockets = socketPool();
const peers: SyntheticPeer[] = [];

beforeAll(async () => {
  requireProgram('ffmpeg'); // the recorded talk, the HLS stream and the speakers' cameras: without it the seed leaves them out
  t = await startTestServer({ seedDemo: true, env: { DEMO_LIVE_STAGE: '1' } });
  const people = await t.server.platform.db.select({ id: users.id, email: users.email }).from(users)
    .where(inArray(users.email, [demoPeople.alice.email, demoPeople.organiser.email, ...demoSpeakerEmails]));
  const idOf = (email: string) => people.find((p) => p.email === email)!.id;
  alice = await mintToken(t, idOf(demoPeople.alice.email));
  organiserId = idOf(demoPeople.organiser.email);
  speakerIds = demoSpeakerEmails.map(idOf);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled(peers.map((p) => p.close()));
  sockets.closeAll();
  await t?.close();
});

describe('the demo main stage', () => {
  it('has a schedule of a live, a recorded, a streamed and an embedded presentation, the live one current and linked to the program', async () => {
    const res = await t.api('GET', '/api/events/demo/presentations/main-stage/', { token: alice });
    expect(res.status).toBe(200);
    const page = res.body as PresentationSpace;
    expect(page.meta).toMatchObject({ slug: 'main-stage', published: true });
    expect(page.meta.chat_id).toEqual(expect.any(Number));
    expect(page.presentations.map((p) => p.kind)).toEqual(['live', 'video', 'hls', 'embed']);
    const current = page.current_presentation!;
    expect(current).toMatchObject({ kind: 'live', title: demoLiveTitle, url: null, moderator: { id: organiserId } });
    expect(current.speakers.map((s) => s.id).sort()).toEqual([...speakerIds].sort());
    // An attendee does not get the backstage call's id; the schedule is in time order.
    expect(current.backstage_videocall_id).toBeNull();
    const starts = page.presentations.map((p) => Date.parse(p.start_date!));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    // Linked to the stage's program: the item running now (same name and time) and the ones after it.
    const linked = page.presentations.map((p) => p.program_item_id).filter((id): id is number => id !== null);
    const items = await t.server.platform.db.select().from(programEntries).where(inArray(programEntries.id, linked));
    expect(items).toHaveLength(linked.length);
    expect(new Set(items.map((i) => i.spaceId))).toEqual(new Set([page.meta.id]));
    const liveItem = items.find((i) => i.id === current.program_item_id)!;
    expect(liveItem.name).toBe(demoLiveTitle);
    expect(Date.parse(current.start_date!)).toBe(liveItem.startDate.getTime());
    expect(liveItem.startDate.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(liveItem.endDate.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('serves the recorded talk and the HLS stream from our storage; the embed is https', async () => {
    const page = (await t.api('GET', '/api/events/demo/presentations/main-stage/', { token: alice })).body as PresentationSpace;
    const byKind = (kind: string) => page.presentations.find((p) => p.kind === kind)!;
    const film = await fetch(`${t.url}${byKind('video').url}`, { headers: { range: 'bytes=0-3' } });
    expect(film.status).toBe(206);
    expect(Buffer.from(await film.arrayBuffer()).toString('hex')).toBe('1a45dfa3');

    const playlistUrl = byKind('hls').url!;
    const playlist = await fetch(`${t.url}${playlistUrl}`);
    expect(playlist.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).toContain('#EXT-X-ENDLIST');
    const segments = text.split('\n').filter((l) => l.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(3);
    const segment = await fetch(new URL(segments[0]!, `${t.url}${playlistUrl}`));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toContain('video/mp2t');
    // An MPEG-TS packet starts with the sync byte.
    expect(Buffer.from(await segment.arrayBuffer())[0]).toBe(0x47);

    expect(byKind('embed').url).toMatch(/^https:\/\//);
  });

  it('runs its speakers\' call: a receive-only viewer gets each speaker\'s camera (mid layer) and microphone, on and on through the loop', async () => {
    const watch = await t.api('POST', '/api/events/demo/presentations/main-stage/watch/', { token: alice });
    expect(watch.status).toBe(200);
    const viewer = new SyntheticPeer(await sockets.login(t, alice, 'demo'), 0);
    peers.push(viewer);
    expect(await viewer.watch(watch.body.videocall_id as number, watch.body.jwt as string)).toMatchObject({ ok: true, backend: 'werift' });
    await until(
      'every demo speaker\'s camera and microphone',
      () => speakerIds.every((id) => (viewer.from(id)?.keyframes ?? 0) >= 1 && (viewer.from(id, 'audio')?.packets ?? 0) > 10),
      // The first start encodes the speakers' cameras with ffmpeg into DATA_DIR (a fresh one here).
      150_000,
    );
    for (const id of speakerIds) expect(viewer.from(id)?.width).toBe(layerSizes.h.width);
    // A speaker's loop is 48 frames (2 s): frames are counted only while RTP timestamps grow, so two loops'
    // worth proves the loop's restarts did not jump back.
    const first = speakerIds[0]!;
    await until('more than two loops of frames', () => (viewer.from(first)?.frames ?? 0) > 100, 30_000);
    expect(viewer.from(first)!.keyframes).toBeGreaterThan(8);
  }, 240_000);
});
