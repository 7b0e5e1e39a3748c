import { sql } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/database';

/**
 * Every row the server commits, noted by a trigger on every table of the test's own database (decision 0099):
 * a refused request must leave no note. A note is written in the writer's transaction, so a write that rolled
 * back leaves none; and reading the newest note is one cheap query, where a checksum of every table would
 * cost one per table. `ignored` tables are written by refusals on purpose (a rate limit's count).
 */
export class WriteLog {
  private constructor(private readonly db: Db) {}

  static async install(db: Db, ignored: readonly string[]): Promise<WriteLog> {
    await db.execute(sql`CREATE TABLE fuzz_writes (id bigserial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`);
    await db.execute(sql.raw(`CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO fuzz_writes (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`));
    const tables = await db.execute<{ name: string }>(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes'`);
    for (const { name } of tables.rows) {
      if (ignored.includes(name)) continue;
      await db.execute(sql.raw(`CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_note_write()`));
    }
    return new WriteLog(db);
  }

  /** Where the log stands now. */
  async mark(): Promise<number> {
    const { rows } = await this.db.execute<{ id: string | null }>(sql`SELECT max(id) AS id FROM fuzz_writes`);
    return Number(rows[0]?.id ?? 0);
  }

  /** The writes committed since `mark`, as `INSERT chat_messages ×2`. */
  async since(mark: number): Promise<string[]> {
    const { rows } = await this.db.execute<{ table_name: string; operation: string; n: number }>(
      sql`SELECT table_name, operation, count(*)::int AS n FROM fuzz_writes WHERE id > ${mark} GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    return rows.map((r) => `${r.operation} ${r.table_name} ×${r.n}`);
  }
}
