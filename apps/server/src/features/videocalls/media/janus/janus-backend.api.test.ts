import Janode, { type Connection } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusInstalled, startJanus, type RunningJanus } from '../../../../../../../scripts/lib/janus.mjs';
import type { MediaSessionEvents } from '../backend';
import { JanusBackend } from './janus-backend';
import { shardOf } from './janus-servers';

// npm test makes sure of Debian's janus (in CI too); a Vitest run of its own runs these where it is there.
const withJanus = janusInstalled() || !!process.env.CI;
const logger = pino({ level: 'silent' });

const quiet: MediaSessionEvents = { offer: () => undefined, ice: () => undefined, layers: () => undefined, failed: () => undefined };

/** A plain janode client of one Janus, to look at its rooms from outside the backend. */
async function observer(janus: RunningJanus): Promise<{ handle: VideoRoomHandle; connection: Connection }> {
  const connection = await Janode.connect({ address: { url: janus.url }, max_retries: 1, retry_time_secs: 1 });
  const session = await connection.create();
  return { handle: await session.attach(VideoRoomPlugin), connection };
}

describe.skipIf(!withJanus)('JanusBackend rooms on two Janus instances', () => {
  let janus: RunningJanus;

  beforeAll(async () => {
    janus = await startJanus();
  });

  afterAll(async () => {
    await janus?.stop();
  });

  it("makes each call's room on the instance its id hashes to, on its first session, and frees it when the call ends", async () => {
    // One admin key for both, as one JANUS_ADMIN_KEY serves every instance.
    const both = await Promise.all([startJanus({ adminSecret: 'shared-admin-key' }), startJanus({ adminSecret: 'shared-admin-key' })]);
    const looks = await Promise.all(both.map(observer));
    const backend = new JanusBackend({ janus: { urls: both.map((j) => j.url), adminKey: 'shared-admin-key', apiSecret: undefined }, capacity: 4, logger });
    try {
      // Two calls that hash to different instances.
      const callA = 501;
      let callB = 502;
      while (shardOf(callB, 2) === shardOf(callA, 2)) callB++;
      const a = await backend.open({ callId: callA, userId: 1, sessionId: 'a1', events: quiet });
      const b = await backend.open({ callId: callB, userId: 2, sessionId: 'b1', events: quiet });
      for (const [call, home] of [
        [callA, shardOf(callA, 2)],
        [callB, shardOf(callB, 2)],
      ] as const) {
        expect(await looks[home]!.handle.exists({ room: call })).toMatchObject({ exists: true });
        expect(await looks[1 - home]!.handle.exists({ room: call })).toMatchObject({ exists: false });
      }
      // The room admits the capacity plus one screen share.
      const list = await looks[shardOf(callA, 2)]!.handle.list();
      expect(list.list.find((r) => r.room === callA)?.max_publishers).toBe(5);

      await backend.closeCall(callA);
      expect(await looks[shardOf(callA, 2)]!.handle.exists({ room: callA })).toMatchObject({ exists: false });
      // The other call goes on; closing a session twice is harmless.
      expect(await looks[shardOf(callB, 2)]!.handle.exists({ room: callB })).toMatchObject({ exists: true });
      await a.close();
      await b.close();
      await b.close();
    } finally {
      await backend.close();
      await Promise.allSettled(looks.map((l) => l.connection.close()));
      await Promise.allSettled(both.map((j) => j.stop()));
    }
  });

  it('fails the sessions on a Janus that restarts, and makes the room anew on the next open', async () => {
    const j = janus;
    const backend = new JanusBackend({ janus: { urls: [j.url], adminKey: j.adminSecret, apiSecret: undefined }, capacity: 10, logger });
    try {
      const failures: string[] = [];
      await backend.open({ callId: 610, userId: 1, sessionId: 's1', events: { ...quiet, failed: (d) => failures.push(d) } });
      await j.restart();
      await expect.poll(() => failures.length, { timeout: 10_000 }).toBe(1);
      expect(failures[0]).toMatch(/media server/);

      const again = await backend.open({ callId: 610, userId: 1, sessionId: 's2', events: quiet });
      const look = await observer(j!);
      expect(await look.handle.exists({ room: 610 })).toMatchObject({ exists: true });
      await again.close();
      await look.connection.close();
    } finally {
      await backend.close();
    }
  });

  it('refuses the session when no Janus answers, naming the address', async () => {
    const backend = new JanusBackend({ janus: { urls: ['ws://127.0.0.1:9'], adminKey: undefined, apiSecret: undefined }, capacity: 10, logger });
    try {
      await expect(backend.open({ callId: 700, userId: 1, sessionId: 'x', events: quiet })).rejects.toThrow(/cannot reach Janus at ws:\/\/127\.0\.0\.1:9/);
    } finally {
      await backend.close();
    }
  });
});
