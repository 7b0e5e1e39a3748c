-- Change notifications for the caches of sign-ins, events and roles (decision 0012): every commit that
-- can shut someone out sends a notice on channel foyer_changes, whatever code made the change, and every
-- server process listening drops what it cached and checks its live sockets again. Changes that only let
-- people in need none (nothing that lets people in less is cached).
CREATE OR REPLACE FUNCTION foyer_notify_auth_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'auth_session', 'session_id', NEW.id, 'user_id', NEW.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_revoked AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at) EXECUTE FUNCTION foyer_notify_auth_session();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'user', 'user_id', OLD.id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_standing_changed AFTER UPDATE OF is_active, terms_agreed ON users
  FOR EACH ROW WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.terms_agreed IS DISTINCT FROM NEW.terms_agreed)
  EXECUTE FUNCTION foyer_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_removed AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION foyer_notify_user();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_notify_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('foyer_changes', json_build_object(
      'topic', 'event', 'event_id', OLD.id, 'slug', OLD.slug, 'old_slug', OLD.slug, 'access_changed', true)::text);
    RETURN NULL;
  END IF;
  PERFORM pg_notify('foyer_changes', json_build_object(
    'topic', 'event', 'event_id', NEW.id, 'slug', NEW.slug, 'old_slug', OLD.slug,
    'access_changed', OLD.published IS DISTINCT FROM NEW.published OR OLD.invite_only IS DISTINCT FROM NEW.invite_only
      OR OLD.slug IS DISTINCT FROM NEW.slug)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_changed AFTER UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION foyer_notify_event();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_notify_event_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object(
    'topic', 'event_member', 'event_id', OLD.event_id, 'user_id', OLD.user_id,
    'event_slug', (SELECT slug FROM events WHERE id = OLD.event_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_members_role_changed AFTER UPDATE OF role ON event_members
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION foyer_notify_event_member();
--> statement-breakpoint
CREATE TRIGGER event_members_removed AFTER DELETE ON event_members FOR EACH ROW EXECUTE FUNCTION foyer_notify_event_member();
