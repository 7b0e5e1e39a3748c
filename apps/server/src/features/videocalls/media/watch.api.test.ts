import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/harness';
import { addRole, makeEvent, makeSpace, person, type Person } from '../../../../test/event-factories';
import { ask, socketPool } from '../../../../test/socket-client';
import { SyntheticPeer, until } from '../../../../test/media/synthetic-peer';
import { layerSizes, mediaFixture } from '../../../../test/media/fixtures';
import { mediaServerEnv, testMediaBackend, type MediaServerEnv } from '../../../../test/media/backends';
import type { EventRow } from '../../identity';

/**
 * Receive-only viewers (a presentation's audience, `videocall_media_watch`): they get the speakers' media
 * on the mid layer, publish nothing and are nobody in the call. On werift, and on Janus in api-janus.
 */
let t: TestServer;
let media: MediaServerEnv | undefined;
let event: EventRow;
let moderator: Person;
let speakers: Person[];
let callId: number;
const sockets = socketPool();
const peers: SyntheticPeer[] = [];
const slug = 'media-watch';

beforeAll(async () => {
  await mediaFixture();
  media = await mediaServerEnv(testMediaBackend);
  t = await startTestServer({ env: media.env });
  event = await makeEvent(t, { slug });
  moderator = await person(t, { firstName: 'Mo' });
  speakers = [await person(t, { firstName: 'S1' }), await person(t, { firstName: 'S2' })];
  for (const p of [moderator, ...speakers]) await addRole(t, event, p, 'attendee');
  const stage = await makeSpace(t, event, 'presentation', { slug: 'main' });
  callId = (await t.server.services.videocalls.createBackstage(event.id, {
    displayName: 'Backstage', adminId: moderator.user.id, allowed: speakers.map((s) => s.user.id),
  })).id;
  const service = t.server.services.presentations;
  const live = await service.create(event.id, stage, {
    title: 'Keynote', kind: 'live', videocallId: callId, moderatorId: moderator.user.id, speakerIds: speakers.map((s) => s.user.id),
  });
  await service.setCurrent(stage, live.id);
});

afterEach(async () => {
  await Promise.allSettled(peers.splice(0).map((p) => p.close()));
  sockets.closeAll();
});

afterAll(async () => {
  await t?.close();
  await media?.stop();
});

async function viewer(options: { headerOnly?: boolean } = {}): Promise<{ who: Person; peer: SyntheticPeer; jwt: string }> {
  const who = await person(t, { firstName: 'Viewer' });
  await addRole(t, event, who, 'attendee');
  const res = await t.api('POST', `/api/events/${slug}/presentations/main/watch/`, { token: who.token });
  expect(res.status).toBe(200);
  const peer = new SyntheticPeer(await sockets.login(t, who.token, slug), who.user.id, options);
  peers.push(peer);
  return { who, peer, jwt: res.body.jwt as string };
}

/** A speaker in the backstage call, publishing the fixture camera and microphone. */
async function speakerOnStage(who: Person): Promise<SyntheticPeer> {
  const join = await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: who.token, body: { room: callId } });
  expect(join.status).toBe(200);
  const peer = new SyntheticPeer(await sockets.login(t, who.token, slug), who.user.id);
  peers.push(peer);
  expect(await peer.join(callId, join.body.jwt as string)).toMatchObject({ ok: true });
  await peer.publish();
  return peer;
}

describe('receive-only viewers of a speakers\' call', () => {
  it('get every speaker\'s camera (mid layer) and microphone', async () => {
    const onStage = await Promise.all(speakers.map(speakerOnStage));
    const { peer, jwt } = await viewer();
    expect(await peer.watch(callId, jwt)).toMatchObject({ ok: true, backend: testMediaBackend });
    await until('the viewer decodes both speakers', () =>
      speakers.every((s) => (peer.from(s.user.id)?.keyframes ?? 0) >= 1 && (peer.from(s.user.id)?.frames ?? 0) > 10 && (peer.from(s.user.id, 'audio')?.packets ?? 0) > 10),
    );
    for (const s of speakers) expect(peer.from(s.user.id)?.width).toBe(layerSizes.h.width);
    // Even asking for an enlarged tile, a viewer stays on the mid layer.
    await ask(peer.socket, 'videocall_media_view', { videocallId: callId, tiles: speakers.map((s) => ({ userId: s.user.id, source: 'camera', width: 1200, height: 700 })) });
    await new Promise((r) => setTimeout(r, 1500));
    const keyframesBefore = peer.from(speakers[0]!.user.id)!.keyframes;
    await until('another keyframe', () => peer.from(speakers[0]!.user.id)!.keyframes > keyframesBefore || peer.from(speakers[0]!.user.id)!.frames > 60);
    expect(peer.from(speakers[0]!.user.id)?.width).toBe(layerSizes.h.width);
    // The speakers are offered only each other: the viewer is nobody in the call.
    for (const s of onStage) expect(s.offers.flat().every((track) => speakers.some((sp) => sp.user.id === track.userId))).toBe(true);
    const call = await t.api('GET', `/api/events/${slug}/videocalls/${callId}/`, { token: moderator.token });
    expect((call.body.users as { id: number }[]).map((u) => u.id).sort()).toEqual(speakers.map((s) => s.user.id).sort());
  });

  it('the stage page\'s tiles: the main speaker on the mid layer, the strip on the quarter; a header-only viewer counts as a decrypting one', async () => {
    await Promise.all(speakers.map(speakerOnStage));
    const [main, strip] = speakers.map((s) => s.user.id) as [number, number];
    // live-stage.tsx: the main tile fills the stage, a strip tile is at most 200 px wide (bench/stage asks the same).
    const tiles = [{ userId: main, source: 'camera' as const, width: 1000, height: 562 }, { userId: strip, source: 'camera' as const, width: 200, height: 112 }];
    const decrypting = await viewer();
    const headerOnly = await viewer({ headerOnly: true });
    for (const v of [decrypting, headerOnly]) {
      expect(await v.peer.watch(callId, v.jwt)).toMatchObject({ ok: true });
      await v.peer.view(tiles);
    }
    await until('the strip speaker on the quarter layer, the main one on the mid', () =>
      decrypting.peer.from(strip)?.width === layerSizes.q.width && decrypting.peer.from(main)?.width === layerSizes.h.width,
    20_000);
    // The header-only viewer stops decrypting each camera after its keyframe (and the microphones at once),
    // and still counts frames and bytes.
    await until('the header-only viewer stops decrypting', () => headerOnly.peer.headerOnlyStreams >= 4);
    expect(decrypting.peer.headerOnlyStreams).toBe(0);
    const counts = (p: SyntheticPeer) => speakers.map((s) => ({ frames: p.from(s.user.id)!.frames, bytes: p.from(s.user.id)!.bytes }));
    const [d0, h0] = [counts(decrypting.peer), counts(headerOnly.peer)];
    await until('48 more frames of each camera on the decrypting viewer', () => counts(decrypting.peer).every((c, i) => c.frames - d0[i]!.frames >= 48), 20_000);
    const [d1, h1] = [counts(decrypting.peer), counts(headerOnly.peer)];
    for (const i of speakers.keys()) {
      const frames = { decrypting: d1[i]!.frames - d0[i]!.frames, headerOnly: h1[i]!.frames - h0[i]!.frames };
      expect(Math.abs(frames.headerOnly - frames.decrypting)).toBeLessThanOrEqual(6);
      // The same payload bytes: SRTP's payload is as long as the plain one, the tag cut off.
      const bytes = { decrypting: d1[i]!.bytes - d0[i]!.bytes, headerOnly: h1[i]!.bytes - h0[i]!.bytes };
      expect(bytes.headerOnly).toBeGreaterThan(bytes.decrypting * 0.8);
      expect(bytes.headerOnly).toBeLessThan(bytes.decrypting * 1.2);
    }
  });

  // Decision 0058, on werift (Janus does not pause layers yet).
  it.skipIf(testMediaBackend === 'janus')('the speakers keep sending the layer viewers need: h while one watches (never f, whatever it asks), q alone without', async () => {
    const onStage = await Promise.all(speakers.map(speakerOnStage));
    // The speakers see each other as small thumbnails: they want only q of each other.
    for (const s of onStage) await s.view(onStage.filter((o) => o !== s).map((o) => ({ userId: o.userId, source: 'camera' as const, width: 160, height: 90 })));
    await until('the speakers sending q alone', () => onStage.every((s) => s.activeLayers?.join() === 'q'), 20_000);
    const { peer, jwt } = await viewer();
    expect(await peer.watch(callId, jwt)).toMatchObject({ ok: true });
    // Asking for enlarged tiles, a viewer still takes h at most: h is sent again, f stays paused.
    await peer.view(speakers.map((s) => ({ userId: s.user.id, source: 'camera' as const, width: 1200, height: 700 })));
    await until('h sent again for the viewer', () => onStage.every((s) => s.activeLayers?.join() === 'q,h'));
    await until('the viewer on the mid layer of both', () => speakers.every((s) => peer.from(s.user.id)?.width === layerSizes.h.width), 20_000);
    expect(onStage.every((s) => s.layersTold.slice(1).every((told) => !told.includes('f')))).toBe(true);
    // The viewer goes: nobody wants h any more.
    peer.socket.disconnect();
    await until('the speakers back on q alone', () => onStage.every((s) => s.activeLayers?.join() === 'q'), 20_000);
  });

  it('cannot publish, nor change the published state', async () => {
    const { peer, jwt } = await viewer();
    expect(await peer.watch(callId, jwt)).toMatchObject({ ok: true });
    const publish = await ask(peer.socket, 'videocall_media_publish', { videocallId: callId, sdp: 'v=0\r\n', source: 'camera' });
    expect(publish).toMatchObject({ ok: false, code: 'receive_only' });
    expect(await ask(peer.socket, 'videocall_media_state', { videocallId: callId, audio: true, video: true, screen: false })).toMatchObject({ ok: false, code: 'receive_only' });
  });

  it('needs a watch token: a participant\'s call token is refused, and a watch token does not join the call', async () => {
    const { who, peer, jwt } = await viewer();
    expect(await ask(peer.socket, 'videocall_media_join', { videocallId: callId, jwt })).toMatchObject({ ok: false, code: 'invalid_call_token' });
    // Someone else's watch token is refused too.
    const other = await viewer();
    expect(await peer.watch(callId, other.jwt)).toMatchObject({ ok: false, code: 'invalid_watch_token' });
    const callJwt = (await t.api('POST', `/api/events/${slug}/videocalls/join/`, { token: speakers[0]!.token, body: { room: callId } })).body.jwt as string;
    const speakerSocket = await sockets.login(t, speakers[0]!.token, slug);
    expect(await ask(speakerSocket, 'videocall_media_watch', { videocallId: callId, jwt: callJwt })).toMatchObject({ ok: false, code: 'invalid_watch_token' });
    expect(who.user.id).toBeGreaterThan(0);
  });
});
