CREATE TABLE "booth_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"map_space_id" integer NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_document_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"user_id" integer,
	"downloaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_staff" (
	"booth_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booth_staff_booth_id_user_id_pk" PRIMARY KEY("booth_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "booth_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"embedded_url" text,
	"thumbnail" text,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_visitors" (
	"socket_id" text NOT NULL,
	"booth_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booth_visitors_socket_id_booth_id_pk" PRIMARY KEY("socket_id","booth_id")
);
--> statement-breakpoint
CREATE TABLE "booths" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"map_space_id" integer,
	"category_id" integer,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"logo" text,
	"physical_location" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'medium' NOT NULL,
	"image" text,
	"booth_logo_url" text,
	"color" text DEFAULT '#5b3cc4' NOT NULL,
	"custom_booth_url" text,
	"website" text DEFAULT '' NOT NULL,
	"help_content" text DEFAULT '' NOT NULL,
	"enable_visitor_list" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"booth_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"include_email" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"assigned_to_id" integer,
	"is_auto" boolean DEFAULT false NOT NULL,
	"ignore_incognito_mode" boolean DEFAULT false NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"booth_id" integer NOT NULL,
	"title" text NOT NULL,
	"search_title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"assigned_staff_id" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booth_categories" ADD CONSTRAINT "booth_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_categories" ADD CONSTRAINT "booth_categories_map_space_id_spaces_id_fk" FOREIGN KEY ("map_space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_document_downloads" ADD CONSTRAINT "booth_document_downloads_document_id_booth_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."booth_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_document_downloads" ADD CONSTRAINT "booth_document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_documents" ADD CONSTRAINT "booth_documents_booth_id_booths_space_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("space_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_staff" ADD CONSTRAINT "booth_staff_booth_id_booths_space_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("space_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_staff" ADD CONSTRAINT "booth_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_videos" ADD CONSTRAINT "booth_videos_booth_id_booths_space_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("space_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_visitors" ADD CONSTRAINT "booth_visitors_booth_id_booths_space_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("space_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth_visitors" ADD CONSTRAINT "booth_visitors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_map_space_id_spaces_id_fk" FOREIGN KEY ("map_space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booths" ADD CONSTRAINT "booths_category_id_booth_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."booth_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_booth_id_booths_space_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("space_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_booth_id_booths_space_id_fk" FOREIGN KEY ("booth_id") REFERENCES "public"."booths"("space_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_categories_map_idx" ON "booth_categories" USING btree ("map_space_id");--> statement-breakpoint
CREATE INDEX "booth_document_downloads_document_idx" ON "booth_document_downloads" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "booth_documents_booth_idx" ON "booth_documents" USING btree ("booth_id");--> statement-breakpoint
CREATE INDEX "booth_staff_user_idx" ON "booth_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booth_videos_booth_idx" ON "booth_videos" USING btree ("booth_id");--> statement-breakpoint
CREATE INDEX "booth_visitors_booth_idx" ON "booth_visitors" USING btree ("booth_id","user_id");--> statement-breakpoint
CREATE INDEX "booths_event_idx" ON "booths" USING btree ("event_id","order");--> statement-breakpoint
CREATE INDEX "booths_map_idx" ON "booths" USING btree ("map_space_id");--> statement-breakpoint
CREATE INDEX "booths_category_idx" ON "booths" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_cards_booth_user_key" ON "business_cards" USING btree ("booth_id","user_id");--> statement-breakpoint
CREATE INDEX "business_cards_assigned_idx" ON "business_cards" USING btree ("booth_id","assigned_to_id");--> statement-breakpoint
CREATE INDEX "jobs_event_idx" ON "jobs" USING btree ("event_id","order");--> statement-breakpoint
CREATE INDEX "jobs_booth_idx" ON "jobs" USING btree ("booth_id");