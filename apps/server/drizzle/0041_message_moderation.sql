ALTER TABLE "public_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_messages" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "public_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_messages" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "public_messages_pinned_key" ON "public_messages" USING btree ("chat_id") WHERE "public_messages"."pinned_at" is not null;