CREATE TABLE "day_capacity" (
	"kind" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"day" text NOT NULL,
	"capacity" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "day_capacity_kind_resource_id_day_pk" PRIMARY KEY("kind","resource_id","day"),
	CONSTRAINT "day_capacity_bounds" CHECK ("day_capacity"."taken" >= 0 and ("day_capacity"."capacity" is null or "day_capacity"."capacity" >= 0))
);
--> statement-breakpoint
CREATE TABLE "car_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"company" text NOT NULL,
	"model" text NOT NULL,
	"car_class" text NOT NULL,
	"seats" integer NOT NULL,
	"doors" integer NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"luggage" integer NOT NULL,
	"air_conditioning" boolean NOT NULL,
	"with_driver" boolean NOT NULL,
	"mileage_km_per_day" integer,
	"deposit_iqd" bigint NOT NULL,
	"min_age" integer NOT NULL,
	"daily_iqd" bigint NOT NULL,
	"one_way_fee_iqd" bigint NOT NULL,
	"child_seat_daily_iqd" bigint NOT NULL,
	"extra_driver_daily_iqd" bigint NOT NULL,
	"full_cover_daily_iqd" bigint NOT NULL,
	"fleet" integer NOT NULL,
	"colour" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "car_offers_fleet" CHECK ("car_offers"."fleet" >= 0),
	CONSTRAINT "car_offers_price" CHECK ("car_offers"."daily_iqd" > 0 and "car_offers"."deposit_iqd" >= 0 and "car_offers"."one_way_fee_iqd" >= 0),
	CONSTRAINT "car_offers_extras" CHECK ("car_offers"."child_seat_daily_iqd" >= 0 and "car_offers"."extra_driver_daily_iqd" >= 0 and "car_offers"."full_cover_daily_iqd" >= 0),
	CONSTRAINT "car_offers_age" CHECK ("car_offers"."min_age" between 18 and 99)
);
--> statement-breakpoint
CREATE TABLE "car_offices" (
	"id" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"city_name" jsonb NOT NULL,
	"country" text NOT NULL,
	"time_zone" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "car_offers" ADD CONSTRAINT "car_offers_office_id_car_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."car_offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_capacity_day_idx" ON "day_capacity" USING btree ("kind","day");--> statement-breakpoint
CREATE INDEX "car_offers_office_idx" ON "car_offers" USING btree ("office_id");--> statement-breakpoint
CREATE INDEX "car_offices_city_idx" ON "car_offices" USING btree ("city");