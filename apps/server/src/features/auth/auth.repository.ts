import crypto from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { authSessions, loginCodes, users } from '../identity/accounts.schema';
import { sameDigest } from './auth.codes';

export type SessionRow = typeof authSessions.$inferSelect;

export type CodeCheck =
  | { status: 'match'; id: number }
  /** No live code for this address and event (never asked, expired, used or replaced). */
  | { status: 'none' }
  | { status: 'wrong' };

/** What it takes to mail a live code again. */
export interface LiveCode {
  codeNonce: string;
  expiresAt: Date;
}

/** Login codes and sign-in sessions: the rows behind the auth feature, no HTTP and no policy. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  /** The live code of an address and event that is still valid at `validUntil`, if it can be derived again. */
  async findResendableCode(email: string, eventSlug: string, validUntil: Date): Promise<LiveCode | null> {
    const [row] = await this.db
      .select({ codeNonce: loginCodes.codeNonce, expiresAt: loginCodes.expiresAt })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.email, email),
          eq(loginCodes.eventSlug, eventSlug),
          isNull(loginCodes.consumedAt),
          isNotNull(loginCodes.codeNonce),
          gt(loginCodes.expiresAt, validUntil),
        ),
      )
      .orderBy(desc(loginCodes.id))
      .limit(1);
    return row?.codeNonce ? { codeNonce: row.codeNonce, expiresAt: row.expiresAt } : null;
  }

  /** Stores a new code and consumes the older live ones for that address and event in one transaction. */
  async replaceCode(row: { email: string; eventSlug: string; codeHash: string; codeNonce: string; now: Date; expiresAt: Date }): Promise<LiveCode> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(loginCodes)
        .set({ consumedAt: row.now })
        .where(and(eq(loginCodes.email, row.email), eq(loginCodes.eventSlug, row.eventSlug), isNull(loginCodes.consumedAt)));
      await tx.insert(loginCodes).values({
        email: row.email,
        eventSlug: row.eventSlug,
        codeHash: row.codeHash,
        codeNonce: row.codeNonce,
        createdAt: row.now,
        expiresAt: row.expiresAt,
      });
    });
    return { codeNonce: row.codeNonce, expiresAt: row.expiresAt };
  }

  /**
   * Compares a presented code with the live one of the address and event. A match is not consumed here:
   * the caller consumes it once the person is let in (`consumeCode`). Wrong tries are only recorded; the
   * limits on guessing live in the throttle, so a stranger's guesses cannot kill the owner's code.
   */
  async checkCode(email: string, eventSlug: string, presentedHash: string, now: Date): Promise<CodeCheck> {
    const [live] = await this.db
      .select({ id: loginCodes.id, codeHash: loginCodes.codeHash })
      .from(loginCodes)
      .where(and(eq(loginCodes.email, email), eq(loginCodes.eventSlug, eventSlug), isNull(loginCodes.consumedAt), gt(loginCodes.expiresAt, now)))
      .orderBy(desc(loginCodes.id))
      .limit(1);
    if (!live) return { status: 'none' };
    if (sameDigest(live.codeHash, presentedHash)) return { status: 'match', id: live.id };
    await this.db
      .update(loginCodes)
      .set({ failedTries: sql`${loginCodes.failedTries} + 1` })
      .where(eq(loginCodes.id, live.id));
    return { status: 'wrong' };
  }

  /** Marks a code used; false when another request used it first (single use under concurrency). */
  async consumeCode(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(loginCodes)
      .set({ consumedAt: now })
      .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
      .returning({ id: loginCodes.id });
    return rows.length === 1;
  }

  async createSession(s: { userId: number; now: Date; expiresAt: Date; ip: string | null; userAgent: string | null }): Promise<SessionRow> {
    const [row] = await this.db
      .insert(authSessions)
      .values({
        id: crypto.randomUUID(),
        userId: s.userId,
        currentRefreshId: crypto.randomUUID(),
        createdAt: s.now,
        lastRefreshedAt: s.now,
        expiresAt: s.expiresAt,
        ip: s.ip,
        userAgent: s.userAgent?.slice(0, 500) ?? null,
      })
      .returning();
    if (!row) throw new Error('session insert returned nothing');
    return row;
  }

  async findSession(id: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Moves the session to a new refresh token only if `presentedRefreshId` is still the current one and
   * the session is live: of two requests presenting the same token, exactly one wins.
   */
  async rotate(id: string, presentedRefreshId: string, now: Date, expiresAt: Date): Promise<SessionRow | null> {
    const [row] = await this.db
      .update(authSessions)
      .set({ currentRefreshId: crypto.randomUUID(), previousRefreshId: presentedRefreshId, lastRefreshedAt: now, expiresAt })
      .where(
        and(
          eq(authSessions.id, id),
          eq(authSessions.currentRefreshId, presentedRefreshId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Ends a sign-in; the first reason stays (a later logout does not hide a detected token reuse). False
   * when it had already ended.
   */
  async revoke(id: string, now: Date, reason: 'logout' | 'refresh_reuse'): Promise<boolean> {
    const rows = await this.db
      .update(authSessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(authSessions.id, id), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    return rows.length === 1;
  }

  /** Drops codes and sessions nobody can use any more; kept a while for support questions. */
  async sweep(now: Date): Promise<void> {
    const day = new Date(now.getTime() - 24 * 3600 * 1000);
    const month = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
    await this.db.delete(loginCodes).where(lt(loginCodes.expiresAt, day));
    await this.db
      .delete(authSessions)
      .where(or(lt(authSessions.expiresAt, month), and(isNotNull(authSessions.revokedAt), lt(authSessions.revokedAt, month))));
    // A removal older than the reactivation window can no longer be undone: its last traces go.
    await this.db
      .update(users)
      .set({ reactivationCodeHash: null, reactivationEmailHash: null })
      .where(and(isNotNull(users.reactivationCodeHash), lt(users.removedAt, month)));
  }
}
