import fs from 'node:fs';
import path from 'node:path';
import Janode from 'janode';
import EchoTestPlugin from 'janode/plugins/echotest';
import VideoRoomPlugin from 'janode/plugins/videoroom';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janusInstalled, startJanus, type RunningJanus } from '../../../../../../../scripts/lib/janus.mjs';
import { JanusServers, shardOf } from './janus-servers';

// npm test makes sure of Debian's janus (in CI too); a Vitest run of its own runs these where it is there.
const withJanus = janusInstalled() || !!process.env.CI;
const logger = pino({ level: 'silent' });

describe('shardOf', () => {
  it('puts a call on the same instance every time and spreads calls over all instances', () => {
    const counts = [0, 0, 0];
    for (let id = 1; id <= 300; id++) {
      const shard = shardOf(id, 3);
      expect(shardOf(id, 3)).toBe(shard);
      counts[shard]!++;
    }
    for (const c of counts) expect(c).toBeGreaterThan(60);
    expect(shardOf(7, 1)).toBe(0);
  });
});

describe.skipIf(!withJanus)('the test Janus and the Janus servers of the backend', () => {
  let janus: RunningJanus;

  beforeAll(async () => {
    janus = await startJanus();
  });

  afterAll(async () => {
    await janus?.stop();
  });

  it('runs only the VideoRoom plugin and the WebSocket transport, with its own admin key, no STUN and an RTP range', async () => {
    const conf = fs.readFileSync(path.join(janus.dir, 'conf', 'janus.jcfg'), 'utf8');
    expect(conf).not.toContain('janusoverlord');
    expect(conf).not.toMatch(/stun_server/);
    expect(conf).toMatch(/rtp_port_range = "\d+-\d+"/);
    expect(conf).toContain('nat_1_1_mapping = "127.0.0.1"');
    expect(fs.readdirSync(path.join(janus.dir, 'plugins'))).toEqual(['libjanus_videoroom.so']);
    expect(fs.readdirSync(path.join(janus.dir, 'transports'))).toEqual(['libjanus_websockets.so']);

    const connection = await Janode.connect({ address: { url: janus.url }, max_retries: 1, retry_time_secs: 1 });
    try {
      const session = await connection.create();
      await expect(session.attach(EchoTestPlugin)).rejects.toThrow();
      const room = await session.attach(VideoRoomPlugin);
      // The stock admin key of Debian's example config does not open room creation; ours does.
      await expect(room.create({ room: 9001, admin_key: 'janusoverlord' })).rejects.toThrow(/433/);
      await expect(room.create({ room: 9001, admin_key: janus.adminSecret })).resolves.toMatchObject({ room: 9001 });
      await room.destroy({ room: 9001 });
      await session.destroy();
    } finally {
      await connection.close();
    }
  });

  it('creates a call room once, destroys it when the call ends, and re-creates it after Janus restarts', async () => {
    const servers = new JanusServers({ urls: [janus.url], adminKey: janus.adminSecret, maxPublishers: 11, logger });
    try {
      const server = servers.forCall(41);
      await server.ensureRoom(41);
      await server.ensureRoom(41);
      const session = await server.session();
      const probe = await session.attach(VideoRoomPlugin);
      expect(await probe.exists({ room: 41 })).toMatchObject({ exists: true });

      let lost = 0;
      server.onLost(() => lost++);
      await janus.restart();
      await expect.poll(() => lost, { timeout: 10_000 }).toBe(1);

      // The next join connects again and makes the room anew on the fresh Janus.
      await server.ensureRoom(41);
      const again = await (await server.session()).attach(VideoRoomPlugin);
      expect(await again.exists({ room: 41 })).toMatchObject({ exists: true });
      await server.destroyRoom(41);
      expect(await again.exists({ room: 41 })).toMatchObject({ exists: false });
    } finally {
      await servers.close();
    }
  });

  it('refuses to make rooms without the admin key', async () => {
    const servers = new JanusServers({ urls: [janus.url], adminKey: 'not-the-key', maxPublishers: 11, logger });
    try {
      await expect(servers.forCall(42).ensureRoom(42)).rejects.toThrow(/creating the Janus room of call 42 failed/);
    } finally {
      await servers.close();
    }
  });
});
