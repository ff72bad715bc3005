CREATE TABLE "departure_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"departure_id" uuid NOT NULL,
	"code" text NOT NULL,
	"capacity" integer NOT NULL,
	"left" integer NOT NULL,
	"prices" jsonb NOT NULL,
	CONSTRAINT "departure_categories_left" CHECK ("departure_categories"."left" >= 0 and "departure_categories"."left" <= "departure_categories"."capacity")
);
--> statement-breakpoint
CREATE TABLE "departure_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"title" jsonb NOT NULL,
	"days" integer NOT NULL,
	"nights" integer NOT NULL,
	"stars" integer DEFAULT 0 NOT NULL,
	"content" jsonb NOT NULL,
	"cancellation" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"group_size" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "departures_dates" CHECK ("departures"."ends_on" >= "departures"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "departure_categories" ADD CONSTRAINT "departure_categories_departure_id_departures_id_fk" FOREIGN KEY ("departure_id") REFERENCES "public"."departures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_product_id_departure_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."departure_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departure_categories_code_idx" ON "departure_categories" USING btree ("departure_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "departure_products_slug_idx" ON "departure_products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "departure_products_service_origin_idx" ON "departure_products" USING btree ("service","origin");--> statement-breakpoint
CREATE INDEX "departures_product_idx" ON "departures" USING btree ("product_id","starts_on");--> statement-breakpoint
CREATE INDEX "departures_starts_idx" ON "departures" USING btree ("starts_on");