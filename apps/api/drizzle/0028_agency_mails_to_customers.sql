ALTER TABLE "agency_settings" ADD COLUMN "mail_customers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "brand" jsonb;