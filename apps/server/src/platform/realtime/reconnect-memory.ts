import type { Clock } from '../clock';
import type { Logger } from '../logger';

/** How long a sign-in whose socket dropped is remembered: its login on a new socket within it hears `reconnected`. */
export const reconnectMemoryMs = 2 * 60_000;

/**
 * How a socket ends when its connection dropped rather than someone ending it: the connection closed or
 * failed, it stopped answering pings, or its server process stopped. A client's own `disconnect()` and the
 * server's (logout, revocation, login timeout) are no drop.
 */
const dropReasons: ReadonlySet<string> = new Set(['transport close', 'transport error', 'ping timeout', 'server shutting down']);

export const isDrop = (reason: string): boolean => dropReasons.has(reason);

/** Where the drops are kept, so that every server process reads them (the sign-ins' own rows). */
export interface DroppedSignInStore {
  /** Notes that a socket of each of these sign-ins dropped at `at`. */
  markDropped(sessionIds: string[], at: Date): Promise<void>;
  /** Of these sign-ins, those with a socket that dropped at `since` or later. */
  droppedSince(sessionIds: string[], since: Date): Promise<Set<string>>;
}

interface Batch {
  /** When the batch opened: the time of its drops, and the moment its logins look back from. */
  at: Date;
  dropped: Set<string>;
  asked: Set<string>;
  answered: Promise<Set<string>>;
}

/**
 * Remembers the sign-ins whose socket dropped, so that the sign-in's login on a new socket (on any server
 * process) within `reconnectMemoryMs` hears `reconnected` (decision 0080). Calls are batched as presence's are
 * (decision 0013): the drops and logins arriving while one batch is written share the next, so a venue's Wi-Fi
 * dropping and coming back costs a few statements. A batch writes its drops before it reads, so a login
 * this process handles after a drop it noticed always finds it.
 */
export class ReconnectMemory {
  private collecting: Batch | null = null;
  /** The batch written last (settled, never rejecting); the next one waits for it. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: DroppedSignInStore,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** A socket of this sign-in dropped. */
  dropped(sessionId: string): void {
    this.batch().dropped.add(sessionId);
  }

  /** Whether a socket of this sign-in dropped within the memory (false when that could not be read). */
  async recentlyDropped(sessionId: string): Promise<boolean> {
    const batch = this.batch();
    batch.asked.add(sessionId);
    return (await batch.answered.catch(() => new Set<string>())).has(sessionId);
  }

  /** Resolves once every drop noted so far is written (or failed, which is logged). */
  async flushed(): Promise<void> {
    await this.last;
  }

  private batch(): Batch {
    if (this.collecting) return this.collecting;
    const batch: Batch = { at: this.clock.now(), dropped: new Set(), asked: new Set(), answered: Promise.resolve(new Set()) };
    // After this turn of the event loop (sockets closing or logging in together arrive in one) and after the batch before.
    batch.answered = this.last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.write(batch));
    this.last = batch.answered.catch((err: unknown) => this.logger.error({ err }, 'remembering dropped sockets failed'));
    this.collecting = batch;
    return batch;
  }

  private async write(batch: Batch): Promise<Set<string>> {
    if (this.collecting === batch) this.collecting = null;
    if (batch.dropped.size > 0) await this.store.markDropped([...batch.dropped], batch.at);
    if (batch.asked.size === 0) return new Set();
    return this.store.droppedSince([...batch.asked], new Date(batch.at.getTime() - reconnectMemoryMs));
  }
}
