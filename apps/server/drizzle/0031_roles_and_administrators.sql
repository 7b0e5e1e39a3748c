CREATE TABLE "instance_administrators" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instance_administrators" ADD CONSTRAINT "instance_administrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Decision 0081: the role that runs the live event is called moderator; owners own the console.
UPDATE "event_members" SET "role" = 'moderator' WHERE "role" = 'organiser';
--> statement-breakpoint
-- An administrator unmade shuts them out of every console: every process drops its cached "is an
-- administrator" at once (as migration 0008 does for roles). Being made one lets in, which nothing caches.
CREATE OR REPLACE FUNCTION foyer_notify_instance_administrator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('foyer_changes', json_build_object('topic', 'instance_administrator', 'user_id', OLD.user_id)::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER instance_administrators_removed AFTER DELETE ON instance_administrators
  FOR EACH ROW EXECUTE FUNCTION foyer_notify_instance_administrator();
