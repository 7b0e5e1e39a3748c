-- The directory cache (decision 0031) keeps each filter's ordered people per process. Besides the presence
-- and attendee notices of migration 0013, it must hear who becomes listable or stops being so and any change
-- of tags: once per writing statement, a notice {topic: 'directory'} on foyer_changes empties it everywhere.
CREATE OR REPLACE FUNCTION foyer_notify_directory() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'directory', 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_members_directory_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF joined_at, user_id, event_id ON event_members
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_directory();
--> statement-breakpoint
CREATE TRIGGER users_directory_changed AFTER UPDATE OF is_active, terms_agreed ON users
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_directory();
--> statement-breakpoint
CREATE TRIGGER attendee_tag_links_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendee_tag_links
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_directory();
--> statement-breakpoint
CREATE TRIGGER attendee_tags_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendee_tags
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_directory();
--> statement-breakpoint
CREATE TRIGGER attendee_tag_categories_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attendee_tag_categories
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_directory();
