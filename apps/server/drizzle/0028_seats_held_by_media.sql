ALTER TABLE "video_call_participants" ADD COLUMN "media_socket_id" text;--> statement-breakpoint
ALTER TABLE "video_call_participants" ADD COLUMN "seat_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "video_call_participants_seat_idx" ON "video_call_participants" USING btree ("seat_until");--> statement-breakpoint
-- Seats taken before seats were held by media: this start's pages join and open their media again within the wait.
UPDATE "video_call_participants" SET "seat_until" = now() + interval '30 seconds';
