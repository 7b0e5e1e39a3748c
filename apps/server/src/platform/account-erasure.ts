import type { Db } from './db/database';

/** A transaction handle: every query builder of `Db` works on it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an eraser gets when an account is removed. */
export interface ErasureScope {
  /** The removal's transaction: erase through it, so a failure anywhere changes nothing. */
  tx: Tx;
  userId: number;
  /** The account's e-mail (lower-cased), for rows that hold the address rather than the id. */
  email: string;
  /** The removal's moment, from the platform's clock (the test clock in tests). */
  now: Date;
  /**
   * Work that must wait for the commit and cannot be rolled back (deleting files from storage). Runs
   * after the transaction committed, never when it failed; its failures are logged, not answered.
   */
  afterCommit(task: () => Promise<void>): void;
}

/** Erases what one feature keeps about a person. Must be idempotent (it may run on an erased account). */
export type AccountEraser = (scope: ErasureScope) => Promise<void>;

/**
 * The registry of account erasers (GDPR removal). Each feature that stores personal data registers
 * one eraser at start, in its `register()`: `platform.accountErasure.register('chat', eraser)`. The
 * accounts feature runs them all, in registration order, in the removal's transaction. The platform
 * knows none of them; the every-table test (accounts.erasure.api.test.ts) fails for a table that keeps
 * personal data nobody erases.
 */
export class AccountErasure {
  private readonly erasers: { owner: string; erase: AccountEraser }[] = [];

  register(owner: string, erase: AccountEraser): void {
    if (this.erasers.some((e) => e.owner === owner)) throw new Error(`account eraser ${owner} registered twice`);
    this.erasers.push({ owner, erase });
  }

  /** The owners registered, in order (for logs and tests). */
  owners(): string[] {
    return this.erasers.map((e) => e.owner);
  }

  /** Runs every eraser in `scope`'s transaction; the first failure aborts (and names its owner). */
  async eraseAll(scope: ErasureScope): Promise<void> {
    for (const { owner, erase } of this.erasers) {
      try {
        await erase(scope);
      } catch (err) {
        throw new Error(`account eraser ${owner} failed`, { cause: err });
      }
    }
  }
}
