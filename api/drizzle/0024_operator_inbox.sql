-- The operator inbox (issue 31): operators answer members' messages as the site's fictional profiles.
-- The queue is a table a trigger on messages keeps (one row per conversation whose member waits for an
-- answer), so the operators' oldest-first page is one index range, not a scan of every conversation.
CREATE TABLE "operator_queue" (
	"conversation_id" integer PRIMARY KEY NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"site_id" integer NOT NULL,
	"language" text NOT NULL,
	"member_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"profile_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"waiting_since" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_queue_wait" ON "operator_queue" ("site_id", "language", "waiting_since");--> statement-breakpoint
-- An operator of several sites or languages reads the oldest first across all of them: this order, filtered.
CREATE INDEX "operator_queue_oldest" ON "operator_queue" ("waiting_since");--> statement-breakpoint
-- One claim per conversation: the insert that takes a free or lapsed claim is the only way to hold one.
CREATE TABLE "operator_claims" (
	"conversation_id" integer PRIMARY KEY NOT NULL REFERENCES "conversations"("id") ON DELETE cascade,
	"staff_id" integer NOT NULL REFERENCES "staff_accounts"("id") ON DELETE cascade,
	"claimed_until" timestamp with time zone NOT NULL
);--> statement-breakpoint
-- Who wrote each message sent as a fictional profile (audit; never read by member-facing code), and how long
-- the member had waited for it (the response-time figures).
CREATE TABLE "operator_answers" (
	"message_id" bigint PRIMARY KEY NOT NULL REFERENCES "messages"("id") ON DELETE cascade,
	"staff_id" integer NOT NULL REFERENCES "staff_accounts"("id"),
	"conversation_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"waited_since" timestamp with time zone,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_answers_site_at" ON "operator_answers" ("site_id", "answered_at");--> statement-breakpoint
CREATE INDEX "operator_answers_staff_at" ON "operator_answers" ("staff_id", "answered_at");--> statement-breakpoint
-- Facts operators keep: about a member (across every profile they write to), or about what a fictional profile
-- said (to one member when conversation_id is set, to everyone when it is null).
CREATE TABLE "operator_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"conversation_id" integer REFERENCES "conversations"("id") ON DELETE cascade,
	"staff_id" integer REFERENCES "staff_accounts"("id"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "operator_facts_user" ON "operator_facts" ("user_id", "created_at");--> statement-breakpoint
-- The languages an operator answers in (no row: every language, as staff sites null is every site).
CREATE TABLE "operator_languages" (
	"staff_id" integer PRIMARY KEY NOT NULL REFERENCES "staff_accounts"("id") ON DELETE cascade,
	"languages" jsonb NOT NULL
);--> statement-breakpoint
-- A site's rules for operators' answers (no row: the defaults in operator-settings.ts).
CREATE TABLE "operator_site_settings" (
	"site_id" integer PRIMARY KEY NOT NULL REFERENCES "sites"("id") ON DELETE cascade,
	"min_answer_length" integer NOT NULL,
	CONSTRAINT "operator_site_settings_min" CHECK ("min_answer_length" between 1 and 500)
);--> statement-breakpoint
-- Every way a message is written (members, gifts, photo messages, operators, the demo responder, seeds) passes
-- here: a member's message to a fictional profile puts the conversation in the queue (the first unanswered
-- one sets the wait), the profile's answer takes it out.
CREATE FUNCTION "operator_queue_on_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recipient integer;
BEGIN
  SELECT CASE WHEN c.user_low_id = NEW.sender_id THEN c.user_high_id ELSE c.user_low_id END
    INTO recipient FROM conversations c WHERE c.id = NEW.conversation_id;
  IF EXISTS (SELECT 1 FROM users WHERE id = NEW.sender_id AND is_fictional) THEN
    DELETE FROM operator_queue WHERE conversation_id = NEW.conversation_id;
    RETURN NULL;
  END IF;
  INSERT INTO operator_queue ("conversation_id", "site_id", "language", "member_id", "profile_id", "waiting_since", "last_message_at")
    SELECT NEW.conversation_id, f.site_id, m.language, m.id, f.id, NEW.created_at, NEW.created_at
    FROM users f, users m
    WHERE f.id = recipient AND f.is_fictional AND m.id = NEW.sender_id
  ON CONFLICT ("conversation_id") DO UPDATE SET "last_message_at" = excluded."last_message_at";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_queue_on_message" AFTER INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "operator_queue_on_message"();--> statement-breakpoint
-- Conversations already waiting when this migration runs.
INSERT INTO "operator_queue" ("conversation_id", "site_id", "language", "member_id", "profile_id", "waiting_since", "last_message_at")
SELECT c.id, f.site_id, m.language, m.id, f.id, w.since, last.created_at
FROM conversations c
JOIN LATERAL (SELECT sender_id, created_at FROM messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) last ON true
JOIN users m ON m.id = last.sender_id AND NOT m.is_fictional
JOIN users f ON f.id = (CASE WHEN c.user_low_id = last.sender_id THEN c.user_high_id ELSE c.user_low_id END) AND f.is_fictional
JOIN LATERAL (
  SELECT min(x.created_at) AS since FROM messages x
  WHERE x.conversation_id = c.id
    AND x.id > coalesce((SELECT max(y.id) FROM messages y WHERE y.conversation_id = c.id AND y.sender_id = f.id), 0)
) w ON true;
