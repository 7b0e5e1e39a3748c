CREATE TABLE "stage_moderators" (
	"space_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "stage_moderators_space_id_user_id_pk" PRIMARY KEY("space_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_moderators" ADD CONSTRAINT "stage_moderators_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_moderators" ADD CONSTRAINT "stage_moderators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stage_moderators_user_idx" ON "stage_moderators" USING btree ("user_id");