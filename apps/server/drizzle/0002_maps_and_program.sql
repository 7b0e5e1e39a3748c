CREATE TABLE "map_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"map_space_id" integer NOT NULL,
	"shape" text NOT NULL,
	"coords" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"space_id" integer,
	"widget" text,
	"widget_link" text,
	"embedded_url" text,
	"name" text DEFAULT '' NOT NULL,
	"for_mobile" boolean DEFAULT true NOT NULL,
	"x" real,
	"y" real,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_settings" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"help_content" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"type" text DEFAULT 'item' NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"color" text,
	"sponsor_space_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_entry_tags" (
	"entry_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "program_entry_tags_entry_id_tag_id_pk" PRIMARY KEY("entry_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "program_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"text" text NOT NULL,
	"color" text DEFAULT '#5b3cc4' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "map_areas" ADD CONSTRAINT "map_areas_map_space_id_spaces_id_fk" FOREIGN KEY ("map_space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_areas" ADD CONSTRAINT "map_areas_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_settings" ADD CONSTRAINT "map_settings_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entries" ADD CONSTRAINT "program_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entries" ADD CONSTRAINT "program_entries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entries" ADD CONSTRAINT "program_entries_parent_id_program_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."program_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entries" ADD CONSTRAINT "program_entries_sponsor_space_id_spaces_id_fk" FOREIGN KEY ("sponsor_space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry_tags" ADD CONSTRAINT "program_entry_tags_entry_id_program_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."program_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_entry_tags" ADD CONSTRAINT "program_entry_tags_tag_id_program_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."program_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_tags" ADD CONSTRAINT "program_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_areas_map_idx" ON "map_areas" USING btree ("map_space_id");--> statement-breakpoint
CREATE INDEX "program_entries_space_end_idx" ON "program_entries" USING btree ("space_id","end_date");--> statement-breakpoint
CREATE INDEX "program_entries_event_start_idx" ON "program_entries" USING btree ("event_id","start_date");--> statement-breakpoint
CREATE INDEX "program_entry_tags_tag_idx" ON "program_entry_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "program_tags_event_idx" ON "program_tags" USING btree ("event_id");