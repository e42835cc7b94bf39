ALTER TABLE "remote_registry_changes" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "remote_registry_changes" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "remote_registry_changes" ADD CONSTRAINT "remote_registry_changes_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;
