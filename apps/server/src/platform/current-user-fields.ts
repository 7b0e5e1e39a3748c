import { sql, type SQL } from 'drizzle-orm';

/**
 * Fields of `current_user` that other features know (decision 0031): the attendees feature its tags, presence
 * `is_online`, video calls `videocall_status`. Each feature registers an SQL expression at registration; the
 * accounts feature puts them all into its one prepared statement, so `current_user` stays one round trip and
 * neither side imports the other.
 */
export interface CurrentUserFieldRefs {
  /** The person's `users.id`. */
  userId: SQL;
  /** The event asked for with `?event_slug=` (an int parameter), null without one. */
  eventId: SQL;
  /** The server's clock now (a timestamptz parameter), for windows such as presence. */
  now: SQL;
}

/** A JSON-valued SQL expression of one field; it must answer a value even without an event. */
export type CurrentUserFieldSql = (refs: CurrentUserFieldRefs) => SQL;

export class CurrentUserFields {
  private readonly fields = new Map<string, CurrentUserFieldSql>();
  private sealed = false;

  /** `field` is the contract's name of the field (`tags`, `is_online`, …). */
  register(field: string, expression: CurrentUserFieldSql): void {
    if (this.sealed) throw new Error(`current_user field "${field}" is registered after the statement was built`);
    if (!/^[a-z_]+$/.test(field)) throw new Error(`current_user field "${field}" is no field name`);
    if (this.fields.has(field)) throw new Error(`current_user field "${field}" is registered twice`);
    this.fields.set(field, expression);
  }

  names(): string[] {
    return [...this.fields.keys()];
  }

  /** One `json_build_object(…)` of every registered field; no more registrations after this. */
  objectSql(refs: CurrentUserFieldRefs): SQL {
    this.sealed = true;
    const pairs = [...this.fields].map(([name, expression]) => sql`${sql.raw(`'${name}'`)}, (${expression(refs)})`);
    return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  }
}
