CREATE TABLE "lander_copy" (
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lander_copy_site_id_kind_locale_field_pk" PRIMARY KEY("site_id","kind","locale","field"),
	CONSTRAINT "lander_copy_field" CHECK ("lander_copy"."field" in ('headline', 'lead', 'cta'))
);
--> statement-breakpoint
ALTER TABLE "lander_copy" ADD CONSTRAINT "lander_copy_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lander_copy" ADD CONSTRAINT "lander_copy_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;