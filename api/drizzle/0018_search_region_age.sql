-- The capped count of a region search with ages (the typical one) read the region's entries of
-- profiles_region_keyset in rank order and dropped those outside the ages: ~2,200 index entries for 1,001
-- matches at 1,000,000 profiles (1 ms). With the birth date in the key after the region, it is a range of
-- exactly the matches (1,001 entries, 0.35 ms), and a region search with few matches reads just them too.
CREATE INDEX "profiles_region_age" ON "profiles" USING btree ("site_id","status","gender","country","region","birth_date") INCLUDE ("user_id");--> statement-breakpoint
-- profiles_region_keyset carried the birth date (0017) for that count alone: the page reads it in order and
-- tests the ages on the table row either way. Without it, the index is smaller and cheaper to write.
DROP INDEX IF EXISTS "profiles_region_keyset";--> statement-breakpoint
CREATE INDEX "profiles_region_keyset" ON "profiles" USING btree ("site_id","status","gender","country","region",(coalesce("ranked_at", '-infinity'::timestamptz)) DESC,"user_id" DESC);
