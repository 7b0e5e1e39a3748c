CREATE TABLE "meeting_hosts" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "meeting_hosts_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_registrations" (
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "meeting_registrations_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"primary_speaker_id" integer,
	"is_walk_in" boolean DEFAULT false NOT NULL,
	"enable_host_chat" boolean DEFAULT false NOT NULL,
	"videocall_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_seats_check" CHECK ("meetings"."seats_taken" >= 0 AND "meetings"."seats_taken" <= "meetings"."capacity"),
	CONSTRAINT "meetings_times_check" CHECK ("meetings"."ends_at" > "meetings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"event_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"videocall_id" integer,
	"file" text,
	"download_slug" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"host_name" text,
	"upload_status" text,
	"upload_external_id" text,
	"speaker_name" text DEFAULT '' NOT NULL,
	"session_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_hosts" ADD CONSTRAINT "meeting_hosts_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_hosts" ADD CONSTRAINT "meeting_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_registrations" ADD CONSTRAINT "meeting_registrations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_registrations" ADD CONSTRAINT "meeting_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_waitlist" ADD CONSTRAINT "meeting_waitlist_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_waitlist" ADD CONSTRAINT "meeting_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_primary_speaker_id_users_id_fk" FOREIGN KEY ("primary_speaker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_videocall_id_video_calls_id_fk" FOREIGN KEY ("videocall_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_videocall_id_video_calls_id_fk" FOREIGN KEY ("videocall_id") REFERENCES "public"."video_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_hosts_user_idx" ON "meeting_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meeting_registrations_user_idx" ON "meeting_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_waitlist_meeting_user_key" ON "meeting_waitlist" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "meeting_waitlist_user_idx" ON "meeting_waitlist" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_space_slug_key" ON "meetings" USING btree ("space_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_videocall_key" ON "meetings" USING btree ("videocall_id");--> statement-breakpoint
CREATE INDEX "meetings_space_starts_idx" ON "meetings" USING btree ("space_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_event_starts_idx" ON "meetings" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_download_slug_key" ON "recordings" USING btree ("download_slug");--> statement-breakpoint
CREATE INDEX "recordings_meeting_idx" ON "recordings" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "recordings_event_idx" ON "recordings" USING btree ("event_id");