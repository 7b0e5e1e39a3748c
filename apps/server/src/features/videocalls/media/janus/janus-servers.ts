import Janode, { type Connection, type Session } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import type { Logger } from 'pino';

/** janode logs to the console on its own; our logger says what matters. */
Janode.Logger.setLevel('none');

export interface JanusServersOptions {
  /** ws:// addresses of the Janus instances (JANUS_URL, comma separated). */
  urls: string[];
  /** Janus API secret, when the instances have one. */
  apiSecret?: string;
  /** The VideoRoom plugin's `admin_key`, needed to create rooms when the instances set one. */
  adminKey?: string;
  /** Publishers a room admits: the call's capacity (plus one for the admin's screen share). */
  maxPublishers: number;
  logger: Logger;
}

/** Janus error codes the backend expects: the room exists already, or is gone. */
const roomExists = 427;
const noSuchRoom = 426;

/** The shard of a call: the same call id lands on the same Janus from every Foyer process. */
export function shardOf(callId: number, shards: number): number {
  // FNV-1a over the id's decimal digits: stable across processes and releases, spreads consecutive ids.
  let hash = 0x811c9dc5;
  for (const ch of String(callId)) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

export function janusErrorCode(err: unknown): number | undefined {
  const code = (err as { _code?: unknown } | null)?._code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * One Janus instance: a WebSocket connection and one Janus session that holds every handle this process
 * opens there, opened on first use. When the connection drops (Janus restarted or crashed) everything on
 * it is gone: `onLost` listeners hear it (their media sessions close and the browsers rejoin), the known
 * rooms are forgotten, and the next join connects again and re-creates its room.
 */
export class JanusServer {
  private live: Promise<{ connection: Connection; session: Session; admin: VideoRoomHandle }> | null = null;
  private readonly rooms = new Set<number>();
  private readonly lostListeners = new Set<() => void>();

  constructor(
    readonly url: string,
    private readonly opts: JanusServersOptions,
  ) {}

  /** The Janus session of this process on this instance (connecting when needed). */
  async session(): Promise<Session> {
    return (await this.connect()).session;
  }

  /** Calls `listener` once when the connection in use now is lost; returns the unsubscribe. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Creates the call's room unless this process knows it exists (another process may have made it). */
  async ensureRoom(callId: number): Promise<void> {
    if (this.rooms.has(callId)) return;
    const { admin } = await this.connect();
    try {
      await admin.create({
        room: callId,
        description: `call ${callId}`,
        max_publishers: this.opts.maxPublishers,
        admin_key: this.opts.adminKey,
        audiocodec: 'opus',
        videocodec: 'vp8',
        // A keyframe request every 10 s at most from Janus's side; subscribers' PLIs come on top.
        fir_freq: 10,
        permanent: false,
      });
    } catch (err) {
      if (janusErrorCode(err) !== roomExists) throw new Error(`creating the Janus room of call ${callId} failed`, { cause: err });
    }
    this.rooms.add(callId);
  }

  /** Destroys the call's room (the call ended); a room that is already gone is fine. */
  async destroyRoom(callId: number): Promise<void> {
    this.rooms.delete(callId);
    if (!this.live) return;
    const { admin } = await this.connect();
    try {
      await admin.destroy({ room: callId });
    } catch (err) {
      if (janusErrorCode(err) !== noSuchRoom) throw new Error(`destroying the Janus room of call ${callId} failed`, { cause: err });
    }
  }

  async close(): Promise<void> {
    const live = this.live;
    this.live = null;
    this.rooms.clear();
    if (!live) return;
    const { connection, session } = await live.catch(() => ({ connection: null, session: null }));
    this.lostListeners.clear();
    await session?.destroy().catch(() => undefined);
    await connection?.close().catch(() => undefined);
  }

  private connect() {
    this.live ??= this.open().catch((err: unknown) => {
      this.live = null;
      throw new Error(`cannot reach Janus at ${this.url}`, { cause: err });
    });
    return this.live;
  }

  private async open() {
    const connection = await Janode.connect({
      address: { url: this.url, apisecret: this.opts.apiSecret },
      // Fail fast: the join that needed it reports the error, and the next join tries again.
      max_retries: 1,
      retry_time_secs: 1,
    });
    const session = await connection.create(15);
    const admin = await session.attach(VideoRoomPlugin);
    // The promise connect() stored for this connection (set once open() first awaited).
    const current = this.live;
    let lost = false;
    const onLost = (why: string) => {
      // After close() (or once already reported) there is nobody to tell.
      if (lost || this.live !== current) return;
      lost = true;
      this.opts.logger.warn({ url: this.url, why }, 'lost the connection to Janus; rooms are re-created on the next join');
      this.live = null;
      this.rooms.clear();
      const listeners = [...this.lostListeners];
      this.lostListeners.clear();
      for (const listener of listeners) listener();
    };
    connection.once(Janode.EVENT.CONNECTION_ERROR, () => onLost('connection error'));
    connection.once(Janode.EVENT.CONNECTION_CLOSED, () => onLost('connection closed'));
    session.once(Janode.EVENT.SESSION_DESTROYED, () => onLost('session destroyed'));
    return { connection, session, admin };
  }
}

/** Every configured Janus instance; a call's room lives on the one its id hashes to. */
export class JanusServers {
  readonly servers: JanusServer[];

  constructor(opts: JanusServersOptions) {
    if (opts.urls.length === 0) throw new Error('JanusServers needs at least one URL');
    this.servers = opts.urls.map((url) => new JanusServer(url, opts));
  }

  forCall(callId: number): JanusServer {
    return this.servers[shardOf(callId, this.servers.length)]!;
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.map((s) => s.close()));
  }
}
