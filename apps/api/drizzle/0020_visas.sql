CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"traveller_index" integer,
	"paper" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"by_staff" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"lang" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"requested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visa_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"nationality" text NOT NULL,
	"country" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"papers" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"government_fee_iqd" bigint NOT NULL,
	"service_fee_iqd" bigint NOT NULL,
	"processing_days" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"stay_days" integer NOT NULL,
	"entries" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_booking_id_applications_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."applications"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_booking_id_applications_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."applications"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_booking_idx" ON "application_documents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "application_events_booking_idx" ON "application_events" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_queue_idx" ON "applications" USING btree ("service","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visa_products_code_idx" ON "visa_products" USING btree ("code");--> statement-breakpoint
CREATE INDEX "visa_products_route_idx" ON "visa_products" USING btree ("nationality","country");