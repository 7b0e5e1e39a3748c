CREATE TABLE "video_call_access" (
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_call_access_call_id_user_id_pk" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_call_invites" (
	"event_id" integer NOT NULL,
	"caller_id" integer NOT NULL,
	"callee_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_call_invites_event_id_caller_id_callee_id_pk" PRIMARY KEY("event_id","caller_id","callee_id")
);
--> statement-breakpoint
CREATE TABLE "video_call_participants" (
	"call_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_call_participants_call_id_user_id_pk" PRIMARY KEY("call_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "video_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"space_id" integer,
	"display_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"admin_id" integer,
	"speaker_id" integer,
	"x_position" real,
	"y_position" real,
	"permanent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"emptied_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "video_call_access" ADD CONSTRAINT "video_call_access_call_id_video_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_access" ADD CONSTRAINT "video_call_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_invites" ADD CONSTRAINT "video_call_invites_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_invites" ADD CONSTRAINT "video_call_invites_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_invites" ADD CONSTRAINT "video_call_invites_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_participants" ADD CONSTRAINT "video_call_participants_call_id_video_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_participants" ADD CONSTRAINT "video_call_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_speaker_id_users_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_call_invites_callee_idx" ON "video_call_invites" USING btree ("callee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_call_participants_user_key" ON "video_call_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "video_calls_event_idx" ON "video_calls" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "video_calls_space_idx" ON "video_calls" USING btree ("space_id");