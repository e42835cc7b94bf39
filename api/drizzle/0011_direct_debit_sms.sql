ALTER TABLE "direct_debit_mandates" ADD COLUMN "bundle_id" integer;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "sms_attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "sms_sends" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "sms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "sms_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_bundle_id_credit_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."credit_bundles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "direct_debit_mandates" ADD CONSTRAINT "direct_debit_mandates_status" CHECK ("direct_debit_mandates"."status" in ('pending_sms', 'active', 'failed', 'blocked'));--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_user" ON "direct_debit_mandates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "direct_debit_mandates_iban" ON "direct_debit_mandates" USING btree ("iban");--> statement-breakpoint
CREATE TABLE "direct_debit_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"iban" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_debit_blocks_target" CHECK ("direct_debit_blocks"."user_id" is not null or "direct_debit_blocks"."iban" is not null)
);
--> statement-breakpoint
ALTER TABLE "direct_debit_blocks" ADD CONSTRAINT "direct_debit_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_debit_blocks_user" ON "direct_debit_blocks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "direct_debit_blocks_iban" ON "direct_debit_blocks" USING btree ("iban");--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"site_id" integer,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"provider_reference" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status" CHECK ("sms_outbox"."status" in ('sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_created" ON "sms_outbox" USING btree ("created_at");
