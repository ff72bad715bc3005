CREATE TABLE "hotel_allotments" (
	"room_type_id" uuid NOT NULL,
	"night" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_allotments_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "hotel_allotments_bounds" CHECK ("hotel_allotments"."sold" >= 0 and "hotel_allotments"."sold" <= "hotel_allotments"."capacity")
);
--> statement-breakpoint
CREATE TABLE "hotel_destinations" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"country" text NOT NULL,
	"country_name" jsonb NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"time_zone" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_rate_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"board" text NOT NULL,
	"refundable" boolean NOT NULL,
	"free_cancel_days" integer,
	"penalty_bp" integer NOT NULL,
	"nightly_iqd" bigint NOT NULL,
	"child_nightly_iqd" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "hotel_rate_plans_policy" CHECK (("hotel_rate_plans"."refundable" and "hotel_rate_plans"."free_cancel_days" >= 0) or (not "hotel_rate_plans"."refundable" and "hotel_rate_plans"."free_cancel_days" is null)),
	CONSTRAINT "hotel_rate_plans_penalty" CHECK ("hotel_rate_plans"."penalty_bp" between 0 and 10000),
	CONSTRAINT "hotel_rate_plans_price" CHECK ("hotel_rate_plans"."nightly_iqd" > 0 and "hotel_rate_plans"."child_nightly_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_room_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"max_adults" integer NOT NULL,
	"max_children" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"bedding" text NOT NULL,
	"size_sqm" integer NOT NULL,
	"amenities" jsonb NOT NULL,
	"rooms" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_room_types_occupancy" CHECK ("hotel_room_types"."max_adults" >= 1 and "hotel_room_types"."max_children" >= 0 and "hotel_room_types"."max_occupancy" >= "hotel_room_types"."max_adults"),
	CONSTRAINT "hotel_room_types_rooms" CHECK ("hotel_room_types"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_seasons" (
	"hotel_id" uuid NOT NULL,
	"code" text NOT NULL,
	"start_md" text NOT NULL,
	"end_md" text NOT NULL,
	"factor_bp" integer NOT NULL,
	CONSTRAINT "hotel_seasons_hotel_id_code_pk" PRIMARY KEY("hotel_id","code"),
	CONSTRAINT "hotel_seasons_factor" CHECK ("hotel_seasons"."factor_bp" > 0),
	CONSTRAINT "hotel_seasons_md" CHECK ("hotel_seasons"."start_md" ~ '^[01][0-9]-[0-3][0-9]$' and "hotel_seasons"."end_md" ~ '^[01][0-9]-[0-3][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"destination" text NOT NULL,
	"name" jsonb NOT NULL,
	"stars" integer NOT NULL,
	"description" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"facilities" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"check_in_time" text NOT NULL,
	"check_out_time" text NOT NULL,
	"review_score" numeric(3, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"bestseller" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"images" jsonb NOT NULL,
	"tax_bp" integer NOT NULL,
	"city_fee_iqd" bigint NOT NULL,
	"weekend_bp" integer DEFAULT 10000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_slug_unique" UNIQUE("slug"),
	CONSTRAINT "hotels_stars" CHECK ("hotels"."stars" between 1 and 5),
	CONSTRAINT "hotels_review_score" CHECK ("hotels"."review_score" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "hotel_allotments" ADD CONSTRAINT "hotel_allotments_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_plans" ADD CONSTRAINT "hotel_rate_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_rate_plans" ADD CONSTRAINT "hotel_rate_plans_room_type_id_hotel_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hotel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD CONSTRAINT "hotel_room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_seasons" ADD CONSTRAINT "hotel_seasons_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_destination_hotel_destinations_slug_fk" FOREIGN KEY ("destination") REFERENCES "public"."hotel_destinations"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_allotments_night_idx" ON "hotel_allotments" USING btree ("night");--> statement-breakpoint
CREATE INDEX "hotel_rate_plans_hotel_idx" ON "hotel_rate_plans" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_room_types_code_key" ON "hotel_room_types" USING btree ("hotel_id","code");--> statement-breakpoint
CREATE INDEX "hotels_destination_idx" ON "hotels" USING btree ("destination");