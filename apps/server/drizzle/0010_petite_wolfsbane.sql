CREATE TABLE "broadcast_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"sender_id" integer,
	"text" text NOT NULL,
	"target" text DEFAULT 'ALL' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broadcast_reads" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_id" integer NOT NULL,
	CONSTRAINT "broadcast_reads_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "private_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"low_user_id" integer NOT NULL,
	"high_user_id" integer NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_message_digests" (
	"event_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_message_digests_event_id_receiver_id_sender_id_pk" PRIMARY KEY("event_id","receiver_id","sender_id")
);
--> statement-breakpoint
CREATE TABLE "private_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"should_send_email" boolean DEFAULT false NOT NULL,
	"sent_email" boolean DEFAULT false NOT NULL,
	"appointment_schedule_id" integer
);
--> statement-breakpoint
ALTER TABLE "broadcast_messages" ADD CONSTRAINT "broadcast_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_messages" ADD CONSTRAINT "broadcast_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_reads" ADD CONSTRAINT "broadcast_reads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_reads" ADD CONSTRAINT "broadcast_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversations" ADD CONSTRAINT "private_conversations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversations" ADD CONSTRAINT "private_conversations_low_user_id_users_id_fk" FOREIGN KEY ("low_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_conversations" ADD CONSTRAINT "private_conversations_high_user_id_users_id_fk" FOREIGN KEY ("high_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_message_digests" ADD CONSTRAINT "private_message_digests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_message_digests" ADD CONSTRAINT "private_message_digests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_message_digests" ADD CONSTRAINT "private_message_digests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_conversation_id_private_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."private_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_messages" ADD CONSTRAINT "private_messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_messages_event_idx" ON "broadcast_messages" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "private_conversations_pair_key" ON "private_conversations" USING btree ("event_id","low_user_id","high_user_id");--> statement-breakpoint
CREATE INDEX "private_conversations_low_idx" ON "private_conversations" USING btree ("event_id","low_user_id","last_sent_at");--> statement-breakpoint
CREATE INDEX "private_conversations_high_idx" ON "private_conversations" USING btree ("event_id","high_user_id","last_sent_at");--> statement-breakpoint
CREATE INDEX "private_message_digests_due_idx" ON "private_message_digests" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "private_messages_conversation_idx" ON "private_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "private_messages_unread_idx" ON "private_messages" USING btree ("receiver_id","conversation_id") WHERE "private_messages"."read_at" IS NULL;