import { z } from 'zod';

export const TRIP_TYPES = ['oneway', 'round', 'roundopen', 'multi'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const CABIN_CLASSES = ['economy', 'business', 'first'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const FARE_FAMILIES = ['light', 'classic', 'flex', 'business', 'business_flex', 'first'] as const;
export type FareFamily = (typeof FARE_FAMILIES)[number];
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Age bands of the spec: adults 12+, children 2–11, infants under 2 (on the date of travel). */
export const AGE_BANDS: Record<PassengerType, { min: number; max: number }> = {
  adult: { min: 12, max: 130 },
  child: { min: 2, max: 11 },
  infant: { min: 0, max: 1 },
};
export const MAX_SEATED_PASSENGERS = 9;
export const MAX_SLICES = 6;

const iata = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'invalid_airport' });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'invalid_date' },
  );

export const SliceQuerySchema = z.strictObject({ origin: iata, destination: iata, date: isoDate });
export type SliceQuery = z.infer<typeof SliceQuerySchema>;

/**
 * A flight search. Round trips give two slices (out and back); round-open gives the outward slice and an
 * open return; multi-destination gives 2–6 slices. Passenger rules are checked here so the form and the
 * API say the same.
 */
export const FlightSearchBodySchema = z
  .strictObject({
    trip: z.enum(TRIP_TYPES, { error: 'invalid_choice' }),
    slices: z.array(SliceQuerySchema).min(1, { error: 'invalid_slices' }).max(MAX_SLICES, { error: 'too_many_slices' }),
    adults: z.number().int().min(1, { error: 'adults_min' }).max(MAX_SEATED_PASSENGERS),
    children: z
      .number()
      .int()
      .min(0)
      .max(MAX_SEATED_PASSENGERS - 1)
      .default(0),
    infants: z.number().int().min(0).max(MAX_SEATED_PASSENGERS).default(0),
    cabin: z.enum(CABIN_CLASSES, { error: 'invalid_choice' }).default('economy'),
  })
  .superRefine((q, ctx) => {
    if (q.adults + q.children > MAX_SEATED_PASSENGERS)
      ctx.addIssue({ code: 'custom', message: 'too_many_passengers', path: ['children'] });
    if (q.infants > q.adults) ctx.addIssue({ code: 'custom', message: 'infants_exceed_adults', path: ['infants'] });
    const expected = q.trip === 'oneway' || q.trip === 'roundopen' ? 1 : q.trip === 'round' ? 2 : undefined;
    if (expected !== undefined && q.slices.length !== expected)
      ctx.addIssue({ code: 'custom', message: 'invalid_slices', path: ['slices'] });
    if (q.trip === 'multi' && q.slices.length < 2)
      ctx.addIssue({ code: 'custom', message: 'invalid_slices', path: ['slices'] });
    q.slices.forEach((s, i) => {
      if (s.origin === s.destination)
        ctx.addIssue({ code: 'custom', message: 'same_airports', path: ['slices', i, 'destination'] });
      const prev = q.slices[i - 1];
      if (prev && s.date < prev.date)
        ctx.addIssue({ code: 'custom', message: 'dates_out_of_order', path: ['slices', i, 'date'] });
    });
  });
export type FlightSearchBody = z.input<typeof FlightSearchBodySchema>;
export type FlightSearch = z.output<typeof FlightSearchBodySchema>;

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

export const PriceSchema = z.object({
  /** Exact IQD amount (the base currency of all inventory). */
  iqd: z.string(),
  /** Converted to the requested display currency. */
  amount: z.string(),
  currency: z.string(),
});
export type Price = z.infer<typeof PriceSchema>;

export const AirportSchema = z.object({
  code: z.string(),
  name: localized,
  city: localized,
  country: z.string(),
  country_name: localized,
  time_zone: z.string(),
});
export type Airport = z.infer<typeof AirportSchema>;

export const CarrierSchema = z.object({ code: z.string(), name: localized, logo_url: z.string() });
export type Carrier = z.infer<typeof CarrierSchema>;

/** Segments name airports and carriers by code; the answer carries one dictionary of each. */
export const SegmentSchema = z.object({
  flight_number: z.string(),
  carrier: z.string(),
  origin: z.string(),
  destination: z.string(),
  departure_local: z.string(),
  arrival_local: z.string(),
  departure_utc: z.string(),
  arrival_utc: z.string(),
  duration_minutes: z.number().int(),
  aircraft: z.string(),
  distance_km: z.number().int(),
  /** Minutes on the ground before the next segment of the slice; null on the last. */
  layover_minutes: z.number().int().nullable(),
});
export type Segment = z.infer<typeof SegmentSchema>;

export const SliceSchema = z.object({
  origin: z.string(),
  destination: z.string(),
  departure_local: z.string(),
  arrival_local: z.string(),
  duration_minutes: z.number().int(),
  stops: z.number().int(),
  segments: z.array(SegmentSchema),
});
export type Slice = z.infer<typeof SliceSchema>;

export const BaggageSchema = z.object({
  /** Checked bags: a number of pieces of up to `kg` each, or a total weight, or nothing. */
  checked: z
    .union([z.object({ pieces: z.number().int(), kg: z.number().int() }), z.object({ kg: z.number().int() })])
    .nullable(),
  cabin_kg: z.number().int(),
});
export type Baggage = z.infer<typeof BaggageSchema>;

export const PassengerPriceSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int(),
  base: PriceSchema,
  taxes: PriceSchema,
  fees: PriceSchema,
  total: PriceSchema,
});

/** A fare family on sale for an offer, as search results list it. */
export const FareSummarySchema = z.object({
  family: z.enum(FARE_FAMILIES),
  cabin: z.enum(CABIN_CLASSES),
  baggage: BaggageSchema,
  refund: z.enum(['refundable', 'non_refundable', 'as_per_rules']),
  refund_penalty_percent: z.number().int(),
  change: z.enum(['free', 'fee', 'not_allowed']),
  change_fee_percent: z.number().int(),
  seats_left: z.number().int(),
  total: PriceSchema,
});
export type FareSummary = z.infer<typeof FareSummarySchema>;

/** The same with its breakdown, as the booking page and the booking show it. */
export const FareSchema = FareSummarySchema.extend({
  per_passenger: z.array(PassengerPriceSchema),
  base: PriceSchema,
  taxes: PriceSchema,
  fees: PriceSchema,
});
export type Fare = z.infer<typeof FareSchema>;

export const OfferSchema = z.object({
  id: z.string(),
  slices: z.array(SliceSchema),
  open_return: z.object({ origin: z.string(), destination: z.string(), valid_until: z.string() }).nullable(),
  carriers: z.array(z.string()),
  validating_carrier: z.string(),
  /** Fare families on sale for this itinerary, cheapest first. */
  fares: z.array(FareSummarySchema),
});
export type Offer = z.infer<typeof OfferSchema>;

/**
 * An offer priced again for booking, with its fares' breakdown and its deadlines: the price holds until
 * `expires_at`; `hold_until` is the payment deadline of a hold booked now (null when the fare cannot be held).
 */
export const PricedOfferSchema = OfferSchema.extend({
  fares: z.array(FareSchema),
  expires_at: z.string(),
  hold_until: z.string().nullable(),
});
export type PricedOffer = z.infer<typeof PricedOfferSchema>;

export const DictionariesSchema = z.object({
  airports: z.record(z.string(), AirportSchema),
  carriers: z.record(z.string(), CarrierSchema),
});
export type Dictionaries = z.infer<typeof DictionariesSchema>;

export const FlightSearchResultSchema = z.object({
  session_id: z.string(),
  expires_at: z.string(),
  query: z.object({
    trip: z.enum(TRIP_TYPES),
    slices: z.array(SliceQuerySchema),
    adults: z.number().int(),
    children: z.number().int(),
    infants: z.number().int(),
    cabin: z.enum(CABIN_CLASSES),
  }),
  offers: z.array(OfferSchema),
  dictionaries: DictionariesSchema,
});
export type FlightSearchResult = z.infer<typeof FlightSearchResultSchema>;

export const FareCalendarSchema = z.array(
  z.object({ date: z.string(), return_date: z.string().nullable(), cheapest: PriceSchema.nullable() }),
);
export type FareCalendar = z.infer<typeof FareCalendarSchema>;

export const AirportSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(60),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

/** What a flight booking shows: the offer as booked (with its deadlines), the fare, cabin and the names used. */
export const FlightBookingDetailsSchema = z.object({
  // Bookings made before offers carried their deadlines lack them.
  offer: PricedOfferSchema.extend({
    expires_at: z.string().optional(),
    hold_until: z.string().nullable().optional(),
  }),
  fare: FareSchema,
  cabin: z.enum(CABIN_CLASSES),
  /** The names of its airports and airlines as booked; bookings made before names were kept have none. */
  dictionaries: DictionariesSchema.optional(),
});
export type FlightBookingDetails = z.infer<typeof FlightBookingDetailsSchema>;

/** A flight booking's traveller as shown: the passenger's name, type, birth date and passport. */
export const FlightTravellerSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string(),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
});
export type FlightTraveller = z.infer<typeof FlightTravellerSchema>;
