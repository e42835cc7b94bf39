CREATE TABLE "site_content_pages" (
	"site_id" integer NOT NULL,
	"page" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"valid_from" date NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_pages_site_id_page_locale_pk" PRIMARY KEY("site_id","page","locale")
);
--> statement-breakpoint
ALTER TABLE "site_content_pages" ADD CONSTRAINT "site_content_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_pages" ADD CONSTRAINT "site_content_pages_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;