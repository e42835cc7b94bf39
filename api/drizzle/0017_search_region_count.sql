-- The capped count of a region search read the country's age range in profiles_search and dropped the other
-- regions' entries: ~12,000 index entries for 1,001 matches at 1,000,000 profiles (2-4 ms). With the birth
-- date in the region index, that count is an index-only scan of the region's own entries (0.7 ms).
DROP INDEX IF EXISTS "profiles_region_keyset";--> statement-breakpoint
CREATE INDEX "profiles_region_keyset" ON "profiles" USING btree ("site_id","status","gender","country","region",(coalesce("ranked_at", '-infinity'::timestamptz)) DESC,"user_id" DESC) INCLUDE ("birth_date");
