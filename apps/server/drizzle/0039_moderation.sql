CREATE TABLE "event_bans" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_bans_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"message_id" integer,
	"reason" text NOT NULL,
	"source" text DEFAULT 'report' NOT NULL,
	"roulette_report_id" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"action" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_silences" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moderation_silences_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_bans" ADD CONSTRAINT "event_bans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bans" ADD CONSTRAINT "event_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bans" ADD CONSTRAINT "event_bans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_roulette_report_id_chat_roulette_reports_id_fk" FOREIGN KEY ("roulette_report_id") REFERENCES "public"."chat_roulette_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_silences" ADD CONSTRAINT "moderation_silences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_silences" ADD CONSTRAINT "moderation_silences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_silences" ADD CONSTRAINT "moderation_silences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_bans_user_idx" ON "event_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_event_idx" ON "moderation_reports" USING btree ("event_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_message_key" ON "moderation_reports" USING btree ("reporter_id","message_id") WHERE "moderation_reports"."message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_person_key" ON "moderation_reports" USING btree ("event_id","reporter_id","target_user_id") WHERE "moderation_reports"."kind" = 'person' and "moderation_reports"."source" = 'report';--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_roulette_key" ON "moderation_reports" USING btree ("roulette_report_id");--> statement-breakpoint
CREATE INDEX "moderation_silences_user_idx" ON "moderation_silences" USING btree ("user_id");--> statement-breakpoint
-- A ban given, changed or lifted changes who may enter the event: the same notice as a role change, so every
-- process drops its cached entry and checks the person's open sockets again (events.revocation.ts).
CREATE OR REPLACE FUNCTION foyer_notify_event_ban() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed event_bans;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('foyer_changes', json_build_object(
    'topic', 'event_member', 'event_id', changed.event_id, 'user_id', changed.user_id,
    'event_slug', (SELECT slug FROM events WHERE id = changed.event_id))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_bans_changed AFTER INSERT OR UPDATE OR DELETE ON event_bans FOR EACH ROW EXECUTE FUNCTION foyer_notify_event_ban();
--> statement-breakpoint
-- Every process keeps the silences in force per event (every public post asks): a change drops them everywhere.
CREATE TRIGGER moderation_silences_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON moderation_silences
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
