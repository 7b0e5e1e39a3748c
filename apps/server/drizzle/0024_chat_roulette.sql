CREATE SEQUENCE "public"."chat_roulette_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "chat_roulette_announcements" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"announced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_roulette_entries" (
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"socket_id" text NOT NULL,
	"roulette_id" text NOT NULL,
	"waiting_since" timestamp with time zone NOT NULL,
	"partner_id" integer,
	"call_id" integer,
	"last_partner_id" integer,
	"dnd_before" boolean NOT NULL,
	CONSTRAINT "chat_roulette_entries_space_id_user_id_pk" PRIMARY KEY("space_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_roulette_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" text NOT NULL,
	"call_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_roulette_announcements" ADD CONSTRAINT "chat_roulette_announcements_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD CONSTRAINT "chat_roulette_entries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD CONSTRAINT "chat_roulette_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD CONSTRAINT "chat_roulette_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD CONSTRAINT "chat_roulette_entries_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD CONSTRAINT "chat_roulette_entries_call_id_video_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD CONSTRAINT "chat_roulette_entries_last_partner_id_users_id_fk" FOREIGN KEY ("last_partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_reports" ADD CONSTRAINT "chat_roulette_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_reports" ADD CONSTRAINT "chat_roulette_reports_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_reports" ADD CONSTRAINT "chat_roulette_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_reports" ADD CONSTRAINT "chat_roulette_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_roulette_reports" ADD CONSTRAINT "chat_roulette_reports_call_id_video_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_roulette_entries_socket_idx" ON "chat_roulette_entries" USING btree ("socket_id");--> statement-breakpoint
CREATE INDEX "chat_roulette_entries_user_idx" ON "chat_roulette_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_roulette_reports_space_idx" ON "chat_roulette_reports" USING btree ("space_id","reporter_id","reported_id");