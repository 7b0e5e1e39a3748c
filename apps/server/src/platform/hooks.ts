/**
 * Hooks between features (decision 0078): one feature reads a hook, others add to it at registration. The
 * composition root creates every hook before any feature and hands each feature the ones it reads or adds to,
 * so a hook cannot be used before it exists or be forgotten without a type error; a hook with one provider
 * refuses a second one with its name, at start.
 */

/** Entries any number of features add; the reading feature asks `all` at every use. */
export class HookList<T> {
  private readonly entries: T[] = [];

  constructor(readonly name: string) {}

  add(entry: T): void {
    this.entries.push(entry);
  }

  /** The entries so far, in the order they were added (the same array every time, so it grows in place). */
  get all(): readonly T[] {
    return this.entries;
  }
}

/** An answer exactly one feature provides; the reading feature falls back to its own default without one. */
export class HookSlot<T> {
  private value: T | undefined;

  constructor(readonly name: string) {}

  provide(value: T): void {
    if (this.value !== undefined) throw new Error(`hook "${this.name}" is provided twice`);
    this.value = value;
  }

  get(): T | undefined {
    return this.value;
  }
}
