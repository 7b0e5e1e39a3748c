CREATE TABLE "analytics_sign_ins" (
	"event_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_sign_ins_event_id_hour_pk" PRIMARY KEY("event_id","hour")
);
--> statement-breakpoint
ALTER TABLE "analytics_sign_ins" ADD CONSTRAINT "analytics_sign_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The sessions still kept, folded once as the figures counted them so far (decision 0096): per event whose list holds the person.
INSERT INTO "analytics_sign_ins" ("event_id", "hour", "n")
SELECT m."event_id", date_trunc('hour', a."created_at"), count(*)::int
FROM "auth_sessions" a JOIN "event_members" m ON m."user_id" = a."user_id"
GROUP BY 1, 2;
