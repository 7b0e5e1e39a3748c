CREATE TABLE "event_invitations" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"invited_at" timestamp with time zone,
	"invited_by" integer,
	"last_sent_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_member_id_event_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."event_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_invitations" ADD CONSTRAINT "event_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;