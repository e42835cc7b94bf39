CREATE TABLE "remote_assignments" (
	"site" text NOT NULL,
	"remote" text NOT NULL,
	"variants" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_assignments_site_remote_pk" PRIMARY KEY("site","remote")
);
--> statement-breakpoint
CREATE TABLE "remote_registry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"variants" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_remote_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"remote" text NOT NULL,
	"entry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_remote_variants" ADD CONSTRAINT "signup_remote_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_remote_variants" ADD CONSTRAINT "signup_remote_variants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_registry_changes_key" ON "remote_registry_changes" USING btree ("site","remote","id");--> statement-breakpoint
CREATE INDEX "signup_remote_variants_site" ON "signup_remote_variants" USING btree ("site_id","remote","entry");--> statement-breakpoint
CREATE INDEX "signup_remote_variants_user" ON "signup_remote_variants" USING btree ("user_id");
