CREATE TABLE "remote_guard_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"remote" text NOT NULL,
	"entry" text NOT NULL,
	"control" text NOT NULL,
	"kind" text NOT NULL,
	"variant_value" double precision NOT NULL,
	"control_value" double precision NOT NULL,
	"sample" integer NOT NULL,
	"change_id" integer,
	"fired_at" timestamp with time zone NOT NULL,
	"dismissed_at" timestamp with time zone,
	"dismissed_by" integer
);
--> statement-breakpoint
ALTER TABLE "remote_guard_notices" ADD CONSTRAINT "remote_guard_notices_change_id_remote_registry_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."remote_registry_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_guard_notices" ADD CONSTRAINT "remote_guard_notices_dismissed_by_staff_accounts_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_guard_notices_open" ON "remote_guard_notices" USING btree ("dismissed_at","site");--> statement-breakpoint
CREATE INDEX "remote_guard_notices_key" ON "remote_guard_notices" USING btree ("site","remote","fired_at");--> statement-breakpoint
-- A guard set before this release had an absolute error-rate limit: it keeps its number, now as points above
-- the control (whose rate is near zero when healthy), and no conversion check it was not set up with.
UPDATE "remote_assignments" SET "guard" = jsonb_build_object(
	'errorMargin', "guard"->'maxErrorRate',
	'minViews', "guard"->'minViews',
	'conversion', false,
	'confidence', 95,
	'minVisits', 200
) WHERE "guard" ? 'maxErrorRate';
