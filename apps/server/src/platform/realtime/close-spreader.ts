import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';

/** Events of a connection whose handling may wait a moment: its end and its close, in that order. */
const spreadEvents = new Set<string | symbol>(['end', 'close']);

/** The libuv stream under a TCP connection (Node's `net.Socket#_handle`), as far as reading goes. */
interface ReadingHandle {
  reading?: boolean;
  readStart?(): number;
  readStop?(): number;
}

export interface CloseSpreaderOptions {
  /** The longest drain of the queue in one turn. */
  budgetMs?: number;
  /**
   * What a turn of the loop should take at most, its I/O and the drain together: a drain after a long
   * stretch of I/O runs one event only.
   */
  turnMs?: number;
  /** End-of-files in one turn that make a burst: the other connections then pause reading. */
  burstEnds?: number;
  /** Paused connections that read again per turn. */
  resumePerTurn?: number;
}

/**
 * Spreads the end of many connections over several turns of the event loop (decisions 0017 and 0066).
 * When a venue's Wi-Fi drops, the kernel reports thousands of closed connections at once, and libuv reads
 * every end-of-file and runs every handler in one turn: the WebSocket library, engine.io, Socket.IO (rooms)
 * and our disconnect hooks cost tens of microseconds per socket, and even Node's own end-of-stream handling
 * ~10 µs. So:
 * - a watched connection's `end` and `close` events go through one queue, drained in arrival order for at
 *   most `budgetMs` per turn, less when the turn's I/O already took long (at least one event per turn);
 * - after a burst of `burstEnds` end-of-files in one turn, every other watched connection stops reading, so
 *   libuv skips the rest of the burst in that turn; they read again `resumePerTurn` per turn, and whichever
 *   of them has ended shows it then;
 * - after the peer's end, a connection with nothing left to write closes at once instead of half-closing.
 * Each connection still sees its own events in order, a little later when many close together.
 */
export class CloseSpreader {
  private readonly queue: (() => void)[] = [];
  private scheduled = false;
  /** When the previous drain ended, if the queue has been draining turn after turn since. */
  private lastDrainEnd = NaN;
  private readonly live = new Set<Duplex>();
  private readonly paused: Duplex[] = [];
  private endsThisTurn = 0;
  private readonly budgetMs: number;
  private readonly turnMs: number;
  private readonly burstEnds: number;
  private readonly resumePerTurn: number;

  constructor(options: CloseSpreaderOptions = {}) {
    this.budgetMs = options.budgetMs ?? 5;
    this.turnMs = options.turnMs ?? 10;
    this.burstEnds = options.burstEnds ?? 64;
    this.resumePerTurn = options.resumePerTurn ?? 256;
  }

  /** Routes `socket`'s end and close events through the queue, and closes it at once after the peer's end. */
  watch(socket: Duplex): void {
    this.live.add(socket);
    const emit = socket.emit;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the queue outlives this call
    const spreader = this;
    socket.emit = function spreadEmit(this: Duplex, event: string | symbol, ...args: unknown[]): boolean {
      if (!spreadEvents.has(event)) return emit.call(this, event, ...args);
      if (event === 'end') spreader.ended();
      else spreader.live.delete(this);
      const listening = this.listenerCount(event) > 0;
      spreader.enqueue(() => emit.call(this, event, ...args));
      return listening;
    } as Duplex['emit'];
    const end = socket.end;
    // The peer has sent its FIN and nothing is left to write: closing the socket sends ours just the same,
    // without a separate shutdown and one more round through the poll for its completion per connection.
    socket.end = function endAfterPeer(this: Duplex, ...args: unknown[]): Duplex {
      if (args.length === 0 && this.readableEnded && this.writableLength === 0 && this.writableCorked === 0) {
        // Already ending or closed: `end()` would only build an error and drop it (decision 0059).
        if (!this.destroyed && !this.writableEnded) this.destroy();
        return this;
      }
      return (end as (...a: unknown[]) => Duplex).apply(this, args);
    } as Duplex['end'];
  }

  /** Events waiting (for metrics and tests). */
  get pending(): number {
    return this.queue.length;
  }

  /** Connections whose reading is paused after a burst (for tests). */
  get pausedReading(): number {
    return this.paused.length;
  }

  private ended(): void {
    this.endsThisTurn += 1;
    if (this.endsThisTurn !== this.burstEnds) return;
    // Stopped watchers' events are dropped by libuv for the rest of this poll; the connections read again
    // from the drains, a batch per turn.
    for (const socket of this.live) {
      const handle = (socket as unknown as { _handle?: ReadingHandle | null })._handle;
      if (socket.readableEnded || handle?.reading !== true || typeof handle.readStop !== 'function') continue;
      handle.reading = false;
      handle.readStop();
      this.paused.push(socket);
    }
  }

  private resumeSome(): void {
    const batch = this.paused.splice(0, this.resumePerTurn);
    for (const socket of batch) {
      const handle = (socket as unknown as { _handle?: ReadingHandle | null })._handle;
      // Node may have started it again itself (a read asked for), or it closed meanwhile.
      if (socket.destroyed || !handle || handle.reading !== false || typeof handle.readStart !== 'function') continue;
      handle.reading = true;
      handle.readStart();
    }
  }

  private enqueue(run: () => void): void {
    this.queue.push(run);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.drain);
  }

  private readonly drain = (): void => {
    this.endsThisTurn = 0;
    this.resumeSome();
    const now = performance.now();
    // The first drain of a burst follows the poll that brought it (assumed long); later ones know how long
    // the rest of the turn took since the previous drain.
    const rest = Number.isNaN(this.lastDrainEnd) ? this.turnMs : now - this.lastDrainEnd;
    const until = now + Math.min(this.budgetMs, this.turnMs - rest);
    let done = 0;
    try {
      while (done < this.queue.length) {
        const run = this.queue[done++];
        run?.();
        if (performance.now() >= until) break;
      }
    } finally {
      this.queue.splice(0, done);
      // A handler that threw is the process's error as it would have been; the rest still run.
      if (this.queue.length > 0 || this.paused.length > 0) {
        this.lastDrainEnd = performance.now();
        setImmediate(this.drain);
      } else {
        this.lastDrainEnd = NaN;
        this.scheduled = false;
      }
    }
  };
}
