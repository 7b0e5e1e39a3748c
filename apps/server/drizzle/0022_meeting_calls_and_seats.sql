CREATE TABLE "video_call_hosts" (
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "video_call_hosts_call_id_user_id_pk" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "video_calls" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "video_call_hosts" ADD CONSTRAINT "video_call_hosts_call_id_video_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_hosts" ADD CONSTRAINT "video_call_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_call_hosts_user_idx" ON "video_call_hosts" USING btree ("user_id");--> statement-breakpoint
-- Seats are counted by the database itself (decision 0032): every registration taken or given back moves
-- `meetings.seats_taken`, whose CHECK refuses one beyond `capacity`. Concurrent registrations queue on the
-- meeting row's lock that the UPDATE takes, so however many arrive at once, never more than capacity get in.
CREATE OR REPLACE FUNCTION foyer_meeting_seats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE meetings SET seats_taken = seats_taken + 1 WHERE id = NEW.meeting_id;
  ELSE
    UPDATE meetings SET seats_taken = seats_taken - 1 WHERE id = OLD.meeting_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER meeting_registrations_seats AFTER INSERT OR DELETE ON meeting_registrations
  FOR EACH ROW EXECUTE FUNCTION foyer_meeting_seats();
--> statement-breakpoint
-- Registrations stored before the trigger existed are counted once.
UPDATE meetings m SET seats_taken = (SELECT count(*) FROM meeting_registrations r WHERE r.meeting_id = m.id);
