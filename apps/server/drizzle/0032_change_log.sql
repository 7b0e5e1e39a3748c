CREATE TABLE "change_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"actor_id" integer,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"subject_id" integer,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_event_idx" ON "change_log" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "change_log_actor_idx" ON "change_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "change_log_subject_idx" ON "change_log" USING btree ("subject_id");