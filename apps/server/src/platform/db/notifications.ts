import pg from 'pg';
import type { Logger } from '../logger';

/** The one PostgreSQL channel every change notification travels on; `topic` inside says what changed. */
export const changeChannel = 'foyer_changes';

/** A change notification: `topic` is chosen by the feature that publishes it, the rest is its payload. */
export interface ChangeNotice {
  topic: string;
  [field: string]: unknown;
}

type NoticeHandler = (notice: ChangeNotice) => void;

export interface ChangeNotificationsOptions {
  url: string;
  logger: Logger;
  /** Wait before listening again after the connection was lost. */
  reconnectDelayMs?: number;
}

/**
 * Change notifications between server processes over PostgreSQL `LISTEN/NOTIFY`, on a dedicated
 * connection outside the pool (a listening connection must not run other queries). A notice arrives on
 * every process listening, the sender's included, after the sender's transaction committed; triggers or
 * `publish` send them. Caches use `listening`: while the connection is down a process hears nothing,
 * so it must not trust what it cached (`onReset` tells it to drop everything).
 */
export class ChangeNotifications {
  private client: pg.Client | null = null;
  private readonly handlers = new Map<string, Set<NoticeHandler>>();
  private readonly resetHandlers = new Set<() => void>();
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private connected = false;

  constructor(private readonly opts: ChangeNotificationsOptions) {}

  /** True while notifications are being received; anything cached while false may be stale. */
  get listening(): boolean {
    return this.connected;
  }

  /** Connects and listens; a failure here is the caller's, later losses are retried. */
  async start(): Promise<void> {
    await this.listen();
  }

  /** Calls `handler` for every notice of `topic`, on this process; answers the unsubscribe. */
  on(topic: string, handler: NoticeHandler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Calls `handler` when notices may have been missed (connection lost, or listening again). */
  onReset(handler: () => void): () => void {
    this.resetHandlers.add(handler);
    return () => this.resetHandlers.delete(handler);
  }

  /** Sends a notice to every listening process, this one included (on commit, when `db` is a transaction). */
  async publish(db: { query(text: string, values: unknown[]): Promise<unknown> }, notice: ChangeNotice): Promise<void> {
    await db.query('SELECT pg_notify($1, $2)', [changeChannel, JSON.stringify(notice)]);
  }

  /** Hands a notice to this process's handlers as if it had arrived (tests, and changes seen first here). */
  deliver(notice: ChangeNotice): void {
    for (const handler of this.handlers.get(notice.topic) ?? []) {
      try {
        handler(notice);
      } catch (err) {
        this.opts.logger.error({ err, topic: notice.topic }, 'change notification handler failed');
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    this.connected = false;
    await client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.opts.url, application_name: 'foyer-notifications' });
    client.on('notification', (message) => {
      if (message.channel !== changeChannel || !message.payload) return;
      let notice: unknown;
      try {
        notice = JSON.parse(message.payload);
      } catch {
        this.opts.logger.warn({ payload: message.payload }, 'change notification is not JSON');
        return;
      }
      if (notice && typeof notice === 'object' && typeof (notice as ChangeNotice).topic === 'string') this.deliver(notice as ChangeNotice);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    try {
      await client.query(`LISTEN ${changeChannel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.connected = true;
    // Whatever was cached while nobody listened may be stale.
    this.reset();
  }

  private lost(client: pg.Client, err: Error | null): void {
    if (client !== this.client) return;
    this.client = null;
    this.connected = false;
    this.reset();
    if (this.closed) return;
    this.opts.logger.warn({ err }, 'change notifications connection lost; caches are bypassed until it is back');
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.listen().catch((err: unknown) => {
        this.opts.logger.warn({ err }, 'listening for change notifications failed; trying again');
        this.scheduleRetry();
      });
    }, this.opts.reconnectDelayMs ?? 1000);
    this.retryTimer.unref();
  }

  private reset(): void {
    for (const handler of this.resetHandlers) {
      try {
        handler();
      } catch (err) {
        this.opts.logger.error({ err }, 'change notification reset handler failed');
      }
    }
  }
}
