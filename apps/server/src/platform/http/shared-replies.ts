import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotifiedCache } from '../cache';
import type { ChangeNotice, ChangeNotifications } from '../db/notifications';

/**
 * The change notice the statement-level triggers of migration 0012_table_change_notifications send:
 * `{topic: 'table_changed', table}` once per writing statement (once per table and transaction, as
 * PostgreSQL folds equal notices), on every process.
 */
export const tableChangedTopic = 'table_changed';

/** A process's own marker notice: once it is back, every notice of what committed before it has arrived. */
const settledTopic = 'replies_settled';

/** How long a write's reply waits for its marker before this process drops all its cached replies instead. */
const settleTimeoutMs = 1000;

export const jsonType = 'application/json; charset=utf-8';

/** As `@fastify/compress` is set up in app.ts: replies from about one packet up, brotli at quality 4, else gzip. */
const compressFrom = 1400;
type Encoding = 'br' | 'gzip';
const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** The encoding a request accepts, brotli first (q=0 refuses one; `*` accepts any); null: send it as is. */
export function acceptedEncoding(request: Pick<FastifyRequest, 'headers'>): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** A cached reply: its JSON, and its compressed copies once a client asked for them. */
interface CachedBody {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface SharedReplyCacheOptions {
  /** For metrics and logs. */
  name: string;
  /**
   * The tables (SQL names) the reply is read from, the request's event row included: a change notice
   * for any of them empties the cache on every process. Each must carry the trigger (migration 0009).
   */
  tables: readonly string[];
  /** Entries kept at most (least recently used go first). */
  max?: number;
  /** A safety net only: notices remove entries long before. */
  ttlMs?: number;
}

/**
 * Replies of hot reads that are the same for many requests, kept serialised per process (decision
 * 0017): a hit costs no database round trip, no presenter, no reply validation and no compression, and
 * sends the very bytes the contract's serializer made for the first request. Entries are dropped on every
 * process when a notice says one of their tables changed; a process that served a writing request answers
 * it only once that write's notices have reached it (`settle`), and nothing is kept while notices are not
 * heard.
 */
export class SharedReplies {
  private readonly caches = new Set<SharedReplyCache>();

  /** Identifies this process's markers among every process's notices. */
  private readonly processId = crypto.randomUUID();
  private markers = 0;
  private readonly awaitedMarkers = new Map<number, () => void>();
  /** The marker sent and not yet back, and the one that waits to be sent after it. */
  private inFlight: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly notifications: ChangeNotifications | null,
    /** Sends a notice on the pool (not the listening connection); null without a database. */
    private readonly publish: ((notice: ChangeNotice) => Promise<void>) | null = null,
  ) {
    notifications?.on(tableChangedTopic, (notice: ChangeNotice) => {
      const table = typeof notice.table === 'string' ? notice.table : null;
      for (const cache of this.caches) if (table === null || cache.tables.includes(table)) cache.clear();
    });
    notifications?.on(settledTopic, (notice: ChangeNotice) => {
      if (notice.process !== this.processId || typeof notice.marker !== 'number') return;
      this.awaitedMarkers.get(notice.marker)?.();
    });
    notifications?.onReset(() => this.forgetAll());
  }

  /**
   * This process committed a write: resolves once no cached reply here predates it. PostgreSQL hands
   * notices to a listener in commit order, so when a marker sent after the write comes back, the write's
   * own table notices (if it touched a cached table) have already emptied the caches concerned — writes
   * to other tables (heartbeats, page views, chat) leave the caches warm. Concurrent writes share one
   * marker; a write that finishes while a marker is on its way waits for the next one.
   */
  settle(): Promise<void> {
    if (!this.notifications?.listening || !this.publish) {
      this.forgetAll();
      return Promise.resolve();
    }
    if (this.queued) return this.queued;
    if (!this.inFlight) return (this.inFlight = this.sendMarker());
    const after = this.inFlight;
    this.queued = after.then(() => {
      this.queued = null;
      return (this.inFlight = this.sendMarker());
    });
    return this.queued;
  }

  private sendMarker(): Promise<void> {
    const marker = ++this.markers;
    const sent: Promise<void> = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        // No marker back in time (connection trouble): trust nothing cached here.
        this.forgetAll();
        finish();
      }, settleTimeoutMs);
      timer.unref();
      const finish = () => {
        clearTimeout(timer);
        this.awaitedMarkers.delete(marker);
        resolve();
      };
      this.awaitedMarkers.set(marker, finish);
      this.publish!({ topic: settledTopic, process: this.processId, marker }).catch(() => {
        this.forgetAll();
        finish();
      });
    }).finally(() => {
      if (this.inFlight === sent) this.inFlight = null;
    });
    return sent;
  }

  /** A cache for one kind of reply (one per route, made at registration). */
  cache(options: SharedReplyCacheOptions): SharedReplyCache {
    const cache = new SharedReplyCache(options, () => this.notifications?.listening ?? false);
    this.caches.add(cache);
    return cache;
  }

  /** Nothing cached here may answer a request that follows (notices may have been missed). */
  forgetAll(): void {
    for (const cache of this.caches) cache.clear();
  }

  /** Hits and misses per cache (for /metrics and tests). */
  stats(): { name: string; hits: number; misses: number; size: number }[] {
    return [...this.caches].map((c) => c.stats());
  }
}

export class SharedReplyCache {
  readonly tables: readonly string[];
  private readonly entries: NotifiedCache<string, CachedBody>;

  constructor(
    private readonly options: SharedReplyCacheOptions,
    trusted: () => boolean,
  ) {
    this.tables = options.tables;
    this.entries = new NotifiedCache<string, CachedBody>({ max: options.max ?? 5_000, ttlMs: options.ttlMs ?? 30_000, trusted });
  }

  /**
   * Answers `reply` (status 200) with the cached body of `key`, or with what `produce` answers, serialised
   * by the route's own reply serializer and kept for the next request of that key. The key must hold
   * everything the reply depends on beyond the cache's tables: the event, the viewer's role where it
   * matters, the viewer where the reply is personal, the request's URL for page links.
   */
  async send(reply: FastifyReply, key: string, produce: () => Promise<unknown>): Promise<FastifyReply> {
    reply.status(200);
    let cached = this.entries.get(key);
    if (!cached) {
      const stamp = this.entries.stamp();
      const serialised = reply.serialize(await produce());
      cached = { json: typeof serialised === 'string' ? Buffer.from(serialised) : Buffer.from(serialised as Uint8Array) };
      this.entries.set(key, cached, stamp);
    }
    reply.header('content-type', jsonType);
    // Compressed once per entry, not per request; `@fastify/compress` leaves an encoded reply alone.
    const encoding = cached.json.length >= compressFrom ? acceptedEncoding(reply.request) : null;
    if (!encoding) return reply.send(cached.json);
    const body = (cached[encoding] ??= encoders[encoding](cached.json));
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    return reply.header('content-encoding', encoding).send(body);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops the entries whose key `matches` (a change that concerns a few replies, not the whole table). */
  dropWhere(matches: (key: string) => boolean): void {
    this.entries.deleteWhere((_value, key) => matches(key));
  }

  stats() {
    return { name: this.options.name, hits: this.entries.hits, misses: this.entries.misses, size: this.entries.size };
  }
}

/** The cache of one kind of reply, for a route registered on the server's app (server.ts decorates it). */
export function sharedReplyCache(app: FastifyInstance, options: SharedReplyCacheOptions): SharedReplyCache {
  if (!app.sharedReplies) throw new Error('the server decorates sharedReplies before features register their routes');
  return app.sharedReplies.cache(options);
}
