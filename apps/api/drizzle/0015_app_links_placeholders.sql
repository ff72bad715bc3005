-- The seed wrote '/' as a placeholder for the Android and iOS app links; it now writes '' (no app published: the
-- home page shows a store button only for a link that is set). The seed never overwrites settings, so databases
-- seeded before keep '/', which is no store link. Exactly '/' becomes ''; a link staff set stays as it is.
UPDATE "site_settings" SET "value" = jsonb_set("value", '{apps,android}', '""'::jsonb)
WHERE "key" = 'general' AND "value" #>> '{apps,android}' = '/';--> statement-breakpoint
UPDATE "site_settings" SET "value" = jsonb_set("value", '{apps,ios}', '""'::jsonb)
WHERE "key" = 'general' AND "value" #>> '{apps,ios}' = '/';
