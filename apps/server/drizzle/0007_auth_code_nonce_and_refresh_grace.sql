ALTER TABLE "auth_sessions" ADD COLUMN "previous_refresh_id" uuid;--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "code_nonce" text;