CREATE TABLE "document_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"copy" text DEFAULT 'own' NOT NULL,
	"lang" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "document_links_purpose" CHECK ("document_links"."purpose" in ('share', 'render'))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_codes_subject_key" ON "document_codes" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_hash_key" ON "document_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_links_subject_idx" ON "document_links" USING btree ("kind","subject_id");