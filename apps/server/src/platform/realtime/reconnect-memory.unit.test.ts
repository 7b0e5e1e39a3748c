import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { ManualClock } from '../clock';
import { ReconnectMemory, reconnectMemoryMs, type DroppedSignInStore } from './reconnect-memory';

/** The drops in memory, with every call written down (the database's statements stand behind it in the server). */
class RecordingStore implements DroppedSignInStore {
  readonly calls: string[] = [];
  readonly drops = new Map<string, Date>();
  failing = false;
  /** While set, a write waits for it (a slow statement). */
  held: Promise<void> | null = null;

  async markDropped(sessionIds: string[], at: Date): Promise<void> {
    this.calls.push(`mark ${sessionIds.join(',')}`);
    await this.held;
    if (this.failing) throw new Error('database gone');
    for (const id of sessionIds) this.drops.set(id, at);
  }

  async droppedSince(sessionIds: string[], since: Date): Promise<Set<string>> {
    this.calls.push(`read ${sessionIds.join(',')}`);
    if (this.failing) throw new Error('database gone');
    return new Set(sessionIds.filter((id) => (this.drops.get(id)?.getTime() ?? -Infinity) >= since.getTime()));
  }
}

function setUp() {
  const store = new RecordingStore();
  const clock = new ManualClock(new Date('2026-06-01T09:00:00Z'));
  const errors: unknown[] = [];
  const logger = pino({ level: 'silent' });
  logger.error = ((...args: unknown[]) => void errors.push(args)) as typeof logger.error;
  return { store, clock, errors, memory: new ReconnectMemory(store, clock, logger) };
}

describe('ReconnectMemory', () => {
  it('writes the drops and reads the logins of one turn together, drops first', async () => {
    const { store, memory } = setUp();
    memory.dropped('a');
    memory.dropped('b');
    const answers = Promise.all([memory.recentlyDropped('a'), memory.recentlyDropped('c')]);
    memory.dropped('c');
    expect(await answers).toEqual([true, true]);
    expect(store.calls).toEqual(['mark a,b,c', 'read a,c']);
  });

  it('collects what arrives while a batch is written into one next batch', async () => {
    const { store, memory } = setUp();
    let release!: () => void;
    store.held = new Promise((resolve) => (release = resolve));
    memory.dropped('a');
    while (store.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    // The first batch is being written now: these wait for it, together.
    const answers = Promise.all(['a', 'b', 'c'].map((id) => memory.recentlyDropped(id)));
    memory.dropped('b');
    store.held = null;
    release();
    expect(await answers).toEqual([true, true, false]);
    expect(store.calls).toEqual(['mark a', 'mark b', 'read a,b,c']);
  });

  it(`forgets a drop after ${reconnectMemoryMs} ms`, async () => {
    const { clock, memory } = setUp();
    memory.dropped('a');
    await memory.flushed();
    clock.advance(reconnectMemoryMs);
    expect(await memory.recentlyDropped('a')).toBe(true);
    clock.advance(1);
    expect(await memory.recentlyDropped('a')).toBe(false);
  });

  it('answers false and logs once when the store fails, and goes on afterwards', async () => {
    const { store, errors, memory } = setUp();
    store.failing = true;
    memory.dropped('a');
    expect(await memory.recentlyDropped('a')).toBe(false);
    await memory.flushed();
    expect(errors).toHaveLength(1);
    store.failing = false;
    memory.dropped('b');
    expect(await memory.recentlyDropped('b')).toBe(true);
  });
});
