CREATE TABLE "cinema_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"cinema_id" integer NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text,
	"duration_seconds" real,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posters" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"title" text NOT NULL,
	"author_id" integer,
	"author_names" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"pdf" text,
	"preview" text,
	"video_url" text,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cinema_videos" ADD CONSTRAINT "cinema_videos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cinema_videos" ADD CONSTRAINT "cinema_videos_cinema_id_spaces_id_fk" FOREIGN KEY ("cinema_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posters" ADD CONSTRAINT "posters_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cinema_videos_cinema_idx" ON "cinema_videos" USING btree ("cinema_id","order");--> statement-breakpoint
CREATE INDEX "posters_space_idx" ON "posters" USING btree ("space_id","order");--> statement-breakpoint
CREATE INDEX "posters_author_idx" ON "posters" USING btree ("author_id");