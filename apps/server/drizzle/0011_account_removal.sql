ALTER TABLE "users" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reactivation_code_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reactivation_email_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_reactivation_code_key" ON "users" USING btree ("reactivation_code_hash");