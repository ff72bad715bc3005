CREATE TABLE "departure_waitlist" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"travellers" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_waitlist_travellers" CHECK ("departure_waitlist"."travellers" > 0),
	CONSTRAINT "departure_waitlist_state" CHECK ("departure_waitlist"."state" in ('waiting', 'offered', 'booked', 'lapsed', 'left'))
);
--> statement-breakpoint
ALTER TABLE "departure_waitlist" ADD CONSTRAINT "departure_waitlist_category_id_departure_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."departure_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_waitlist" ADD CONSTRAINT "departure_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departure_waitlist_line_idx" ON "departure_waitlist" USING btree ("category_id","state","created_at");--> statement-breakpoint
CREATE INDEX "departure_waitlist_user_idx" ON "departure_waitlist" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "departure_waitlist_offered_idx" ON "departure_waitlist" USING btree ("offered_until") WHERE "departure_waitlist"."state" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "departure_waitlist_one_idx" ON "departure_waitlist" USING btree ("category_id","user_id") WHERE "departure_waitlist"."state" in ('waiting', 'offered');