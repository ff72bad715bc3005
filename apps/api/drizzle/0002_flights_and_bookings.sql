CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"service" text NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"total_iqd" bigint NOT NULL,
	"payment_currency" text NOT NULL,
	"payment_amount_minor" bigint NOT NULL,
	"rate" numeric(24, 12) NOT NULL,
	"price_snapshot" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"travellers" jsonb NOT NULL,
	"billing" jsonb,
	"payment_transfer_id" uuid,
	"hold_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "flight_airports" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"country" text NOT NULL,
	"country_name" jsonb NOT NULL,
	"lat" numeric(9, 6) NOT NULL,
	"lng" numeric(9, 6) NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_carriers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"low_cost" boolean NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flight_inventory" (
	"schedule_key" text NOT NULL,
	"dep_date" text NOT NULL,
	"cabin" text NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flight_inventory_schedule_key_dep_date_cabin_pk" PRIMARY KEY("schedule_key","dep_date","cabin"),
	CONSTRAINT "flight_inventory_bounds" CHECK ("flight_inventory"."sold" >= 0 and "flight_inventory"."sold" <= "flight_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "flight_schedules" (
	"key" text PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"flight_number" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"departure_minutes" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"days" integer NOT NULL,
	"aircraft_code" text NOT NULL,
	"aircraft_name" text NOT NULL,
	"seats_economy" integer NOT NULL,
	"seats_business" integer NOT NULL,
	"seats_first" integer NOT NULL,
	"distance_km" integer NOT NULL,
	"base_fare_iqd" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_schedules_days" CHECK ("flight_schedules"."days" between 1 and 127),
	CONSTRAINT "flight_schedules_minutes" CHECK ("flight_schedules"."departure_minutes" between 0 and 1439 and "flight_schedules"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "search_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_inventory" ADD CONSTRAINT "flight_inventory_schedule_key_flight_schedules_key_fk" FOREIGN KEY ("schedule_key") REFERENCES "public"."flight_schedules"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_carrier_flight_carriers_code_fk" FOREIGN KEY ("carrier") REFERENCES "public"."flight_carriers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_origin_flight_airports_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."flight_airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flight_schedules" ADD CONSTRAINT "flight_schedules_destination_flight_airports_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."flight_airports"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_account_idx" ON "bookings" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "flight_schedules_origin_idx" ON "flight_schedules" USING btree ("origin");--> statement-breakpoint
CREATE INDEX "search_sessions_expiry_idx" ON "search_sessions" USING btree ("expires_at");