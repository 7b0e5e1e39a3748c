CREATE TABLE "chat_slow_mode_posts" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_slow_mode_posts_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_word_lists" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text NOT NULL,
	"words" text[] NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "slow_mode_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_slow_mode_posts" ADD CONSTRAINT "chat_slow_mode_posts_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_slow_mode_posts" ADD CONSTRAINT "chat_slow_mode_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_word_lists" ADD CONSTRAINT "chat_word_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_messages" ADD CONSTRAINT "held_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_messages_chat_idx" ON "held_messages" USING btree ("chat_id","id");--> statement-breakpoint
-- Every process keeps its chats (with their slow mode) and its events' word lists for the messages sent
-- (decision 0065, 0094): a slow mode set or a list replaced tells them to read again.
DROP TRIGGER IF EXISTS chats_table_changed ON chats;
--> statement-breakpoint
CREATE TRIGGER chats_table_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF space_id, slow_mode_seconds ON chats
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
--> statement-breakpoint
CREATE TRIGGER chat_word_lists_table_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chat_word_lists
  FOR EACH STATEMENT EXECUTE FUNCTION foyer_notify_table_changed();
