--> statement-breakpoint
-- Attendee directory search (decision 0019): words of name, job title and company anywhere, case and
-- accents ignored, over what others may see (an incognito person only by alias; hidden fields not at all).
-- A trigram GIN index on that text answers `LIKE '%word%'` at 20,000 attendees.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- `unaccent` is only STABLE (its dictionary could change); with the dictionary named it may be wrapped as
-- IMMUTABLE for an index, the usual way.
CREATE OR REPLACE FUNCTION public.foyer_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.foyer_attendee_search(first_name text, last_name text, jobtitle text, company text,
  hidden jsonb, incognito boolean, alias text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.lower(public.foyer_unaccent(CASE WHEN incognito THEN coalesce(alias, '') ELSE
    first_name || ' ' || last_name
    || CASE WHEN hidden ? 'jobtitle' THEN '' ELSE ' ' || jobtitle END
    || CASE WHEN hidden ? 'company' THEN '' ELSE ' ' || company END END)) $$;
--> statement-breakpoint
CREATE INDEX users_attendee_search_idx ON users USING gin (
  public.foyer_attendee_search(first_name, last_name, jobtitle, company, hidden_profile_fields, incognito_mode, alias_name) gin_trgm_ops);
--> statement-breakpoint
-- Live attendee updates (docs/realtime.md, "Attendees"): every change that others see of a person sends
-- a notice on foyer_changes, whatever code made it; each server process tells its own subscribers.
-- Presence: sockets appearing and going, per statement (the presence writer batches thousands of rows).
CREATE OR REPLACE FUNCTION foyer_notify_presence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  chunk json;
BEGIN
  FOR chunk IN
    SELECT json_agg(json_build_array(user_id, event_id))
    FROM (SELECT user_id, event_id, (row_number() OVER ()) / 150 AS grp
          FROM (SELECT DISTINCT user_id, event_id FROM changed_rows) d) numbered
    GROUP BY grp
  LOOP
    PERFORM pg_notify('foyer_changes', json_build_object('topic', 'presence', 'people', chunk)::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER presence_connections_opened AFTER INSERT ON presence_connections
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_presence();
--> statement-breakpoint
CREATE TRIGGER presence_connections_closed AFTER DELETE ON presence_connections
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_presence();
--> statement-breakpoint
-- A person's profile, do-not-disturb or privacy changed (any of the columns others see).
CREATE OR REPLACE FUNCTION foyer_notify_attendee() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'attendee', 'user_id', NEW.id,
    'privacy_changed', OLD.is_public IS DISTINCT FROM NEW.is_public)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_attendee_changed AFTER UPDATE ON users FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.mugshot, OLD.about, OLD.linkedin, OLD.facebook, OLD.twitter, OLD.instagram,
         OLD.jobtitle, OLD.company, OLD.location_type, OLD.is_public, OLD.do_not_disturb, OLD.hidden_profile_fields,
         OLD.hide_document, OLD.incognito_mode, OLD.alias_name, OLD.document, OLD.document_name)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.mugshot, NEW.about, NEW.linkedin, NEW.facebook, NEW.twitter, NEW.instagram,
         NEW.jobtitle, NEW.company, NEW.location_type, NEW.is_public, NEW.do_not_disturb, NEW.hidden_profile_fields,
         NEW.hide_document, NEW.incognito_mode, NEW.alias_name, NEW.document, NEW.document_name))
  EXECUTE FUNCTION foyer_notify_attendee();
--> statement-breakpoint
-- A person's privacy in one event (`update_privacy_status`).
CREATE OR REPLACE FUNCTION foyer_notify_member_privacy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'attendee', 'user_id', NEW.user_id,
    'event_id', NEW.event_id, 'privacy_changed', true)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_members_privacy_changed AFTER UPDATE OF is_public ON event_members FOR EACH ROW
  WHEN (OLD.is_public IS DISTINCT FROM NEW.is_public) EXECUTE FUNCTION foyer_notify_member_privacy();
