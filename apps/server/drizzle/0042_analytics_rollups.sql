CREATE TABLE "analytics_hours" (
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"day_new" integer DEFAULT 0 NOT NULL,
	"event_new" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_hours_event_id_space_id_hour_pk" PRIMARY KEY("event_id","space_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_presence" (
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_presence_event_id_space_id_user_id_hour_pk" PRIMARY KEY("event_id","space_id","user_id","hour")
);
--> statement-breakpoint
CREATE TABLE "analytics_settings" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"retention_days" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_watermarks" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_video_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"user_id" integer,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_time" ADD COLUMN "folded_beats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_hours" ADD CONSTRAINT "analytics_hours_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_presence" ADD CONSTRAINT "analytics_presence_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_presence" ADD CONSTRAINT "analytics_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_settings" ADD CONSTRAINT "analytics_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_video_plays" ADD CONSTRAINT "booth_video_plays_video_id_booth_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."booth_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_video_plays" ADD CONSTRAINT "booth_video_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_presence_hour_idx" ON "analytics_presence" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "booth_video_plays_video_idx" ON "booth_video_plays" USING btree ("video_id","user_id");--> statement-breakpoint
CREATE INDEX "page_time_unfolded_idx" ON "page_time" USING btree ("event_id") WHERE "page_time"."beats" > "page_time"."folded_beats";