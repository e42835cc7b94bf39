ALTER TABLE "sites" ADD COLUMN "other_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_other_domains_max" CHECK (cardinality("sites"."other_domains") <= 10);--> statement-breakpoint
-- Every name, main or other, belongs to one site: the console checks it (with the table locked) and answers
-- 409; this is the backstop for changes made around it (seed, scripts, SQL by hand). Within one row the main
-- domain is not among the others and no other domain is listed twice.
CREATE FUNCTION "sites_domains_unique"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."domain" = ANY(NEW."other_domains")
    OR cardinality(NEW."other_domains") <> (SELECT count(DISTINCT name) FROM unnest(NEW."other_domains") AS name)
    OR EXISTS (
      SELECT 1 FROM "sites" AS other
      WHERE other."id" <> NEW."id"
        AND (other."domain" = ANY(NEW."other_domains")
          OR NEW."domain" = ANY(other."other_domains")
          OR other."other_domains" && NEW."other_domains")
    )
  THEN
    RAISE EXCEPTION 'a domain of site % is already a name of a site', NEW."domain" USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sites_domains_unique" BEFORE INSERT OR UPDATE OF "domain", "other_domains" ON "sites" FOR EACH ROW EXECUTE FUNCTION "sites_domains_unique"();
