CREATE TABLE "site_payment_methods" (
	"site_id" integer NOT NULL,
	"country" text NOT NULL,
	"methods" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_payment_methods_site_id_country_pk" PRIMARY KEY("site_id","country"),
	CONSTRAINT "site_payment_methods_country" CHECK ("site_payment_methods"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_signups_mode";--> statement-breakpoint
ALTER TABLE "site_payment_methods" ADD CONSTRAINT "site_payment_methods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_signups_mode" CHECK ("sites"."signups" in ('all', 'with_trafficsource', 'none', 'closed'));