import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { CurrentUserFields } from './current-user-fields';

const refs = { userId: sql`users.id`, eventId: sql`$2::int`, now: sql`$3::timestamptz` };

describe('CurrentUserFields', () => {
  it('builds one JSON object of every registered field, in registration order', () => {
    const fields = new CurrentUserFields();
    fields.register('is_online', ({ userId }) => sql`exists (select 1 from presence_connections where user_id = ${userId})`);
    fields.register('tags', () => sql`'[]'::json`);
    const { sql: text } = new PgDialect().sqlToQuery(fields.objectSql(refs));
    expect(text).toBe("json_build_object('is_online', (exists (select 1 from presence_connections where user_id = users.id)), 'tags', ('[]'::json))");
    expect(fields.names()).toEqual(['is_online', 'tags']);
  });

  it('refuses a field twice, a name that is no field, and a field after the statement was built', () => {
    const fields = new CurrentUserFields();
    fields.register('tags', () => sql`'[]'::json`);
    expect(() => fields.register('tags', () => sql`null`)).toThrow(/twice/);
    expect(() => fields.register("x'); drop table users; --", () => sql`null`)).toThrow(/no field name/);
    fields.objectSql(refs);
    expect(() => fields.register('is_online', () => sql`true`)).toThrow(/after the statement/);
  });
});
