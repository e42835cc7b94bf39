-- Search ranks members with a main photo by their latest activity; members without a photo come after all of
-- them (ranked_at null), newest first. Triggers keep the column current, so no write path has to remember it.
ALTER TABLE "profiles" ADD COLUMN "ranked_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profile_rank"(uid integer) RETURNS timestamp with time zone LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM photos ph WHERE ph.user_id = uid AND ph.is_main)
    THEN greatest(p.created_at, coalesce(u.last_seen_at, p.created_at)) END
  FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.user_id = uid
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "profiles_rank_before"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ranked_at := CASE WHEN EXISTS (SELECT 1 FROM photos ph WHERE ph.user_id = NEW.user_id AND ph.is_main)
    THEN greatest(NEW.created_at, coalesce((SELECT last_seen_at FROM users WHERE id = NEW.user_id), NEW.created_at))
  END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_rank" BEFORE INSERT OR UPDATE OF "created_at" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_rank_before"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "photos_rank_after"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE uid integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
BEGIN
  UPDATE profiles SET ranked_at = profile_rank(uid) WHERE user_id = uid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "photos_rank" AFTER INSERT OR DELETE OR UPDATE OF "is_main" ON "photos"
  FOR EACH ROW EXECUTE FUNCTION "photos_rank_after"();--> statement-breakpoint
-- Activity moves a ranked member up at most every 10 minutes: last_seen_at changes on many requests, and
-- rewriting the profile row each time would only churn the index.
CREATE OR REPLACE FUNCTION "users_seen_rank_after"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET ranked_at = NEW.last_seen_at
    WHERE user_id = NEW.id AND ranked_at IS NOT NULL AND ranked_at < NEW.last_seen_at - interval '10 minutes';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_seen_rank" AFTER UPDATE OF "last_seen_at" ON "users"
  FOR EACH ROW WHEN (NEW.last_seen_at IS DISTINCT FROM OLD.last_seen_at) EXECUTE FUNCTION "users_seen_rank_after"();--> statement-breakpoint
UPDATE "profiles" SET "ranked_at" = profile_rank("user_id");--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_search_recent";--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_recent";--> statement-breakpoint
CREATE INDEX "profiles_search_ranked" ON "profiles" USING btree ("site_id","status","gender","country","ranked_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_ranked" ON "profiles" USING btree ("site_id","status","ranked_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);
