-- Back office (decision 051): airports, airlines, destinations and room types can be archived (they leave the
-- search, bookings keep their snapshot); a destination keeps the seasons staff set for its hotels.
ALTER TABLE "flight_airports" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "flight_carriers" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_destinations" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_destinations" ADD COLUMN "seasons" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_room_types" ADD COLUMN "active" boolean DEFAULT true NOT NULL;