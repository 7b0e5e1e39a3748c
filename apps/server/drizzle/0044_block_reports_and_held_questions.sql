DROP INDEX "moderation_reports_person_key";--> statement-breakpoint
ALTER TABLE "presentation_questions" ADD COLUMN "held_for" text[];--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_person_key" ON "moderation_reports" USING btree ("event_id","reporter_id","target_user_id") WHERE "moderation_reports"."kind" = 'person' and "moderation_reports"."source" in ('report', 'block');