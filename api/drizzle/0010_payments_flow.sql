ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "issuer" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "base_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credits_reversed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bundles" ADD COLUMN "country" text;--> statement-breakpoint
CREATE INDEX "credit_bundles_site_country" ON "credit_bundles" USING btree ("site_id","country");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credits_frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "payment_provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_payment_provider" CHECK ("sites"."payment_provider" in ('sandbox', 'mollie'));--> statement-breakpoint
CREATE TABLE "sandbox_psp_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"issuer" text,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_path" text NOT NULL,
	"webhook_host" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_psp_payments_status" CHECK ("sandbox_psp_payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'))
);
