CREATE TABLE "agency_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"agency_name" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"licence_number" text NOT NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_applications_reviewed" CHECK (("agency_applications"."status" = 'pending') = ("agency_applications"."reviewed_at" is null) and ("agency_applications"."status" = 'refused') = ("agency_applications"."refusal_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_applications" ADD CONSTRAINT "agency_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_applications_account_key" ON "agency_applications" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "agency_applications_status_idx" ON "agency_applications" USING btree ("status","created_at");