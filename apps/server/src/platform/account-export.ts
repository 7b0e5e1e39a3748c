import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { eq, getTableColumns, or } from 'drizzle-orm';
import type { Executor } from './db/database';

/** What a feature's export part gets: the person, read through one snapshot of the database. */
export interface ExportScope {
  /** A read-only, repeatable-read transaction: every part sees the same moment. */
  tx: Executor;
  userId: number;
  /** The account's e-mail (lower-cased), for rows that hold the address rather than the id. */
  email: string;
}

/** One table's rows about the person, as plain JSON-able objects (dates become ISO strings on the way out). */
export type TableExporter = (scope: ExportScope) => Promise<Record<string, unknown>[] | Record<string, unknown> | null>;

/**
 * One feature's part of a person's data export (GDPR art. 15 and 20), by the SQL name of each table it
 * reads: the export's `areas.<owner>.<table>`. `notPersonal` names the feature's tables that reference a
 * person but hold nothing to hand over, each with the reason (the every-table test reads both).
 */
export interface ExportPart {
  tables: Record<string, TableExporter>;
  notPersonal?: Record<string, string>;
}

/**
 * The registry of export parts, the twin of the account erasers (account-erasure.ts): each feature that
 * stores personal data registers its part at start, `platform.accountExport.register('chat', part)`. The
 * accounts feature runs them all in one snapshot. The platform knows none of the tables; the every-table
 * test (accounts.export.api.test.ts) fails for a table that references a person and is in no part.
 */
export class AccountExport {
  private readonly parts: { owner: string; part: ExportPart }[] = [];

  register(owner: string, part: ExportPart): void {
    if (this.parts.some((p) => p.owner === owner)) throw new Error(`export part ${owner} registered twice`);
    const taken = new Set(this.parts.flatMap((p) => [...Object.keys(p.part.tables), ...Object.keys(p.part.notPersonal ?? {})]));
    for (const table of [...Object.keys(part.tables), ...Object.keys(part.notPersonal ?? {})]) {
      if (taken.has(table)) throw new Error(`table ${table} is in two export parts (${owner})`);
    }
    this.parts.push({ owner, part });
  }

  /** Tables exported, by owner; and tables declared not personal, with their reasons (for the tests). */
  coverage(): { exported: Map<string, string>; notPersonal: Map<string, string> } {
    const exported = new Map<string, string>();
    const notPersonal = new Map<string, string>();
    for (const { owner, part } of this.parts) {
      for (const table of Object.keys(part.tables)) exported.set(table, owner);
      for (const [table, reason] of Object.entries(part.notPersonal ?? {})) notPersonal.set(table, reason);
    }
    return { exported, notPersonal };
  }

  /** Every part's tables, `{owner: {table: rows}}`, in registration order; the first failure names its owner. */
  async collect(scope: ExportScope): Promise<Record<string, Record<string, unknown>>> {
    const areas: Record<string, Record<string, unknown>> = {};
    for (const { owner, part } of this.parts) {
      const area: Record<string, unknown> = {};
      for (const [table, read] of Object.entries(part.tables)) {
        try {
          area[table] = await read(scope);
        } catch (err) {
          throw new Error(`export part ${owner} failed on ${table}`, { cause: err });
        }
      }
      areas[owner] = area;
    }
    return areas;
  }
}

/**
 * Where a table without an `event_id` finds its event: each join's column names a row of the next table
 * (`[column, parentId]`), until one whose `eventId` column names the event.
 */
export interface EventVia {
  joins: [column: PgColumn, parentId: PgColumn][];
  eventId: PgColumn;
}

/**
 * The common case of a part: every row of `table` whose `columns` name the person, all its columns but
 * `omit` (secrets such as tokens), keyed by their SQL names as the rest of the API speaks; `via` adds the
 * `event_id` of a table that has none of its own.
 */
export function rowsNaming(table: PgTable, columns: PgColumn[], options: { omit?: PgColumn[]; via?: EventVia } = {}): TableExporter {
  const omitted = new Set((options.omit ?? []).map((c) => c.name));
  const picked: Record<string, PgColumn> = Object.fromEntries(
    Object.values(getTableColumns(table)).filter((c) => !omitted.has(c.name)).map((c) => [c.name, c]),
  );
  const name = getTableConfig(table).name;
  const via = options.via;
  return async ({ tx, userId }) => {
    const naming = or(...columns.map((c) => eq(c, userId)));
    try {
      if (!via) return await tx.select(picked).from(table).where(naming);
      let query = tx.select({ ...picked, event_id: via.eventId }).from(table).$dynamic();
      for (const [column, parentId] of via.joins) query = query.leftJoin(parentId.table as PgTable, eq(parentId, column));
      return await query.where(naming);
    } catch (err) {
      throw new Error(`reading ${name}`, { cause: err });
    }
  };
}
