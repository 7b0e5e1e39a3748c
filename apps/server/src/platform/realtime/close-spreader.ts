import type { Duplex } from 'node:stream';
import { performance } from 'node:perf_hooks';

/** Events of a connection whose handling may wait a moment: its end and its close, in that order. */
const spreadEvents = new Set<string | symbol>(['end', 'close']);

/**
 * Spreads the end of many connections over several turns of the event loop (decision 0017). When a
 * venue's Wi-Fi drops, the kernel reports thousands of closed connections at once and libuv runs all
 * their handlers in one turn: the WebSocket library, engine.io, Socket.IO (rooms) and our disconnect
 * hooks cost tens of microseconds per socket, so 4,000 of them blocked the loop for a quarter second.
 * A watched connection's `end` and `close` events go through one queue instead, drained for at most
 * `budgetMs` per turn (at least one event), in arrival order: each connection still sees its own events
 * in order, a few milliseconds later at most when many close together.
 */
export class CloseSpreader {
  private readonly queue: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly budgetMs = 5) {}

  /** Routes `socket`'s end and close events through the queue. */
  watch(socket: Duplex): void {
    const emit = socket.emit;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the queue outlives this call
    const spreader = this;
    socket.emit = function spreadEmit(this: Duplex, event: string | symbol, ...args: unknown[]): boolean {
      if (!spreadEvents.has(event)) return emit.call(this, event, ...args);
      const listening = this.listenerCount(event) > 0;
      spreader.enqueue(() => emit.call(this, event, ...args));
      return listening;
    } as Duplex['emit'];
  }

  /** Events waiting (for metrics and tests). */
  get pending(): number {
    return this.queue.length;
  }

  private enqueue(run: () => void): void {
    this.queue.push(run);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(this.drain);
  }

  private readonly drain = (): void => {
    const until = performance.now() + this.budgetMs;
    let done = 0;
    try {
      do {
        const run = this.queue[done++];
        run?.();
      } while (done < this.queue.length && performance.now() < until);
    } finally {
      this.queue.splice(0, done);
      // A handler that threw is the process's error as it would have been; the rest still run.
      if (this.queue.length > 0) setImmediate(this.drain);
      else this.scheduled = false;
    }
  };
}
