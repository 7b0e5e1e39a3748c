ALTER TABLE "video_calls" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A call's version rises with every change of the call, of its participants and of its hosts, whatever code
-- made it (decision 0061): every broadcast of the call carries it, and a page keeps the newer of two.
CREATE OR REPLACE FUNCTION foyer_video_call_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_calls_version BEFORE UPDATE ON video_calls FOR EACH ROW EXECUTE FUNCTION foyer_video_call_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foyer_video_call_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE video_calls SET version = version + 1 WHERE id = OLD.call_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.call_id IS DISTINCT FROM OLD.call_id) THEN
    UPDATE video_calls SET version = version + 1 WHERE id = NEW.call_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER video_call_participants_version AFTER INSERT OR UPDATE OR DELETE ON video_call_participants
  FOR EACH ROW EXECUTE FUNCTION foyer_video_call_people_changed();
--> statement-breakpoint
CREATE TRIGGER video_call_hosts_version AFTER INSERT OR UPDATE OR DELETE ON video_call_hosts
  FOR EACH ROW EXECUTE FUNCTION foyer_video_call_people_changed();
