import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Feature, Platform } from '../../platform/context';
import { hasProgram } from '../../platform/programs';
import { events, spaces } from '../identity/events.schema';
import { presentations, presentationSpeakers } from '../presentations/presentations.schema';
import { FixturePublisher, makeMediaFixture, type MediaBackend, type MediaSession } from '../videocalls';

/** Each demo speaker's camera: a picture of its own, silent (three tones at once would be noise). */
const pictures = [
  'gradients=c0=0x5b3cc4:c1=0xf5c542:c2=0x1b1140:nb_colors=3:speed=0.02',
  'testsrc2',
  'life=mold=10:ratio=0.2:death_color=#0b3b40:life_color=#5eead4',
];
const silence = 'anullsrc=r=48000:cl=mono';
/**
 * Viewers get the mid layer at most (decision 0036): the speakers send the low and the mid one, not 720p —
 * two thirds of the packets (and of the CPU) of a full simulcast, and the backstage falls back to the mid one.
 */
const speakerLayers = ['q', 'h'] as const;
/** A lost speaker comes back after this long. */
const retryMs = 5000;

interface Speaker {
  userId: number;
  session: MediaSession;
  publisher: FixturePublisher;
}

/**
 * The demo main stage's running speakers' call (issue 13, decision 0041): the live presentation's speakers
 * publish ffmpeg-made cameras (VP8 simulcast) and silent microphones in its backstage call, through the
 * media backend's normal publish path, from inside this process. Only with the in-process werift backend,
 * only while the demo is seeded and `DEMO_LIVE_STAGE` is on; stopped with the server. They are not
 * participants of the call (no socket, no seat): viewers and the call's people receive them like anyone's media.
 */
export class DemoLiveStage {
  private readonly speakers = new Map<number, Speaker>();
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private opened = 0;

  constructor(
    private readonly platform: Platform,
    private readonly backend: MediaBackend,
  ) {}

  /** Publishes every speaker of the demo stage's live presentations (fixtures made once into DATA_DIR). */
  async start(): Promise<number> {
    const cast = await this.cast();
    const cacheDir = path.join(this.platform.config.dataDir, 'cache', 'demo-stage');
    await Promise.all(
      cast.map(async ({ callId, userId }, i) => {
        if (this.stopped || this.speakers.has(userId)) return;
        const fixture = await makeMediaFixture({ cacheDir, picture: pictures[i % pictures.length], sound: silence, seconds: 2, layers: speakerLayers });
        await this.publish(callId, userId, fixture);
      }),
    );
    if (this.stopped) await this.stop();
    return this.speakers.size;
  }

  /**
   * `start`, and again a while after it fails (on a busy machine encoding the cameras can outlast ffmpeg's
   * time limit; what was made is cached, so a later try gets further).
   */
  keepStarting(started: (speakers: number) => void): void {
    this.start().then(started, (err: unknown) => {
      if (this.stopped) return;
      this.platform.logger.error({ err }, 'the demo speakers could not start; trying again shortly');
      this.retry ??= setTimeout(() => {
        this.retry = null;
        this.keepStarting(started);
      }, retryMs);
      this.retry.unref();
    });
  }

  /** The speakers of the demo main stage's live presentations with their backstage call. */
  private async cast(): Promise<{ callId: number; userId: number }[]> {
    const db = this.platform.db;
    const rows = await db
      .select({ callId: presentations.videocallId, userId: presentationSpeakers.userId })
      .from(presentations)
      .innerJoin(presentationSpeakers, eq(presentationSpeakers.presentationId, presentations.id))
      .innerJoin(spaces, eq(spaces.id, presentations.spaceId))
      .innerJoin(events, eq(events.id, presentations.eventId))
      .where(and(eq(events.slug, 'demo'), eq(spaces.slug, 'main-stage'), inArray(presentations.kind, ['live']), isNotNull(presentations.videocallId)));
    const seen = new Set<number>();
    return rows.flatMap((r) => (r.callId === null || seen.has(r.userId) ? [] : (seen.add(r.userId), [{ callId: r.callId, userId: r.userId }])));
  }

  private async publish(callId: number, userId: number, fixture: Awaited<ReturnType<typeof makeMediaFixture>>): Promise<void> {
    const publisher = new FixturePublisher(fixture);
    const session = await this.backend.open({
      callId,
      userId,
      sessionId: `demo-speaker:${userId}:${(this.opened += 1)}`,
      events: {
        // The other speakers' media is offered to this session too: nobody watches it here.
        offer: () => undefined,
        ice: () => undefined,
        layers: (_source, active) => publisher.setActive(active),
        failed: (detail) => this.lost(userId, detail),
      },
    });
    const speaker = { userId, session, publisher };
    this.speakers.set(userId, speaker);
    try {
      await publisher.start({
        publish: (sdp) => session.publish('camera', sdp),
        ice: (candidate) => void session.addIceCandidate('camera', candidate).catch(() => undefined),
      });
    } catch (err) {
      this.lost(userId, err instanceof Error ? err.message : String(err));
    }
  }

  private lost(userId: number, detail: string): void {
    const speaker = this.speakers.get(userId);
    if (!speaker) return;
    this.speakers.delete(userId);
    void Promise.allSettled([speaker.publisher.close(), speaker.session.close()]);
    if (this.stopped) return;
    this.platform.logger.warn({ userId, detail }, 'a demo speaker lost its media; publishing again shortly');
    this.retry ??= setTimeout(() => {
      this.retry = null;
      this.keepStarting(() => undefined);
    }, retryMs);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const all = [...this.speakers.values()];
    this.speakers.clear();
    await Promise.allSettled(all.flatMap((s) => [s.publisher.close(), s.session.close()]));
  }
}

/**
 * Starts the demo stage's speakers once the server is ready (after the demo seed), on the in-process SFU only;
 * `media` is the videocalls feature's backend.
 */
export function demoLiveStageFeature(media: () => MediaBackend | null): Feature {
  let live: DemoLiveStage | null = null;
  return {
    name: 'demo-live-stage',
    register(app, platform) {
      if (!platform.config.seedDemo || !platform.config.demoLiveStage) return;
      app.addHook('onReady', async () => {
        const backend = media();
        // Without ffmpeg there are no cameras to publish (the demo seed said so at start).
        if (backend?.name !== 'werift' || !hasProgram('ffmpeg')) return;
        live = new DemoLiveStage(platform, backend);
        const starting = live;
        // In the background: the first start encodes the cameras (seconds), the server answers meanwhile.
        starting.keepStarting((n) => platform.logger.info(`demo main stage: ${n} speakers live in its backstage call`));
      });
    },
    async close() {
      await live?.stop();
    },
  };
}
