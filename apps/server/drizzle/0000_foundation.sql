CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"current_refresh_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_refreshed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"event_slug" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"mugshot" text,
	"about" text DEFAULT '' NOT NULL,
	"linkedin" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"jobtitle" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"location_type" text DEFAULT 'virtual' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"do_not_disturb" boolean DEFAULT false NOT NULL,
	"hidden_profile_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hide_document" boolean DEFAULT false NOT NULL,
	"incognito_mode" boolean DEFAULT false NOT NULL,
	"alias_name" text DEFAULT '' NOT NULL,
	"document" text,
	"document_name" text,
	"terms_agreed" boolean DEFAULT false NOT NULL,
	"activation_key" text,
	"password_hash" text,
	"last_login" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'attendee' NOT NULL,
	"joined_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"primary_color" text DEFAULT '#5b3cc4' NOT NULL,
	"logo" text,
	"background_image" text,
	"banner_image" text,
	"intro_text" text DEFAULT '' NOT NULL,
	"intro_video" text,
	"intro_thumbnail_url" text,
	"autostart_intro_video" boolean DEFAULT false NOT NULL,
	"help_content" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"privacy_statement" text DEFAULT '' NOT NULL,
	"login_form_addendum" text DEFAULT '' NOT NULL,
	"start_with_login_tab" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"invite_only" boolean DEFAULT false NOT NULL,
	"twitter_search" text DEFAULT '' NOT NULL,
	"contact_email" text,
	"goodiebag_name" text DEFAULT 'Favorites' NOT NULL,
	"enable_group_sessions" boolean DEFAULT false NOT NULL,
	"enable_meeting_scheduling" boolean DEFAULT false NOT NULL,
	"enable_performers" boolean DEFAULT true NOT NULL,
	"enable_calendar" boolean DEFAULT true NOT NULL,
	"enable_attendees" boolean DEFAULT true NOT NULL,
	"enable_mobile_warning" boolean DEFAULT false NOT NULL,
	"is_lite" boolean DEFAULT false NOT NULL,
	"preview_config" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"first_day_of_program" date,
	"is_virtual" boolean DEFAULT true NOT NULL,
	"is_in_person" boolean DEFAULT false NOT NULL,
	"accreditation_active" boolean DEFAULT false NOT NULL,
	"home_space_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"parent_id" integer,
	"kind" text DEFAULT 'item' NOT NULL,
	"text" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"space_id" integer,
	"linked_space_id" integer,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"image" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_time" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"day" date NOT NULL,
	"beats" integer DEFAULT 0 NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_time_event_id_user_id_path_day_pk" PRIMARY KEY("event_id","user_id","path","day")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"path" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_members" ADD CONSTRAINT "event_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_home_space_id_spaces_id_fk" FOREIGN KEY ("home_space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_linked_space_id_spaces_id_fk" FOREIGN KEY ("linked_space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_time" ADD CONSTRAINT "page_time_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_time" ADD CONSTRAINT "page_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "login_codes_email_idx" ON "login_codes" USING btree ("email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "event_members_event_user_key" ON "event_members" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_members_user_idx" ON "event_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "menu_items_event_idx" ON "menu_items" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "spaces_event_type_slug_key" ON "spaces" USING btree ("event_id","type","slug");--> statement-breakpoint
CREATE INDEX "spaces_event_idx" ON "spaces" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "page_views_event_time_idx" ON "page_views" USING btree ("event_id","created_at");