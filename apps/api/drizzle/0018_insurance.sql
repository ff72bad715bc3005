CREATE TABLE "insurance_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"insurer" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"kind" text NOT NULL,
	"cover_level" text NOT NULL,
	"medical_limit_eur" integer NOT NULL,
	"deductible_eur" integer NOT NULL,
	"schengen_compliant" boolean NOT NULL,
	"zone_factors" jsonb NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"family_discount_bp" integer DEFAULT 0 NOT NULL,
	"group_discount_bp" integer DEFAULT 0 NOT NULL,
	"cancellation_fee_iqd" bigint NOT NULL,
	"coverage" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_plans_code_unique" UNIQUE("code"),
	CONSTRAINT "insurance_plans_days" CHECK ("insurance_plans"."min_days" between 1 and "insurance_plans"."max_days" and "insurance_plans"."max_days" <= 365),
	CONSTRAINT "insurance_plans_fee" CHECK ("insurance_plans"."cancellation_fee_iqd" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurance_rates" (
	"plan_id" uuid NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"days_max" integer NOT NULL,
	"price_iqd" bigint NOT NULL,
	CONSTRAINT "insurance_rates_plan_id_age_min_days_max_pk" PRIMARY KEY("plan_id","age_min","days_max"),
	CONSTRAINT "insurance_rates_price" CHECK ("insurance_rates"."price_iqd" > 0),
	CONSTRAINT "insurance_rates_age" CHECK ("insurance_rates"."age_min" <= "insurance_rates"."age_max")
);
--> statement-breakpoint
ALTER TABLE "insurance_rates" ADD CONSTRAINT "insurance_rates_plan_id_insurance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."insurance_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_rates_plan_idx" ON "insurance_rates" USING btree ("plan_id");