-- The full gift catalogue for sites that existed before it (the seed and new sites get it from
-- api/src/features/gifts/gift-catalogue.ts, which holds the same keys and price multiples). Gifts a site
-- already has are left as they are.
INSERT INTO "gifts" ("site_id", "name", "image", "credits")
SELECT "sites"."id", "catalogue"."name", 'gifts/' || "catalogue"."name" || '.svg', "sites"."gift_credits" * "catalogue"."multiple"
FROM "sites"
CROSS JOIN (VALUES ('rose', 1), ('coffee', 1), ('sunflower', 1), ('heart', 2), ('chocolates', 2), ('cocktail', 2), ('cake', 2), ('star', 3), ('champagne', 3), ('teddy', 4), ('ring', 5)) AS "catalogue"("name", "multiple")
WHERE NOT EXISTS (SELECT 1 FROM "gifts" WHERE "gifts"."site_id" = "sites"."id" AND "gifts"."name" = "catalogue"."name");
