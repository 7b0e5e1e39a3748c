import type { Logger } from './logger';

/** One run of a sweep; `signal` is aborted when the sweep stops (the server closes), so a long round can end between its steps. */
export type SweepWork = (signal: AbortSignal) => Promise<unknown>;

export interface SweepSchedule {
  /** From the end of one run to the start of the next. */
  everyMs: number;
  /** Until the first run: `everyMs` unless given; 0 runs it at once. */
  firstAfterMs?: number;
}

/** A sweep as its feature holds it. */
export interface Sweep {
  /** Runs it now, off its schedule (a call emptied, a grace ran out): not while sweeps are paused or it is stopped. */
  run(): void;
  /** No more runs; resolves once the run under way has finished. */
  stop(): Promise<void>;
}

/** What a sweep reads of its scheduler at each run. */
interface SweepOwner {
  readonly paused: boolean;
  readonly logger: Logger;
  forget(sweep: ScheduledSweep): void;
}

class ScheduledSweep implements Sweep {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> | null = null;
  /** A run was asked for while one was under way: it follows that one. */
  private again = false;
  private readonly stopping = new AbortController();

  constructor(
    private readonly name: string,
    private readonly everyMs: number,
    private readonly work: SweepWork,
    private readonly owner: SweepOwner,
  ) {}

  run(): void {
    if (this.owner.paused || this.stopping.signal.aborted) return;
    if (this.current) {
      this.again = true;
      return;
    }
    const done = (async () => {
      try {
        await this.work(this.stopping.signal);
      } catch (err) {
        this.owner.logger.error({ err }, `${this.name} failed`);
      }
    })().finally(() => {
      this.current = null;
      if (!this.again) return;
      this.again = false;
      this.run();
    });
    this.current = done;
  }

  /** Runs it now, and again `everyMs` after that run ends, and so on. */
  tick = (): void => {
    this.timer = null;
    this.run();
    void (this.current ?? Promise.resolve()).then(() => this.after(this.everyMs));
  };

  after(ms: number): void {
    if (this.stopping.signal.aborted) return;
    this.timer = setTimeout(this.tick, ms);
    // A sweep never holds the process open.
    this.timer.unref();
  }

  /** Resolves once no run is under way (nor one asked to follow it). */
  async settled(): Promise<void> {
    while (this.current) await this.current;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    this.again = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.owner.forget(this);
    await this.settled();
  }
}

/**
 * The server's periodic background sweeps (expired sign-ins and codes, presence, booth visitors, lapsed calls and
 * seats, roulette seats, digests, the social feed, rate-limit counters), each on its own schedule: a run never
 * overlaps the sweep's previous one (one asked for meanwhile follows it), and a failure is logged as
 * `<name> failed`. Paused, none starts (a test counting statements starts its server so); closing stops every
 * sweep and waits for the runs under way.
 */
export class BackgroundSweeps implements SweepOwner {
  private readonly sweeps = new Set<ScheduledSweep>();
  private pausedNow: boolean;
  private closed = false;

  constructor(
    readonly logger: Logger,
    options: { paused?: boolean } = {},
  ) {
    this.pausedNow = options.paused ?? false;
  }

  get paused(): boolean {
    return this.pausedNow;
  }

  every(name: string, schedule: SweepSchedule, work: SweepWork): Sweep {
    const sweep = new ScheduledSweep(name, schedule.everyMs, work, this);
    if (this.closed) {
      void sweep.stop();
      return sweep;
    }
    this.sweeps.add(sweep);
    const first = schedule.firstAfterMs ?? schedule.everyMs;
    if (first === 0) sweep.tick();
    else sweep.after(first);
    return sweep;
  }

  forget(sweep: ScheduledSweep): void {
    this.sweeps.delete(sweep);
  }

  /** No sweep starts until `resume`; resolves once the runs under way have finished. */
  async pause(): Promise<void> {
    this.pausedNow = true;
    await Promise.all([...this.sweeps].map((s) => s.settled()));
  }

  resume(): void {
    this.pausedNow = false;
  }

  /** Stops every sweep, now and later ones; resolves once the runs under way have finished. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.sweeps].map((s) => s.stop()));
  }
}
