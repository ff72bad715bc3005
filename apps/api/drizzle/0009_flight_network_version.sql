-- A version counter of the flight network (schedules, airports, carriers), bumped by every statement that
-- changes one of them, so that API processes reload the network only when it changed: they read this one
-- row every few seconds instead of reading the whole schedule every minute. Updated inside the editing
-- transaction, so a new version is visible together with the rows it stands for.
CREATE TABLE "flight_network_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "flight_network_version_one_row" CHECK ("flight_network_version"."id")
);
--> statement-breakpoint
INSERT INTO "flight_network_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION bump_flight_network_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE flight_network_version SET version = version + 1 WHERE id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flight_schedules_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flight_schedules
  FOR EACH STATEMENT EXECUTE FUNCTION bump_flight_network_version();
--> statement-breakpoint
CREATE TRIGGER flight_airports_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flight_airports
  FOR EACH STATEMENT EXECUTE FUNCTION bump_flight_network_version();
--> statement-breakpoint
CREATE TRIGGER flight_carriers_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON flight_carriers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_flight_network_version();
