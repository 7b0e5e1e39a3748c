-- The attendee search text stored (decision 0019): computing foyer_attendee_search() for every candidate
-- row at query time (unaccent per row) kept the directory at 20,000 attendees far below its goal. A
-- generated column is kept by PostgreSQL on every write of the users row, whatever code writes it.
ALTER TABLE users ADD COLUMN attendee_search text GENERATED ALWAYS AS (
  public.foyer_attendee_search(first_name, last_name, jobtitle, company, hidden_profile_fields, incognito_mode, alias_name)) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS users_attendee_search_idx;
--> statement-breakpoint
CREATE INDEX users_attendee_search_trgm_idx ON users USING gin (attendee_search public.gin_trgm_ops);
