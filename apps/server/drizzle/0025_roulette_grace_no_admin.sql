ALTER TABLE "video_calls" ADD COLUMN "no_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_roulette_entries" ADD COLUMN "gone_at" timestamp with time zone;