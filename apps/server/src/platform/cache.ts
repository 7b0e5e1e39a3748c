import { LRUCache } from 'lru-cache';

export interface NotifiedCacheOptions {
  /** Entries kept at most; the least recently used go first. */
  max: number;
  /** How long an entry lives at most, notifications or not. */
  ttlMs: number;
  /** Whether change notifications are being heard; nothing is stored (or answered) while they are not. */
  trusted(): boolean;
}

/**
 * A short-lived in-process cache whose entries change notifications remove. A value is stored only
 * with the stamp taken before it was read (`stamp()`): when an invalidation came in between, the value
 * may predate the change and is not kept.
 */
// `NonNullable<unknown>`: lru-cache keeps no null or undefined (they mean "not cached").
export class NotifiedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly opts: NotifiedCacheOptions) {
    this.entries = new LRUCache<K, V>({ max: opts.max, ttl: opts.ttlMs, ttlAutopurge: false });
  }

  get(key: K): V | undefined {
    const value = this.opts.trusted() ? this.entries.get(key) : undefined;
    if (value === undefined) this.misses += 1;
    else this.hits += 1;
    return value;
  }

  /** Take before reading what will be stored; `set` refuses the value when something was invalidated since. */
  stamp(): number {
    return this.generation;
  }

  set(key: K, value: V, stamp: number): void {
    if (stamp !== this.generation || !this.opts.trusted()) return;
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Removes every entry `matches` accepts (rare: a person's sign-ins when the account changes). */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    this.generation += 1;
    for (const [key, value] of this.entries.entries()) if (matches(value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
