-- The signup funnel (issue #32): each visitor's first page load per site and remote, from the shell's beacon,
-- and the bucket a member signed up with, which joins the member to that visit.
CREATE TABLE "funnel_visits" (
	"site_id" integer NOT NULL,
	"remote" text NOT NULL,
	"bucket" text NOT NULL,
	"entry" text NOT NULL,
	"network" text,
	"ref" text,
	"sub1" text,
	"sub2" text,
	"sub3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signup_started_at" timestamp with time zone,
	CONSTRAINT "funnel_visits_site_id_remote_bucket_pk" PRIMARY KEY("site_id","remote","bucket")
);
--> statement-breakpoint
ALTER TABLE "signup_remote_variants" ADD COLUMN "bucket" text;--> statement-breakpoint
ALTER TABLE "funnel_visits" ADD CONSTRAINT "funnel_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funnel_visits_site_time" ON "funnel_visits" USING btree ("site_id","remote","created_at");--> statement-breakpoint
CREATE INDEX "funnel_visits_bucket" ON "funnel_visits" USING btree ("site_id","bucket");--> statement-breakpoint
CREATE INDEX "signup_remote_variants_bucket" ON "signup_remote_variants" USING btree ("site_id","remote","bucket");