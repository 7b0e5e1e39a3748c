import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Executor } from '../../platform/db/database';
import type { AccountEraser } from '../../platform/account-erasure';
import { users } from './accounts.schema';
import { changeLog } from './change-log.schema';

/** One change as a feature's organiser write describes it. */
export interface Change {
  eventId: number;
  actorId: number;
  area: string;
  action: string;
  target: string;
  /** The person the change is about, if any (their removal empties the entry). */
  subjectId?: number | null;
  before?: unknown;
  after?: unknown;
}

export interface ChangeLogRow {
  id: number;
  at: Date;
  area: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  actor: { id: number; firstName: string; lastName: string; email: string } | null;
}

/** What a removed person's entries say in their place. */
const erasedTarget = 'deleted user';

/**
 * The one writer of every feature's organiser writes (decision 0081): `record` runs in the change's own
 * transaction (the executor the change used), so a change and its entry commit or fail together.
 */
export class ChangeLog {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  async record(tx: Executor, change: Change): Promise<void> {
    await tx.insert(changeLog).values({
      eventId: change.eventId,
      actorId: change.actorId,
      area: change.area,
      action: change.action,
      target: change.target,
      subjectId: change.subjectId ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      at: this.clock.now(),
    });
  }

  /** An event's entries, newest first, optionally of one area. */
  async list(eventId: number, query: { area?: string; limit: number; offset: number }): Promise<{ count: number; rows: ChangeLogRow[] }> {
    const where: SQL | undefined = and(eq(changeLog.eventId, eventId), query.area ? eq(changeLog.area, query.area) : undefined);
    const [total] = await this.db.select({ n: count() }).from(changeLog).where(where);
    const rows = await this.db
      .select({
        id: changeLog.id, at: changeLog.at, area: changeLog.area, action: changeLog.action, target: changeLog.target,
        before: changeLog.before, after: changeLog.after,
        actorId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email,
      })
      .from(changeLog)
      .leftJoin(users, eq(users.id, changeLog.actorId))
      .where(where)
      .orderBy(desc(changeLog.id))
      .limit(query.limit)
      .offset(query.offset);
    return {
      count: total?.n ?? 0,
      rows: rows.map(({ actorId, firstName, lastName, email, ...row }) => ({
        ...row,
        actor: actorId === null ? null : { id: actorId, firstName: firstName ?? '', lastName: lastName ?? '', email: email ?? '' },
      })),
    };
  }
}

/**
 * A removed person leaves the change log as nobody: entries they made lose their author, entries about
 * them (their e-mail, their roles) keep only that something changed.
 */
export const eraseChangeLog: AccountEraser = async ({ tx, userId }) => {
  await tx.update(changeLog).set({ actorId: null }).where(eq(changeLog.actorId, userId));
  await tx
    .update(changeLog)
    .set({ subjectId: null, target: erasedTarget, before: null, after: null })
    .where(eq(changeLog.subjectId, userId));
};
