CREATE TABLE "calendar_feeds" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enable_host_chat" boolean DEFAULT false NOT NULL,
	"videocall_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performer_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"performer_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performers" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"mugshot" text,
	"location_type" text DEFAULT 'virtual' NOT NULL,
	"descriptive_line" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_entry_performers" (
	"entry_id" integer NOT NULL,
	"performer_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "program_entry_performers_entry_id_performer_id_pk" PRIMARY KEY("entry_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "program_entry_tombstones" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"sequence" integer NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spaces" ADD COLUMN "location_type" text DEFAULT 'virtual' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_entries" ADD COLUMN "subtitle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "program_entries" ADD COLUMN "links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "program_entries" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "program_entries" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "program_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "program_tags" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "program_tags" ADD COLUMN "category_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sessions" ADD CONSTRAINT "group_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sessions" ADD CONSTRAINT "group_sessions_videocall_id_video_calls_id_fk" FOREIGN KEY ("videocall_id") REFERENCES "public"."video_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_attachments" ADD CONSTRAINT "performer_attachments_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry_performers" ADD CONSTRAINT "program_entry_performers_entry_id_program_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."program_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry_performers" ADD CONSTRAINT "program_entry_performers_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry_tombstones" ADD CONSTRAINT "program_entry_tombstones_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "group_sessions_event_idx" ON "group_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "performer_attachments_performer_idx" ON "performer_attachments" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "performers_event_name_idx" ON "performers" USING btree ("event_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "performers_event_external_key" ON "performers" USING btree ("event_id","external_id") WHERE external_id is not null;--> statement-breakpoint
CREATE INDEX "program_entry_performers_performer_idx" ON "program_entry_performers" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "program_entry_tombstones_event_idx" ON "program_entry_tombstones" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "program_entries_event_external_key" ON "program_entries" USING btree ("event_id","external_id") WHERE external_id is not null;