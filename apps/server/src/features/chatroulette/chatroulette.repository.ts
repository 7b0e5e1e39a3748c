import { and, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { users } from '../identity/accounts.schema';
import { eventMembers, events } from '../identity/events.schema';
import type { Executor } from '../../platform/db/database';
import { senderColumns, type SenderRow } from '../identity';
// Read-only: an entry counts exactly as long as its socket's presence row is live (as a stage's attendance).
import { presenceConnections } from '../presence/presence.schema';
import { chatRouletteAnnouncements, chatRouletteEntries, chatRouletteReports } from './chatroulette.schema';

export type EntryRow = typeof chatRouletteEntries.$inferSelect;
export type ReportRow = typeof chatRouletteReports.$inferSelect;

/**
 * Whether two people must never be put together (`a` and `b` are SQL user ids): another feature's rule,
 * such as a person blocking another. Added to the `rouletteBarriers` hook.
 */
export type PairingBarrier = (refs: { a: SQL; b: SQL; eventId: SQL }) => SQL;

const personColumns = senderColumns;

export class ChatRouletteRepository {
  constructor(readonly db: Executor) {}

  /** A transaction-long lock of one roulette's queue: pairings of a roulette happen one at a time, on every process. */
  async lock(tx: Executor, spaceId: number): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x0c4a7}, ${spaceId})`);
  }

  /** The number of a change (the sequence grows across every roulette). */
  async nextSeq(tx: Executor): Promise<number> {
    const rows = await tx.execute<{ seq: string }>(sql`select nextval('chat_roulette_seq')::text as seq`);
    return Number(rows.rows[0]!.seq);
  }

  async entry(tx: Executor, spaceId: number, userId: number): Promise<EntryRow | null> {
    const [row] = await tx
      .select()
      .from(chatRouletteEntries)
      .where(and(eq(chatRouletteEntries.spaceId, spaceId), eq(chatRouletteEntries.userId, userId)));
    return row ?? null;
  }

  /** The socket's page went: its seats are kept from `now` for the grace period (answers how many). */
  async markSocketGone(socketId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(chatRouletteEntries)
      .set({ goneAt: now })
      .where(and(eq(chatRouletteEntries.socketId, socketId), isNull(chatRouletteEntries.goneAt)))
      .returning({ userId: chatRouletteEntries.userId });
    return rows.length;
  }

  /** Seats whose socket has no live presence row (its process crashed or stopped) are gone from `now`. */
  async markStaleGone(now: Date, since: Date): Promise<void> {
    await this.db.execute(sql`
      update ${chatRouletteEntries} e set gone_at = ${now}
      where e.gone_at is null
        and not exists (select 1 from ${presenceConnections} pc where pc.socket_id = e.socket_id and pc.last_seen_at >= ${since})`);
  }

  /** Seats gone since before `before` (their grace is over), with their event. */
  async lapsed(before: Date): Promise<{ entry: EntryRow; eventSlug: string }[]> {
    const rows = await this.db
      .select({ entry: chatRouletteEntries, eventSlug: events.slug })
      .from(chatRouletteEntries)
      .innerJoin(events, eq(events.id, chatRouletteEntries.eventId))
      .where(lte(chatRouletteEntries.goneAt, before));
    return rows;
  }

  /**
   * Pairs whose round is over at `now` (the roulette's `round_minutes`, when above 0), one entry per pair, with
   * their event.
   */
  async roundsOver(now: Date): Promise<{ entry: EntryRow; eventSlug: string }[]> {
    const minutes = sql`(s.settings->>'round_minutes')::int`;
    const rows = await this.db.execute<{ space_id: number; user_id: number; event_slug: string }>(sql`
      select e.space_id, e.user_id, ev.slug as event_slug from ${chatRouletteEntries} e
      join spaces s on s.id = e.space_id
      join ${events} ev on ev.id = e.event_id
      where e.partner_id is not null and e.user_id < e.partner_id and e.paired_at is not null
        and jsonb_typeof(s.settings->'round_minutes') = 'number' and ${minutes} > 0
        and e.paired_at + make_interval(mins => ${minutes}) <= ${now.toISOString()}::timestamptz`);
    const found: { entry: EntryRow; eventSlug: string }[] = [];
    for (const row of rows.rows) {
      const entry = await this.entry(this.db, row.space_id, row.user_id);
      if (entry) found.push({ entry, eventSlug: row.event_slug });
    }
    return found;
  }

  /** Whether the socket has a presence row seen since `since` (its page is still there). */
  async socketLive(tx: Executor, socketId: string, since: Date): Promise<boolean> {
    const rows = await tx.execute(sql`select 1 from ${presenceConnections} where socket_id = ${socketId} and last_seen_at >= ${since}`);
    return rows.rows.length > 0;
  }

  /** The person's do-not-disturb as it was before any roulette: kept on another roulette's entry, else now. */
  async dndBefore(tx: Executor, userId: number): Promise<boolean> {
    const rows = await tx.execute<{ dnd: boolean }>(sql`
      select coalesce((select dnd_before from ${chatRouletteEntries} where user_id = ${userId} limit 1), u.do_not_disturb) as dnd
      from ${users} u where u.id = ${userId}`);
    return rows.rows[0]?.dnd ?? false;
  }

  async setDnd(tx: Executor, userId: number, value: boolean): Promise<void> {
    await tx.update(users).set({ doNotDisturb: value }).where(and(eq(users.id, userId), sql`${users.doNotDisturb} is distinct from ${value}`));
  }

  async hasOtherEntries(tx: Executor, userId: number): Promise<boolean> {
    const rows = await tx.select({ one: sql`1` }).from(chatRouletteEntries).where(eq(chatRouletteEntries.userId, userId)).limit(1);
    return rows.length > 0;
  }

  /**
   * The partner for `me` (waiting, not paired): the longest-waiting live person (not gone) of the roulette who is not
   * `me`, not the one either was paired with last, never reported by or reporting `me` here, and whom no
   * barrier keeps apart.
   */
  async candidate(tx: Executor, me: EntryRow, since: Date, barriers: readonly PairingBarrier[]): Promise<EntryRow | null> {
    const a = sql`${me.userId}::integer`;
    const b = sql`e.user_id`;
    const eventId = sql`${me.eventId}::integer`;
    const apart = barriers.map((barrier) => sql` and not (${barrier({ a, b, eventId })})`);
    const rows = await tx.execute<{ user_id: number }>(sql`
      select e.user_id from ${chatRouletteEntries} e
      where e.space_id = ${me.spaceId} and e.partner_id is null and e.gone_at is null and e.user_id <> ${me.userId}
        and e.user_id is distinct from ${me.lastPartnerId}::integer and e.last_partner_id is distinct from ${me.userId}::integer
        and exists (select 1 from ${presenceConnections} pc where pc.socket_id = e.socket_id and pc.last_seen_at >= ${since})
        and not exists (select 1 from ${chatRouletteReports} r where r.space_id = e.space_id
          and ((r.reporter_id = ${me.userId} and r.reported_id = e.user_id) or (r.reporter_id = e.user_id and r.reported_id = ${me.userId})))
        ${sql.join(apart, sql``)}
      order by e.waiting_since, e.user_id
      limit 1`);
    const found = rows.rows[0];
    return found ? this.entry(tx, me.spaceId, found.user_id) : null;
  }

  async update(tx: Executor, spaceId: number, userId: number, values: Partial<EntryRow>): Promise<void> {
    await tx
      .update(chatRouletteEntries)
      .set(values)
      .where(and(eq(chatRouletteEntries.spaceId, spaceId), eq(chatRouletteEntries.userId, userId)));
  }

  async insert(tx: Executor, row: EntryRow): Promise<void> {
    await tx.insert(chatRouletteEntries).values(row);
  }

  async remove(tx: Executor, spaceId: number, userId: number): Promise<void> {
    await tx.delete(chatRouletteEntries).where(and(eq(chatRouletteEntries.spaceId, spaceId), eq(chatRouletteEntries.userId, userId)));
  }

  /** Whether the person gave a first and last name: only they are paired (decision 0070). */
  async hasName(tx: Executor, userId: number): Promise<boolean> {
    const [row] = await tx.select({ hasName: users.hasName }).from(users).where(eq(users.id, userId));
    return row?.hasName ?? false;
  }

  /** Live people waiting in the roulette. */
  async waitingCount(ex: Executor, spaceId: number, since: Date): Promise<number> {
    const rows = await ex.execute<{ n: number }>(sql`
      select count(*)::int as n from ${chatRouletteEntries} e
      where e.space_id = ${spaceId} and e.partner_id is null and e.gone_at is null
        and exists (select 1 from ${presenceConnections} pc where pc.socket_id = e.socket_id and pc.last_seen_at >= ${since})`);
    return rows.rows[0]?.n ?? 0;
  }

  /** Claims the roulette's `chatroulette_started` for now, unless it went out within `everyMs`. */
  async claimAnnouncement(tx: Executor, spaceId: number, now: Date, everyMs: number): Promise<boolean> {
    const before = new Date(now.getTime() - everyMs);
    const rows = await tx
      .insert(chatRouletteAnnouncements)
      .values({ spaceId, announcedAt: now })
      .onConflictDoUpdate({ target: chatRouletteAnnouncements.spaceId, set: { announcedAt: now }, setWhere: sql`${chatRouletteAnnouncements.announcedAt} <= ${before}` })
      .returning({ spaceId: chatRouletteAnnouncements.spaceId });
    return rows.length > 0;
  }

  async addReport(tx: Executor, row: Omit<ReportRow, 'id'>): Promise<ReportRow> {
    const [inserted] = await tx.insert(chatRouletteReports).values(row).returning();
    if (!inserted) throw new Error('report insert returned nothing');
    return inserted;
  }

  reports(spaceId: number): Promise<ReportRow[]> {
    return this.db.select().from(chatRouletteReports).where(eq(chatRouletteReports.spaceId, spaceId)).orderBy(desc(chatRouletteReports.createdAt), desc(chatRouletteReports.id));
  }

  /** People of the event by id, as others see them (their event visibility joined). */
  async people(eventId: number, ids: number[]): Promise<Map<number, SenderRow>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select(personColumns)
      .from(users)
      .leftJoin(eventMembers, and(eq(eventMembers.userId, users.id), eq(eventMembers.eventId, eventId)))
      .where(inArray(users.id, unique));
    return new Map(rows.map((r) => [r.id, r]));
  }
}
