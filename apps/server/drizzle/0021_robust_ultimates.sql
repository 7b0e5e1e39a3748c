CREATE TABLE "presentation_question_votes" (
	"question_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "presentation_question_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "presentation_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentation_speakers" (
	"presentation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "presentation_speakers_presentation_id_user_id_pk" PRIMARY KEY("presentation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "presentation_stages" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"current_presentation_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"videocall_id" integer,
	"moderator_id" integer,
	"program_item_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presentation_question_votes" ADD CONSTRAINT "presentation_question_votes_question_id_presentation_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."presentation_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_question_votes" ADD CONSTRAINT "presentation_question_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_questions" ADD CONSTRAINT "presentation_questions_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_questions" ADD CONSTRAINT "presentation_questions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_speakers" ADD CONSTRAINT "presentation_speakers_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_speakers" ADD CONSTRAINT "presentation_speakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_stages" ADD CONSTRAINT "presentation_stages_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_stages" ADD CONSTRAINT "presentation_stages_current_presentation_id_presentations_id_fk" FOREIGN KEY ("current_presentation_id") REFERENCES "public"."presentations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_videocall_id_video_calls_id_fk" FOREIGN KEY ("videocall_id") REFERENCES "public"."video_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presentation_question_votes_user_idx" ON "presentation_question_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presentation_questions_presentation_idx" ON "presentation_questions" USING btree ("presentation_id","votes");--> statement-breakpoint
CREATE INDEX "presentation_speakers_user_idx" ON "presentation_speakers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "presentations_space_idx" ON "presentations" USING btree ("space_id","starts_at");