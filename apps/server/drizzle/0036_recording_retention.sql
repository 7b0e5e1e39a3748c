CREATE TABLE "recording_retention" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"keep_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_retention" ADD CONSTRAINT "recording_retention_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;