CREATE TABLE "remote_error_counts" (
	"site" text NOT NULL,
	"remote" text NOT NULL,
	"entry" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"load_errors" integer DEFAULT 0 NOT NULL,
	"render_errors" integer DEFAULT 0 NOT NULL,
	"unhandled_errors" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "remote_error_counts_site_remote_entry_hour_pk" PRIMARY KEY("site","remote","entry","hour")
);
--> statement-breakpoint
CREATE INDEX "remote_error_counts_remote" ON "remote_error_counts" USING btree ("remote","entry","hour");--> statement-breakpoint
ALTER TABLE "remote_assignments" ADD COLUMN "guard" jsonb;--> statement-breakpoint
ALTER TABLE "remote_registry_changes" ADD COLUMN "reason" text;
