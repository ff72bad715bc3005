import { TOUR_INCLUSIONS, TourHotelSchema } from '@portal/contracts/tours';
import { z } from 'zod';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

/** What a tour package keeps in its product's `content`. */
export const PackageContentSchema = z.object({
  description: localized,
  inclusions: z.array(z.enum(TOUR_INCLUSIONS)),
  places: z.array(localized),
  hotels: z.array(TourHotelSchema),
  itinerary: z.array(z.object({ day: z.number().int(), title: localized, text: localized })),
});
export type PackageContent = z.infer<typeof PackageContentSchema>;
