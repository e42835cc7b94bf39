ALTER TABLE "credit_ledger" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "unlock_target_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_unlock_target_id_users_id_fk" FOREIGN KEY ("unlock_target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_payment" ON "credit_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_unlock" ON "credit_ledger" USING btree ("user_id","unlock_target_id") WHERE "reason" = 'photo_unlock';--> statement-breakpoint
-- Rows booked before the typed columns existed carry their reference as text; this is the last time it is parsed.
UPDATE "credit_ledger" SET "payment_id" = "reference"::integer WHERE "reason" IN ('payment', 'refund', 'chargeback') AND "reference" ~ '^[0-9]{1,9}$' AND EXISTS (SELECT 1 FROM "payments" WHERE "payments"."id" = "credit_ledger"."reference"::integer);--> statement-breakpoint
UPDATE "credit_ledger" SET "unlock_target_id" = split_part("reference", ':', 2)::integer WHERE "reason" = 'photo_unlock' AND "reference" ~ '^[0-9]{1,9}:[0-9]{1,9}$' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = split_part("credit_ledger"."reference", ':', 2)::integer);--> statement-breakpoint
-- The ledger is append-only. The one sanctioned change is unlinking a row from an erased member: user_id and
-- the typed references may become null and the reference text may become 'erased:<id>'; amounts, reason,
-- balance and time never change, and no row is ever deleted.
CREATE FUNCTION "credit_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."id" = OLD."id" AND NEW."delta" = OLD."delta" AND NEW."reason" = OLD."reason"
    AND NEW."balance_after" = OLD."balance_after" AND NEW."created_at" = OLD."created_at"
    AND (NEW."user_id" IS NOT DISTINCT FROM OLD."user_id" OR NEW."user_id" IS NULL)
    AND (NEW."payment_id" IS NOT DISTINCT FROM OLD."payment_id" OR NEW."payment_id" IS NULL)
    AND (NEW."message_id" IS NOT DISTINCT FROM OLD."message_id" OR NEW."message_id" IS NULL)
    AND (NEW."unlock_target_id" IS NOT DISTINCT FROM OLD."unlock_target_id" OR NEW."unlock_target_id" IS NULL)
    AND (NEW."reference" = OLD."reference" OR NEW."reference" = 'erased:' || OLD."id"::text)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'credit_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_append_only" BEFORE UPDATE OR DELETE ON "credit_ledger" FOR EACH ROW EXECUTE FUNCTION "credit_ledger_append_only"();--> statement-breakpoint
-- Sessions are bound to the site they were made on. Older ones were not, so they end (members log in again).
DELETE FROM "sessions";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "site_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
