import { afterEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { Vp8RtpPayload } from 'werift';
import type { SimulcastRid } from '@foyer/contracts';
import { layerSizes, mediaFixture, vp8Size } from '../../../../../test/media/fixtures';
import { until } from '../../../../../test/media/synthetic-peer';
import { testMediaBackend } from '../../../../../test/media/backends';
import type { MediaSessionEvents } from '../backend';
import { FixturePublisher } from '../synthetic/publisher';
import { WeriftBackend } from './werift-backend';

/**
 * A recording's tap counts as a subscriber when the werift SFU decides which camera layers a publisher sends
 * (decision 0058): it takes the mid layer, so that layer is sent while a recording runs, whoever watches.
 */
const quiet: MediaSessionEvents = { offer: () => undefined, ice: () => undefined, layers: () => undefined, failed: () => undefined };
const closing: Array<() => Promise<unknown>> = [];

afterEach(async () => {
  await Promise.allSettled(closing.splice(0).map((close) => close()));
});

describe.skipIf(testMediaBackend === 'janus')('a recording tap and the layers a camera sends', () => {
  it('resumes the mid layer at once for a tap, which then records it, and pauses it again after the tap stops', async () => {
    const backend = new WeriftBackend({ publicIp: '127.0.0.1', portMin: 40000, portMax: 40999, capacity: 10 }, pino({ level: 'silent' }));
    closing.push(() => backend.close());
    const callId = 9_058;
    const told: SimulcastRid[][] = [];
    const publisher = new FixturePublisher(await mediaFixture());
    closing.push(() => publisher.close());
    const speaker = await backend.open({
      callId, userId: 1, sessionId: 'speaker',
      events: { ...quiet, layers: (_source, active) => (told.push(active), publisher.setActive(active)) },
    });
    // Someone watching the camera as a small thumbnail: only q is wanted.
    const watcher = await backend.open({ callId, userId: 2, sessionId: 'watcher', events: quiet });
    watcher.view([{ userId: 1, source: 'camera', width: 160, height: 90 }]);
    await publisher.start({
      publish: (sdp) => speaker.publish('camera', sdp),
      ice: (candidate) => void speaker.addIceCandidate('camera', candidate).catch(() => undefined),
    });
    await until('h and f paused', () => told.at(-1)?.join() === 'q', 20_000);
    const hBefore = publisher.layerFramesSent.h;

    // A recording starts: h is sent again at once, and the tap switches to it.
    const recorded: string[] = [];
    const tap = backend.tapCall(callId, {
      packet: (track, packet) => {
        if (track.kind !== 'video' || !packet.keyframe) return;
        const size = vp8Size(Vp8RtpPayload.deSerialize(packet.payload).payload);
        if (size) recorded.push(`${size.width}x${size.height}`);
      },
      ended: () => undefined,
    });
    expect(told.at(-1)).toEqual(['q', 'h']);
    await until('the recording on the mid layer', () => recorded.at(-1) === `${layerSizes.h.width}x${layerSizes.h.height}`, 20_000);
    expect(publisher.layerFramesSent.h).toBeGreaterThan(hBefore);
    expect(publisher.layerFramesSent.f).toBeLessThan(publisher.layerFramesSent.q);

    tap.stop();
    await until('h paused again', () => told.at(-1)?.join() === 'q', 20_000);
  });
});
