CREATE TABLE "feed_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"source" text NOT NULL,
	"author_name" text NOT NULL,
	"author_handle" text DEFAULT '' NOT NULL,
	"author_avatar" text,
	"text" text NOT NULL,
	"url" text,
	"posted_at" timestamp with time zone NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_sources" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"instance_url" text,
	"claimed_at" timestamp with time zone,
	"last_fetched_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_posts" ADD CONSTRAINT "feed_posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_sources" ADD CONSTRAINT "feed_sources_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_posts_event_external_key" ON "feed_posts" USING btree ("event_id","external_id");--> statement-breakpoint
CREATE INDEX "feed_posts_event_posted_idx" ON "feed_posts" USING btree ("event_id","posted_at");