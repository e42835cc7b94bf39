ALTER TABLE "messages" ADD COLUMN "client_message_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_filename" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_thumb_filename" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_blur_filename" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_id" ON "messages" USING btree ("sender_id","client_message_id");--> statement-breakpoint
CREATE INDEX "messages_sender_recent" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "last_read_message_id" bigint;--> statement-breakpoint
-- Conversations read before this column existed count as read up to their newest message.
UPDATE "conversation_participants" SET "last_read_message_id" = (SELECT max("id") FROM "messages" WHERE "messages"."conversation_id" = "conversation_participants"."conversation_id") WHERE "unread_count" = 0;--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"reported_id" integer,
	"message_id" bigint,
	"reason" text NOT NULL,
	"comment" text,
	"evidence" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reported_id_users_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reports_reported" ON "chat_reports" USING btree ("reported_id","created_at");
