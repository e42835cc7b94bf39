ALTER TABLE "account_deletions" DROP CONSTRAINT "account_deletions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "account_deletions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD COLUMN "site_id" integer;--> statement-breakpoint
-- Existing requests take their member's site; every one still has its member, as rows went with the account.
UPDATE "account_deletions" SET "site_id" = "users"."site_id" FROM "users" WHERE "users"."id" = "account_deletions"."user_id";--> statement-breakpoint
ALTER TABLE "account_deletions" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;