-- The staff back office (issue 30): staff accounts and sessions, the append-only audit log, bans, the
-- statements of reasons and their appeals, claims on queue items and staff notes.
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"sites" jsonb,
	"locale" text DEFAULT 'en' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_confirmed_at" timestamp with time zone,
	"last_totp_step" bigint,
	"setup_token_hash" text,
	"setup_expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email" UNIQUE("email"),
	CONSTRAINT "staff_accounts_email_lower" CHECK ("email" = lower("email")),
	CONSTRAINT "staff_accounts_role" CHECK ("role" in ('admin', 'moderator', 'support', 'operator', 'marketing'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_setup_token" ON "staff_accounts" ("setup_token_hash") WHERE "setup_token_hash" is not null;--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff_accounts"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_sessions_token" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE INDEX "staff_sessions_staff" ON "staff_sessions" ("staff_id");--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer REFERENCES "staff_accounts"("id"),
	"role" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" integer,
	"site_id" integer,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);--> statement-breakpoint
CREATE INDEX "staff_audit_at" ON "staff_audit" ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_staff" ON "staff_audit" ("staff_id", "at");--> statement-breakpoint
CREATE INDEX "staff_audit_target" ON "staff_audit" ("target_type", "target_id", "at");--> statement-breakpoint
CREATE INDEX "staff_audit_action" ON "staff_audit" ("action", "at");--> statement-breakpoint
-- The audit log is evidence: nothing may change or remove a row once written.
CREATE FUNCTION "staff_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_append_only" BEFORE UPDATE OR DELETE ON "staff_audit" FOR EACH ROW EXECUTE FUNCTION "staff_audit_append_only"();--> statement-breakpoint
CREATE TABLE "moderation_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"site_id" integer REFERENCES "sites"("id"),
	"email" text,
	"locale" text,
	"queue" text,
	"item_id" integer,
	"kind" text NOT NULL,
	"ground" text,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"staff_id" integer REFERENCES "staff_accounts"("id"),
	"item_created_at" timestamp with time zone,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"statement" boolean DEFAULT false NOT NULL,
	"seen_at" timestamp with time zone,
	"appealable" boolean DEFAULT false NOT NULL
);--> statement-breakpoint
CREATE INDEX "moderation_decisions_user" ON "moderation_decisions" ("user_id", "decided_at");--> statement-breakpoint
CREATE INDEX "moderation_decisions_queue" ON "moderation_decisions" ("queue", "decided_at");--> statement-breakpoint
CREATE TABLE "decision_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision_id" integer NOT NULL REFERENCES "moderation_decisions"("id"),
	"user_id" integer REFERENCES "users"("id") ON DELETE cascade,
	"site_id" integer NOT NULL REFERENCES "sites"("id"),
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_appeals_once" UNIQUE("decision_id")
);--> statement-breakpoint
CREATE INDEX "decision_appeals_open" ON "decision_appeals" ("created_at") WHERE "status" = 'open';--> statement-breakpoint
CREATE TABLE "member_bans" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"until" timestamp with time zone,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer REFERENCES "staff_accounts"("id"),
	"decision_id" integer REFERENCES "moderation_decisions"("id"),
	"profile_status_before" text NOT NULL,
	CONSTRAINT "member_bans_kind" CHECK ("kind" in ('suspend', 'ban'))
);--> statement-breakpoint
-- A claim on a queue item; one row per item, so two moderators never hold the same one.
CREATE TABLE "staff_claims" (
	"queue" text NOT NULL,
	"item_id" integer NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff_accounts"("id"),
	"claimed_until" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_claims_pk" PRIMARY KEY("queue", "item_id")
);--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"staff_id" integer REFERENCES "staff_accounts"("id"),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_notes_user" ON "staff_notes" ("user_id", "created_at");--> statement-breakpoint
-- Chat reports had no state: the queue needs to know which are handled.
ALTER TABLE "chat_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_reports_open" ON "chat_reports" ("created_at") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "profile_reports_open" ON "profile_reports" ("created_at") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "complaints_open" ON "complaints" ("created_at") WHERE "status" = 'open';
