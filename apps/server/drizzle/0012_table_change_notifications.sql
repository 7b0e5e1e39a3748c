-- Change notifications for the cached hot replies (decision 0017): once per writing statement on a table
-- those replies are read from, a notice {topic: 'table_changed', table} on channel foyer_changes; every
-- server process drops the cached replies that read that table. Statement-level: a bulk change costs one
-- notice, and PostgreSQL folds equal notices of one transaction into one.
CREATE OR REPLACE FUNCTION foyer_notify_table_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'table_changed', 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER spaces_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON spaces
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER menu_items_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER map_settings_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_settings
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER map_areas_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_areas
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER program_entries_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_entries
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER booths_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booths
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER booth_categories_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_categories
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER booth_staff_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_staff
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER booth_documents_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_documents
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER booth_videos_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON booth_videos
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER jobs_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER business_cards_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON business_cards
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
-- A map shows its public chat's id only: chats created, removed or moved, not their other changes.
CREATE TRIGGER chats_table_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF space_id ON chats
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
-- Booth staff show a person's name, picture, job title and company: only changes of those (sign-ins,
-- agreements and other columns write users often and change no cached reply). Removing a person removes
-- their booth_staff rows, which notify.
CREATE TRIGGER users_table_changed AFTER UPDATE OF first_name, last_name, mugshot, jobtitle, company, hidden_profile_fields ON users
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
