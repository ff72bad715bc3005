import { z } from 'zod';
import { PriceSchema } from './flights.js';
import { IsoDateSchema, PhoneSchema } from './common.js';

export { IsoDateSchema } from './common.js';

/*
 * Departures with places (issue 18): the model tour packages, cruises and conferences share. A product has dated
 * departures; each departure has capacity categories (a package's seats, a cruise's cabin grades, a conference's
 * places) with places left; a category is priced per option (a room occupancy, a cabin's occupancy, or `standard`)
 * and per traveller type; cancelling costs a share of the price by days before departure (tiers).
 */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

import { DEPARTURE_SERVICES } from './departure-constants.js';
export { DEPARTURE_SERVICES, type DepartureServiceCode } from './departure-constants.js';

/** From `days_before` days before departure on, cancelling keeps `penalty_percent` of the price. */
export const CancellationTierSchema = z.object({
  days_before: z.number().int().min(0),
  penalty_percent: z.number().int().min(0).max(100),
});
export type CancellationTier = z.infer<typeof CancellationTierSchema>;

/** The traveller types a departure is priced for. */
export const DEPARTURE_TRAVELLERS = ['adult', 'child'] as const;
export type DepartureTraveller = (typeof DEPARTURE_TRAVELLERS)[number];
/** Children are 2 to 11 years old on the day of departure. */
export const CHILD_MIN_AGE = 2;
export const CHILD_MAX_AGE = 11;
/** At most this many travellers in one booking. */
export const MAX_DEPARTURE_TRAVELLERS = 9;

export const DeparturePriceSchema = z.object({
  option: z.string(),
  traveller: z.enum(DEPARTURE_TRAVELLERS),
  price: PriceSchema,
});

export const DepartureCategorySchema = z.object({
  code: z.string(),
  capacity: z.number().int(),
  left: z.number().int(),
  prices: z.array(DeparturePriceSchema),
});

export const DepartureSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  group_size: z.number().int(),
  /** Places left in all its categories. */
  left: z.number().int(),
  categories: z.array(DepartureCategorySchema),
});
export type Departure = z.infer<typeof DepartureSchema>;

/** A departure, category and option chosen for so many travellers, priced into a `ref_id` kept 30 minutes. */
export const DepartureSelectionBodySchema = z.strictObject({
  departure_id: z.uuid({ error: 'invalid_id' }),
  category: z.string().regex(/^[a-z0-9_-]{1,40}$/, { error: 'invalid_choice' }),
  option: z.string().regex(/^[a-z0-9_-]{1,40}$/, { error: 'invalid_choice' }),
  adults: z.number().int().min(0).max(MAX_DEPARTURE_TRAVELLERS),
  children: z.number().int().min(0).max(MAX_DEPARTURE_TRAVELLERS),
});
export type DepartureSelectionBody = z.input<typeof DepartureSelectionBodySchema>;

/** The product as a selection and a booking show it. */
export const DepartureProductCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  kind: z.string(),
  title: localized,
  origin: z.object({ slug: z.string(), name: localized }),
  destination: z.object({ slug: z.string(), name: localized }),
  days: z.number().int(),
  nights: z.number().int(),
  image_url: z.string(),
});

export const DepartureLineSchema = z.object({
  traveller: z.enum(DEPARTURE_TRAVELLERS),
  count: z.number().int(),
  unit: PriceSchema,
  total: PriceSchema,
});

export const DepartureSelectionSchema = z.object({
  ref_id: z.string(),
  expires_at: z.string(),
  product: DepartureProductCardSchema,
  departure: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string(), left: z.number().int() }),
  category: z.string(),
  option: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  lines: z.array(DepartureLineSchema),
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  hold: z.object({ allowed: z.boolean(), until: z.string().nullable() }),
});
export type DepartureSelection = z.infer<typeof DepartureSelectionSchema>;

export const PricedDepartureSelectionSchema = z.object({
  selection: DepartureSelectionSchema,
  /** The total when the selection was made, to tell the user when the price moved since. */
  quoted_total: PriceSchema,
  /** Enough places are still left for the travellers. */
  available: z.boolean(),
});
export type PricedDepartureSelection = z.infer<typeof PricedDepartureSelectionSchema>;

/** Names as printed in the passport's machine-readable zone. */
const passportName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });
const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'invalid_country' });

/** A traveller with passport data, as the booking form sends one. */
export const DepartureTravellerInputSchema = z.strictObject({
  type: z.enum(DEPARTURE_TRAVELLERS, { error: 'invalid_choice' }),
  first_name: passportName,
  last_name: passportName,
  gender: z.enum(['male', 'female'], { error: 'invalid_choice' }),
  date_of_birth: IsoDateSchema,
  nationality: country,
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' }),
  passport_expiry: IsoDateSchema,
});
export type DepartureTravellerInput = z.input<typeof DepartureTravellerInputSchema>;

export const DepartureBookingBodySchema = z.strictObject({
  ref_id: z.uuid({ error: 'invalid_id' }),
  /** The IQD total the traveller saw and accepted; another current price is refused with price_changed. */
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  travellers: z.array(DepartureTravellerInputSchema).min(1).max(MAX_DEPARTURE_TRAVELLERS),
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
  payment: z.discriminatedUnion('method', [
    z.strictObject({
      method: z.literal('wallet'),
      currency: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, { error: 'unknown_currency' }),
    }),
    z.strictObject({ method: z.literal('hold') }),
  ]),
});
export type DepartureBookingBody = z.input<typeof DepartureBookingBodySchema>;

/** A booking of a departure as stored and shown. */
export const DepartureBookingDetailsSchema = z.object({
  voucher: z.string(),
  product: DepartureProductCardSchema,
  departure: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  category: z.string(),
  option: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  lines: z.array(DepartureLineSchema),
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type DepartureBookingDetails = z.infer<typeof DepartureBookingDetailsSchema>;

export const DepartureTravellerSchema = z.object({
  type: z.enum(DEPARTURE_TRAVELLERS),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(['male', 'female']),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
  passport_expiry: z.string(),
});
export type DepartureTravellerShown = z.infer<typeof DepartureTravellerSchema>;

/**
 * The share kept when cancelling `daysBefore` days before departure: the tier with the largest `days_before` not
 * above it (tiers in any order); 100 when no tier applies.
 */
export function penaltyPercentAt(tiers: readonly CancellationTier[], daysBefore: number): number {
  const applicable = tiers.filter((t) => t.days_before <= daysBefore).sort((a, b) => b.days_before - a.days_before);
  return applicable[0]?.penalty_percent ?? 100;
}

/*
 * The waitlist of a full departure category (issue 18, decision 132), for every departures service: join it for so
 * many travellers, leave it, list mine with my place in line. When places come back the first waiting entry they
 * fit is offered them, kept for it 24 hours.
 */
export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'lapsed', 'left'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];
/** How long offered places are kept for the user they were offered to. */
export const WAITLIST_OFFER_HOURS = 24;

export const WaitlistJoinBodySchema = z.object({
  departure_id: z.uuid({ error: 'invalid_id' }),
  /** The category's code (a package's `seats`, a cruise's grade, a conference's `places`). */
  category: z.string().min(1).max(40),
  /** Places wanted: travellers (cabins for a cruise). */
  travellers: z.number().int().min(1).max(MAX_DEPARTURE_TRAVELLERS),
});
export type WaitlistJoinBody = z.input<typeof WaitlistJoinBodySchema>;

export const WaitlistEntrySchema = z.object({
  id: z.uuid(),
  service: z.enum(DEPARTURE_SERVICES),
  product: z.object({ id: z.uuid(), slug: z.string(), title: localized }),
  departure: z.object({ id: z.uuid(), starts_on: z.string(), ends_on: z.string() }),
  category: z.string(),
  travellers: z.number().int(),
  state: z.enum(WAITLIST_STATES),
  /** 1 for the first waiting in line; null once offered or ended. */
  position: z.number().int().nullable(),
  /** Until when offered places are kept (ISO), while `offered`. */
  offered_until: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;
export const WaitlistEntryResponseSchema = z.object({ data: WaitlistEntrySchema });
export const WaitlistListSchema = z.object({ data: z.array(WaitlistEntrySchema) });
export type WaitlistList = z.infer<typeof WaitlistListSchema>;
export const WaitlistIdParamsSchema = z.object({ id: z.uuid({ error: 'invalid_id' }) });
