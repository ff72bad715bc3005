import { z } from 'zod';
import { PaymentSchema, PhoneSchema } from './common.js';
import { CancellationTierSchema, IsoDateSchema } from './departures.js';
import { PriceSchema } from './flights.js';
export * from './cruise-constants.js';
import { CABIN_GRADES, OCCUPANCIES, MAX_CABINS } from './cruise-constants.js';

/*
 * Cruises (issue 18, decision 127) on the departures model: a product per cruise (its ship, line and itinerary),
 * a departure per sailing, a capacity category per cabin grade whose places are CABINS, priced per person by the
 * cabin's occupancy (one person, two, three or four). The ports, regions, lines and grades are in
 * `cruise-constants.ts`, so that the home tab's form and the screens list them without asking the API.
 */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

const slugOrAll = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'invalid_choice' });

export const CRUISE_SORTS = ['date', 'price'] as const;
export const CruiseSearchBodySchema = z.strictObject({
  /** A home port's slug, or `all`. */
  depart: slugOrAll,
  /** A region's slug, or `all`. */
  destination: slugOrAll,
  /** The earliest day a sailing may leave. */
  depart_date: IsoDateSchema.optional(),
  /** The latest day a sailing may be back. */
  return_date: IsoDateSchema.optional(),
  duration: slugOrAll,
  /** Filters: a cruise line, a cabin grade (priced and with cabins left), the highest price per person. */
  line: z
    .string()
    .regex(/^[a-z-]{1,40}$/, { error: 'invalid_choice' })
    .optional(),
  grade: z.enum(CABIN_GRADES, { error: 'invalid_choice' }).optional(),
  max_price_iqd: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'invalid_amount' })
    .optional(),
  sort: z.enum(CRUISE_SORTS, { error: 'invalid_choice' }).default('date'),
  page: z.number().int().min(1).max(100).default(1),
  per_page: z.number().int().min(1).max(50).default(10),
});
export type CruiseSearchBody = z.input<typeof CruiseSearchBodySchema>;

const place = z.object({ slug: z.string(), name: localized });

/** The cruise as a selection and a booking show it. */
export const CruiseBookingCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localized,
  ship: z.string(),
  line: z.object({ slug: z.string(), name: z.string() }),
  region: place,
  depart_port: place,
  nights: z.number().int(),
});

export const CruiseCardSchema = CruiseBookingCardSchema.extend({
  /** The ports called at, in order (at-sea days left out). */
  ports: z.array(place),
  /** A picture under /uploads/cruises/, or null (a neutral icon is shown). */
  image_url: z.string().nullable(),
  /** The first sailing of the search and how many there are. */
  next_sailing: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  sailings: z.number().int(),
  /** The lowest fare per person in a double cabin (of the grade filtered on) among those sailings. */
  from_price: PriceSchema,
  port_charges: PriceSchema,
  /** Cabins left on those sailings. */
  cabins_left: z.number().int(),
});
export type CruiseCard = z.infer<typeof CruiseCardSchema>;

export const CruiseSearchResultSchema = z.object({
  cruises: z.array(CruiseCardSchema),
  /** The lines of the cruises found before the line filter, to filter on. */
  lines: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});

export const CabinFareSchema = z.object({ occupancy: z.enum(OCCUPANCIES), price: PriceSchema });

export const SailingGradeSchema = z.object({
  grade: z.enum(CABIN_GRADES),
  capacity: z.number().int(),
  /** Cabins left. */
  left: z.number().int(),
  max_occupancy: z.number().int(),
  /** Per person, by the cabin's occupancy. */
  fares: z.array(CabinFareSchema),
});

export const SailingSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  grades: z.array(SailingGradeSchema),
});
export type Sailing = z.infer<typeof SailingSchema>;

export const ItineraryDaySchema = z.object({
  day: z.number().int(),
  /** The port of the day; null at sea. */
  port: place.nullable(),
});

export const CruiseDetailSchema = CruiseCardSchema.extend({
  description: localized,
  itinerary: z.array(ItineraryDaySchema),
  sailing_list: z.array(SailingSchema),
  cancellation: z.array(CancellationTierSchema),
});
export type CruiseDetail = z.infer<typeof CruiseDetailSchema>;

/** One cabin of a selection: how many adults and children share it. */
export const CabinChoiceSchema = z.strictObject({
  adults: z.number().int().min(0).max(4),
  children: z.number().int().min(0).max(4),
});
/** A sailing, a grade and its cabins, priced into a `ref_id` kept 30 minutes. */
export const CruiseSelectionBodySchema = z.strictObject({
  departure_id: z.uuid({ error: 'invalid_id' }),
  grade: z.enum(CABIN_GRADES, { error: 'invalid_choice' }),
  cabins: z.array(CabinChoiceSchema).min(1, { error: 'required' }).max(MAX_CABINS),
});
export type CruiseSelectionBody = z.input<typeof CruiseSelectionBodySchema>;

export const CabinLineSchema = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  occupancy: z.enum(OCCUPANCIES),
  fare_per_person: PriceSchema,
  port_charges_per_person: PriceSchema,
  /** The cabin's fares and port charges together. */
  total: PriceSchema,
});

export const CruiseSelectionSchema = z.object({
  ref_id: z.string(),
  expires_at: z.string(),
  cruise: CruiseBookingCardSchema,
  sailing: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  grade: z.enum(CABIN_GRADES),
  /** Cabins of the grade left. */
  left: z.number().int(),
  cabins: z.array(CabinLineSchema),
  fares: PriceSchema,
  port_charges: PriceSchema,
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  hold: z.object({ allowed: z.boolean(), until: z.string().nullable() }),
});
export type CruiseSelection = z.infer<typeof CruiseSelectionSchema>;

export const PricedCruiseSelectionSchema = z.object({
  selection: CruiseSelectionSchema,
  quoted_total: PriceSchema,
  available: z.boolean(),
});
export type PricedCruiseSelection = z.infer<typeof PricedCruiseSelectionSchema>;

const passportName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });

/** A passenger as the form sends one: the cabin (its index in the selection) and passport data. */
export const CruisePassengerInputSchema = z.strictObject({
  cabin: z
    .number()
    .int()
    .min(0)
    .max(MAX_CABINS - 1),
  type: z.enum(['adult', 'child'], { error: 'invalid_choice' }),
  first_name: passportName,
  last_name: passportName,
  date_of_birth: IsoDateSchema,
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_country' }),
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' }),
});
export type CruisePassengerInput = z.input<typeof CruisePassengerInputSchema>;

export const CruiseBookingBodySchema = z.strictObject({
  ref_id: z.uuid({ error: 'invalid_id' }),
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  passengers: z
    .array(CruisePassengerInputSchema)
    .min(1)
    .max(MAX_CABINS * 4),
  contact: z.strictObject({
    email: z
      .string()
      .trim()
      .min(1, { error: 'required' })
      .max(254)
      .pipe(z.email({ error: 'invalid_email' })),
    phone: PhoneSchema,
  }),
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentSchema,
});
export type CruiseBookingBody = z.input<typeof CruiseBookingBodySchema>;

export const CruiseBookingDetailsSchema = z.object({
  confirmation: z.string(),
  cruise: CruiseBookingCardSchema,
  sailing: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  grade: z.enum(CABIN_GRADES),
  cabins: z.array(CabinLineSchema),
  fares: PriceSchema,
  port_charges: PriceSchema,
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type CruiseBookingDetails = z.infer<typeof CruiseBookingDetailsSchema>;

export const CruisePassengerSchema = z.object({
  cabin: z.number().int(),
  type: z.enum(['adult', 'child']),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
});
export type CruisePassenger = z.infer<typeof CruisePassengerSchema>;
