import type { TrickleCandidate } from 'janode';
import VideoRoomPlugin, { type EventData, type Publisher, type SubscriptionStream, type VideoRoomHandle } from 'janode/plugins/videoroom';
import {
  layerForTile,
  opusMaxAverageBitrate,
  simulcastRids,
  type IceCandidate,
  type MediaPc,
  type PublishSource,
  type SubscribedTrack,
  type TileSize,
} from '@foyer/contracts';
import type { Logger } from 'pino';
import type { MediaSession, MediaSessionEvents, MediaSessionInput } from '../backend';
import { ReceiveOnlyError } from '../backend';
import type { JanusServer } from './janus-servers';

const requestTimeoutMs = 15_000;

/** Whose feed a publisher is: carried in the VideoRoom `display`, so every Foyer process can read it. */
interface FeedOwner {
  userId: number;
  source: PublishSource;
}

function feedDisplay(owner: FeedOwner): string {
  return JSON.stringify(owner);
}

function parseDisplay(display: string | undefined): FeedOwner | null {
  if (!display) return null;
  try {
    const v = JSON.parse(display) as Partial<FeedOwner>;
    if (typeof v.userId === 'number' && (v.source === 'camera' || v.source === 'screen')) return { userId: v.userId, source: v.source };
  } catch {
    // a publisher that is not ours (someone else using the same Janus): ignored
  }
  return null;
}

/** Asks browsers for Opus at `opusMaxAverageBitrate` (Janus leaves the answer's fmtp as the offer had it). */
export function capOpus(sdp: string): string {
  const pt = /a=rtpmap:(\d+) opus\/48000/i.exec(sdp)?.[1];
  if (!pt) return sdp;
  return sdp.replace(new RegExp(`a=fmtp:${pt} ([^\\r\\n]*)`), (line, params: string) =>
    /maxaveragebitrate=/.test(params) ? line : `a=fmtp:${pt} ${params};maxaveragebitrate=${opusMaxAverageBitrate}`,
  );
}

/**
 * Makes the publisher the DTLS client: its `actpass` offer is handed to Janus as `active`, so Janus answers
 * `passive` (which the browser's `actpass` allows). Janus as the client sends its ClientHello the moment its
 * ICE side is up, often before the browser's is, and OpenSSL (Debian's Janus) retries only after a fixed
 * second; the browser as the client starts when it is ready and retries on its own, shorter timer.
 */
export function offerAsDtlsClient(sdp: string): string {
  return sdp.replace(/^a=setup:actpass$/gm, 'a=setup:active');
}

/**
 * One browser tab's media in one call on Janus: a publisher handle for the camera (joined at once, so it
 * hears of every other publisher in the room), one more for a screen share, and one multistream
 * subscriber handle receiving everyone else, renegotiated whenever feeds come or go. Subscription offers
 * come from Janus and are relayed to the browser as our own; offers and updates run one at a time.
 */
export class JanusMediaSession implements MediaSession {
  private camera: VideoRoomHandle | null = null;
  private screen: VideoRoomHandle | null = null;
  private subscriber: VideoRoomHandle | null = null;
  /** Other people's publishers in the room, by feed id. */
  private readonly feeds = new Map<number, { owner: FeedOwner; streams: Publisher['streams'] }>();
  /** The subscription's m-lines as Janus last described them. */
  private subscribed: SubscriptionStream[] = [];
  /** An offer went to the browser and its answer has not come back yet. */
  private awaitingAnswer = false;
  /** Feeds changed while an offer was out: look again once it is answered. */
  private dirty = false;
  private tiles = new Map<string, TileSize>();
  private readonly appliedLayer = new Map<string, number>();
  /** ICE candidates for a peer connection whose handle does not exist yet. */
  private readonly early = new Map<MediaPc, (IceCandidate | null)[]>();
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private readonly stopListening: () => void;

  readonly sessionId: string;
  readonly callId: number;
  readonly userId: number;
  private readonly events: MediaSessionEvents;
  /** A receive-only viewer's largest camera layer (it joins as a publisher that never publishes); null for a participant. */
  private readonly maxLayer: 'q' | 'h' | null;

  constructor(
    private readonly server: JanusServer,
    input: MediaSessionInput,
    private readonly logger: Logger,
    private readonly onClosed: () => void,
  ) {
    this.sessionId = input.sessionId;
    this.callId = input.callId;
    this.userId = input.userId;
    this.events = input.events;
    this.maxLayer = input.receiveOnly?.maxLayer ?? null;
    // Janus went away (restart, crash, network): the signalling closes the session, the browser rejoins.
    this.stopListening = server.onLost(() => {
      if (this.closed) return;
      this.closed = true;
      this.onClosed();
      this.events.failed('the media server restarted');
    });
  }

  /** Creates the room when needed and joins it as a (not yet publishing) publisher. */
  async open(): Promise<void> {
    await this.server.ensureRoom(this.callId);
    this.camera = await this.joinPublisher('camera');
    await this.flushEarly('camera');
  }

  /** A publish offer of the camera or the screen peer connection; resolves with Janus's answer. */
  publish(source: PublishSource, sdp: string): Promise<string> {
    if (this.maxLayer !== null) return Promise.reject(new ReceiveOnlyError());
    return this.serial(async () => {
      let handle = source === 'camera' ? this.camera : this.screen;
      if (!handle) {
        handle = await this.joinPublisher(source);
        this.screen = handle;
        await this.flushEarly('screen');
      }
      // Browsers list the rids small to large (q, h, f); Janus's default reading is the reverse.
      const reply = await handle.configure({ audio: true, video: true, jsep: { type: 'offer', sdp: offerAsDtlsClient(sdp), rid_order: 'lmh' } });
      if (!reply.jsep?.sdp) throw new Error('Janus answered the publish offer without an SDP');
      return capOpus(reply.jsep.sdp);
    });
  }

  /** Stops a screen share (or the camera): its publisher leaves the room, others' subscriptions shrink. */
  unpublish(source: PublishSource): Promise<void> {
    return this.serial(async () => {
      if (source === 'screen') {
        const handle = this.screen;
        this.screen = null;
        this.early.delete('screen');
        if (handle) await this.detach(handle);
      } else if (this.camera) {
        await this.camera.unpublish().catch(() => undefined);
      }
    });
  }

  /** The browser's answer to the latest subscription offer. */
  answer(sdp: string): Promise<void> {
    return this.serial(async () => {
      if (!this.subscriber) return;
      await this.subscriber.start({ jsep: { type: 'answer', sdp } });
      this.awaitingAnswer = false;
      await this.applyLayers();
      if (this.dirty) await this.syncSubscription();
    });
  }

  /** A trickled candidate of one of the tab's peer connections (null: gathering finished). */
  async addIceCandidate(pc: MediaPc, candidate: IceCandidate | null): Promise<void> {
    const handle = pc === 'camera' ? this.camera : pc === 'screen' ? this.screen : this.subscriber;
    if (!handle) {
      const list = this.early.get(pc) ?? [];
      list.push(candidate);
      this.early.set(pc, list);
      return;
    }
    await this.trickle(handle, candidate);
  }

  /** The tile sizes of the browser: each camera's layer follows its tile (`layerForTile`). */
  view(tiles: TileSize[]): void {
    this.tiles = new Map(tiles.map((t) => [`${t.userId}:${t.source}`, t]));
    void this.serial(() => this.applyLayers()).catch((err: unknown) =>
      this.logger.warn({ err, callId: this.callId, userId: this.userId }, 'choosing simulcast layers on Janus failed'),
    );
  }

  /** Leaves Janus: the handles detach (others' subscriptions renegotiate without us). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopListening();
    this.onClosed();
    await this.queue.catch(() => undefined);
    await Promise.all([this.subscriber, this.screen, this.camera].map((h) => (h ? this.detach(h) : undefined)));
    this.subscriber = this.screen = this.camera = null;
  }

  // ─── publishers ────────────────────────────────────────────────────────────────────────────────

  private async joinPublisher(source: PublishSource): Promise<VideoRoomHandle> {
    const session = await this.server.session();
    const handle = await session.attach(VideoRoomPlugin);
    try {
      const joined = await handle.joinPublisher({ room: this.callId, display: feedDisplay({ userId: this.userId, source }) });
      // Only the camera handle follows the room: one listener per tab is enough.
      if (source === 'camera') {
        this.notePublishers(joined.publishers);
        handle.on(VideoRoomPlugin.EVENT.VIDEOROOM_PUB_LIST, (data: EventData) => this.notePublishers(data.publishers ?? []));
        const gone = (data: EventData) => {
          if (typeof data.feed === 'number' && this.feeds.delete(data.feed)) this.changed();
        };
        handle.on(VideoRoomPlugin.EVENT.VIDEOROOM_UNPUBLISHED, gone);
        handle.on(VideoRoomPlugin.EVENT.VIDEOROOM_LEAVING, gone);
      }
      return handle;
    } catch (err) {
      await handle.detach().catch(() => undefined);
      throw err;
    }
  }

  private notePublishers(publishers: Publisher[]): void {
    let changed = false;
    for (const p of publishers) {
      const owner = parseDisplay(p.display);
      // Our own feeds never come back to us; another tab of ours is closed by the signalling.
      if (!owner || owner.userId === this.userId) continue;
      this.feeds.set(p.feed, { owner, streams: p.streams });
      changed = true;
    }
    if (changed) this.changed();
  }

  private changed(): void {
    if (this.closed) return;
    void this.serial(() => this.syncSubscription()).catch((err: unknown) =>
      this.logger.warn({ err, callId: this.callId, userId: this.userId }, 'updating a Janus subscription failed'),
    );
  }

  // ─── the subscription ──────────────────────────────────────────────────────────────────────────

  /** Subscribes to streams of known feeds that the subscription lacks (Janus itself drops feeds that left). */
  private async syncSubscription(): Promise<void> {
    if (this.closed) return;
    if (this.awaitingAnswer) {
      this.dirty = true;
      return;
    }
    this.dirty = false;
    const have = new Set(this.subscribed.filter((s) => s.active !== false).map((s) => `${s.feed_id}:${s.feed_mid}`));
    const wanted: { feed: number; mid: string; substream?: number }[] = [];
    for (const [feed, { owner, streams }] of this.feeds) {
      for (const s of streams ?? []) {
        if (s.disabled || (s.type !== 'audio' && s.type !== 'video')) continue;
        if (have.has(`${feed}:${s.mid}`)) continue;
        // A camera is subscribed at the layer its tile wants: no later switch (and keyframe wait) to reach it.
        wanted.push(s.type === 'video' && owner.source === 'camera' ? { feed, mid: s.mid, substream: this.cameraSubstream(owner.userId) } : { feed, mid: s.mid });
      }
    }
    if (wanted.length === 0) return;
    let reply: EventData;
    if (!this.subscriber) {
      const session = await this.server.session();
      const handle = await session.attach(VideoRoomPlugin);
      handle.on(VideoRoomPlugin.EVENT.VIDEOROOM_UPDATED, (data: EventData) => this.relayOffer(data));
      this.subscriber = handle;
      reply = await handle.joinSubscriber({ room: this.callId, streams: wanted, autoupdate: true, use_msid: true });
      await this.flushEarly('subscribe');
    } else {
      reply = await this.subscriber.update({ subscribe: wanted });
    }
    this.relayOffer(reply);
    for (const s of this.subscribed) {
      const asked = wanted.find((w) => w.feed === s.feed_id && w.mid === s.feed_mid);
      if (asked?.substream !== undefined) this.appliedLayer.set(s.mid, asked.substream);
    }
  }

  /** A subscription offer from Janus (our request's reply, or its own after a publisher left) to the browser. */
  private relayOffer(data: EventData): void {
    if (data.streams) this.subscribed = data.streams;
    if (this.closed || !data.jsep || data.jsep.type !== 'offer') return;
    this.awaitingAnswer = true;
    const tracks: SubscribedTrack[] = [];
    for (const s of this.subscribed) {
      if (s.active === false || (s.type !== 'audio' && s.type !== 'video') || typeof s.feed_id !== 'number') continue;
      const owner = this.feeds.get(s.feed_id)?.owner ?? parseDisplay(s.feed_display);
      if (!owner) continue;
      tracks.push({ mid: s.mid, userId: owner.userId, kind: s.type, source: s.type === 'audio' ? 'audio' : owner.source });
    }
    this.events.offer(data.jsep.sdp, tracks);
  }

  /** The simulcast substream (0–2) of a person's camera that its tile asks for (`layerForTile`; no size: `h`). */
  private cameraSubstream(userId: number): number {
    const tile = this.tiles.get(`${userId}:camera`);
    const wanted = tile ? layerForTile(tile.width, tile.height) : 'h';
    const rid = this.maxLayer !== null && (wanted === 'f' || this.maxLayer === 'q') ? this.maxLayer : wanted;
    return simulcastRids.indexOf(rid);
  }

  /** Sends each subscribed camera's wanted simulcast layer to Janus when it changed. */
  private async applyLayers(): Promise<void> {
    if (!this.subscriber || this.awaitingAnswer) return;
    const changes: { mid: string; substream: number }[] = [];
    for (const s of this.subscribed) {
      if (s.type !== 'video' || s.active === false || typeof s.feed_id !== 'number') continue;
      const owner = this.feeds.get(s.feed_id)?.owner ?? parseDisplay(s.feed_display);
      if (!owner || owner.source !== 'camera') continue;
      const substream = this.cameraSubstream(owner.userId);
      if (this.appliedLayer.get(s.mid) === substream) continue;
      changes.push({ mid: s.mid, substream });
    }
    if (changes.length === 0) return;
    await this.subscriber.configure({ streams: changes });
    for (const c of changes) this.appliedLayer.set(c.mid, c.substream);
  }

  // ─── plumbing ──────────────────────────────────────────────────────────────────────────────────

  private async flushEarly(pc: MediaPc): Promise<void> {
    const handle = pc === 'camera' ? this.camera : pc === 'screen' ? this.screen : this.subscriber;
    const list = this.early.get(pc);
    this.early.delete(pc);
    if (!handle || !list) return;
    for (const c of list) await this.trickle(handle, c);
  }

  private trickle(handle: VideoRoomHandle, candidate: IceCandidate | null): Promise<void> {
    if (!candidate || !candidate.candidate) return handle.trickleComplete();
    const c: TrickleCandidate = { candidate: candidate.candidate, sdpMid: candidate.sdpMid ?? null, sdpMLineIndex: candidate.sdpMLineIndex ?? null };
    return handle.trickle(c);
  }

  private async detach(handle: VideoRoomHandle): Promise<void> {
    await handle.detach().catch(() => undefined);
  }

  /**
   * Runs Janus requests of this session one after another (renegotiations must not interleave). A request
   * Janus leaves unanswered fails after `requestTimeoutMs`, so one stuck answer cannot stall the session.
   */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const bounded = () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Janus did not answer within ${requestTimeoutMs} ms`)), requestTimeoutMs);
      });
      return Promise.race([task(), late]).finally(() => clearTimeout(timer));
    };
    const run = this.queue.then(bounded, bounded);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
