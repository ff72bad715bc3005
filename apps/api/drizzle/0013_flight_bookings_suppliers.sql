-- Flight bookings name their supplier and keep what it needs to cancel them (decision 042): rows from before
-- kept the built-in supplier's flights and seats at the top of `details`.
UPDATE "bookings"
SET "details" = ("details" - 'legs' - 'seats') || jsonb_build_object(
  'supplier', 'builtin',
  'supplier_ref', jsonb_build_object('legs', "details" -> 'legs', 'seats', "details" -> 'seats')
)
WHERE "service" = 'flight' AND NOT ("details" ? 'supplier');
--> statement-breakpoint
-- Flight bookings keep the names of their airports and airlines (as booked), so confirmations and lists show
-- names rather than codes; rows from before get them from the reference tables as they are now.
UPDATE "bookings" AS b
SET "details" = jsonb_set(b."details", '{flight,dictionaries}', jsonb_build_object(
  'airports', coalesce((
    SELECT jsonb_object_agg(a."code", jsonb_build_object(
      'code', a."code", 'name', a."name", 'city', a."city", 'country', a."country",
      'country_name', a."country_name", 'time_zone', a."time_zone"))
    FROM "flight_airports" AS a
    WHERE a."code" IN (
      SELECT seg ->> 'origin'
      FROM jsonb_array_elements(b."details" -> 'flight' -> 'offer' -> 'slices') AS s,
        jsonb_array_elements(s -> 'segments') AS seg
      UNION
      SELECT seg ->> 'destination'
      FROM jsonb_array_elements(b."details" -> 'flight' -> 'offer' -> 'slices') AS s,
        jsonb_array_elements(s -> 'segments') AS seg
      UNION
      SELECT b."details" -> 'flight' -> 'offer' -> 'open_return' ->> 'origin'
      UNION
      SELECT b."details" -> 'flight' -> 'offer' -> 'open_return' ->> 'destination'
    )
  ), '{}'::jsonb),
  'carriers', coalesce((
    SELECT jsonb_object_agg(c."code", jsonb_build_object(
      'code', c."code", 'name', c."name",
      'logo_url', coalesce(nullif(c."logo_url", ''), '/uploads/site/carriers/' || c."code" || '.svg')))
    FROM "flight_carriers" AS c
    WHERE c."code" IN (
      SELECT seg ->> 'carrier'
      FROM jsonb_array_elements(b."details" -> 'flight' -> 'offer' -> 'slices') AS s,
        jsonb_array_elements(s -> 'segments') AS seg
    )
  ), '{}'::jsonb)
))
WHERE b."service" = 'flight' AND b."details" ? 'flight' AND NOT (b."details" -> 'flight' ? 'dictionaries');
--> statement-breakpoint
-- The all-economy A320 is an Airbus A320 to the traveller: its seat map is not part of the aircraft's name.
UPDATE "flight_schedules" SET "aircraft_name" = 'Airbus A320'
WHERE "aircraft_code" = '32Y' AND "aircraft_name" = 'Airbus A320 (all economy)';
