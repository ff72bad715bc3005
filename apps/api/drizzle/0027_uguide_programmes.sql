CREATE TABLE "uguide_programmes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"builtin" boolean NOT NULL,
	"country" text NOT NULL,
	"university" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"degree" text NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"duration_years" integer NOT NULL,
	"tuition_iqd" bigint NOT NULL,
	"application_fee_iqd" bigint NOT NULL,
	"service_fee_iqd" bigint NOT NULL,
	"intakes" jsonb NOT NULL,
	"popularity" integer DEFAULT 50 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uguide_programmes_fees" CHECK ("uguide_programmes"."tuition_iqd" >= 0 and "uguide_programmes"."application_fee_iqd" >= 0 and "uguide_programmes"."service_fee_iqd" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uguide_programmes_code_idx" ON "uguide_programmes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "uguide_programmes_country_idx" ON "uguide_programmes" USING btree ("country");