import { z } from 'zod';
import { PriceSchema } from './flights.js';
import { TOUR_DURATIONS, TOUR_INCLUSIONS, TOUR_KINDS, TOUR_LABELS, TOUR_SORTS } from './tour-constants.js';
import { CancellationTierSchema, DepartureSchema, IsoDateSchema, MAX_DEPARTURE_TRAVELLERS } from './departures.js';

/* Tour packages (issue 18): Umrah, Hajj, Ziyarat and holidays sold as departures with seats. */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

export * from './tour-constants.js';

const slug = z.string().regex(/^[a-z0-9-]{1,60}$/, { error: 'unknown_tour_city' });

export const TourSearchBodySchema = z.strictObject({
  from: slug,
  /** A city slug, or `all`. */
  to: slug,
  /** Departure date bounds (both included). */
  going: IsoDateSchema.optional(),
  coming: IsoDateSchema.optional(),
  kinds: z
    .array(z.enum(TOUR_KINDS, { error: 'invalid_choice' }))
    .max(4)
    .default([]),
  durations: z
    .array(z.enum(TOUR_DURATIONS, { error: 'invalid_choice' }))
    .max(4)
    .default([]),
  stars: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  /** Per adult, IQD. */
  price_min: z.number().int().min(0).optional(),
  price_max: z.number().int().min(0).optional(),
  labels: z
    .array(z.enum(TOUR_LABELS, { error: 'invalid_choice' }))
    .max(2)
    .default([]),
  sort: z.enum(TOUR_SORTS, { error: 'invalid_choice' }).default('recommended'),
  page: z.number().int().min(1).max(1000).default(1),
  per_page: z.number().int().min(1).max(50).default(10),
});
export type TourSearchBody = z.input<typeof TourSearchBodySchema>;

export const TourCitySchema = z.object({ slug: z.string(), name: localized, country: localized });
export type TourCity = z.infer<typeof TourCitySchema>;

export const TourCitiesSchema = z.object({ origins: z.array(TourCitySchema), destinations: z.array(TourCitySchema) });
export type TourCities = z.infer<typeof TourCitiesSchema>;

export const TourCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.enum(TOUR_KINDS),
  title: localized,
  origin: TourCitySchema,
  destination: TourCitySchema,
  days: z.number().int(),
  nights: z.number().int(),
  stars: z.number().int(),
  image_url: z.string(),
  inclusions: z.array(z.enum(TOUR_INCLUSIONS)),
  /** Per adult, at the cheapest occupancy, on the first departure that matched. */
  from_price: PriceSchema,
  next_departure: z.object({
    id: z.string(),
    starts_on: z.string(),
    left: z.number().int(),
    group_size: z.number().int(),
  }),
  departures: z.number().int(),
  labels: z.array(z.enum(TOUR_LABELS)),
});
export type TourCard = z.infer<typeof TourCardSchema>;

export const TourSearchResultSchema = z.object({
  query: z.object({ from: TourCitySchema, to: TourCitySchema.nullable() }),
  tours: z.array(TourCardSchema),
  /** Bounds of the adult prices over every match before the price filter, for the slider. */
  price_range: z.object({ min: z.string(), max: z.string() }).nullable(),
});
export type TourSearchResult = z.infer<typeof TourSearchResultSchema>;

export const TourHotelSchema = z.object({
  city: localized,
  name: localized,
  stars: z.number().int(),
  nights: z.number().int(),
  /** Walking distance to the Haram (Umrah and Hajj hotels), metres. */
  haram_distance_m: z.number().int().nullable(),
});

export const TourDetailSchema = TourCardSchema.omit({ from_price: true, next_departure: true, labels: true }).extend({
  description: localized,
  itinerary: z.array(z.object({ day: z.number().int(), title: localized, text: localized })),
  places: z.array(localized),
  hotels: z.array(TourHotelSchema),
  /** The occupancies the package is priced for; `['standard']` when the room does not change the price. */
  options: z.array(z.string()),
  departures: z.array(DepartureSchema),
  cancellation: z.array(CancellationTierSchema),
});
export type TourDetail = z.infer<typeof TourDetailSchema>;

export { MAX_DEPARTURE_TRAVELLERS };
