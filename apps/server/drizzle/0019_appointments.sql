CREATE TABLE "appointment_holds" (
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"during" "tstzrange" NOT NULL,
	CONSTRAINT "appointment_holds_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"subject" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"location_type" text DEFAULT 'VIRTUAL' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"previous_schedule_id" integer,
	"videocall_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_calls" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_schedule_id_appointment_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."appointment_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_previous_schedule_id_appointment_schedules_id_fk" FOREIGN KEY ("previous_schedule_id") REFERENCES "public"."appointment_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_schedules" ADD CONSTRAINT "appointment_schedules_videocall_id_video_calls_id_fk" FOREIGN KEY ("videocall_id") REFERENCES "public"."video_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_schedules_sender_idx" ON "appointment_schedules" USING btree ("event_id","sender_id","start_date");--> statement-breakpoint
CREATE INDEX "appointment_schedules_receiver_idx" ON "appointment_schedules" USING btree ("event_id","receiver_id","start_date");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;--> statement-breakpoint
ALTER TABLE "appointment_holds" ADD CONSTRAINT "appointment_holds_no_overlap" EXCLUDE USING gist ("event_id" WITH =, "user_id" WITH =, "during" WITH &&);
