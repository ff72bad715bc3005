import { z } from 'zod';
import { PriceSchema } from './flights.js';
import {
  BOARD_BASES,
  checkRooms,
  checkStay,
  HOTEL_FACILITIES,
  HOTEL_LANGUAGES,
  HOTEL_PAGE_SIZE,
  HOTEL_SORTS,
  isCountryCode,
  MAX_ROOMS,
  ROOM_TYPE_CODES,
  ROOM_TYPE_FILTERS,
  type HotelProblem,
} from './hotel-constants.js';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    { error: 'invalid_date' },
  );
const country = z.string().trim().toUpperCase().refine(isCountryCode, { error: 'invalid_country' });
/**
 * A hotel id or rate key: the built-in supplier's UUID, or another supplier's `<code>~<its own id>`
 * (decision 008). The prefix chooses the supplier.
 */
const supplierKey = z
  .string()
  .regex(
    /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[a-z][a-z0-9]{1,19}~[A-Za-z0-9._-]{1,100})$/i,
    { error: 'invalid_id' },
  );
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'unknown_destination' });
const decimal = z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'invalid_amount' });

function report(ctx: z.RefinementCtx, problems: HotelProblem[], prefix: PropertyKey[] = []) {
  for (const p of problems)
    ctx.addIssue({
      code: 'custom',
      message: p.key,
      path: [...prefix, ...p.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))],
      params: p.params,
    });
}

/**
 * One room of a search: adults, children (one age each) and infants. `children` is given as well as the
 * ages so that "two children, no ages" is reported as such rather than read as no children.
 */
export const RoomQuerySchema = z.strictObject({
  adults: z.number().int().min(0).max(99),
  children: z.number().int().min(0).max(99).default(0),
  children_ages: z.array(z.number().int().min(0).max(17)).max(99).default([]),
  infants: z.number().int().min(0).max(99).default(0),
});
export type RoomQuery = z.input<typeof RoomQuerySchema>;

/** A count the field check has already refused (negative, huge) counts as none here, not as 2^53 array slots. */
const counted = (n: number) => (Number.isInteger(n) && n >= 0 && n <= 99 ? n : 0);

function roomsOccupancy(rooms: Array<z.output<typeof RoomQuerySchema>>) {
  return rooms.map((r) => ({
    adults: counted(r.adults),
    childrenAges: Array.from({ length: counted(r.children) }, (_, i) => r.children_ages[i] ?? null),
    infants: counted(r.infants),
  }));
}

function checkAges(ctx: z.RefinementCtx, rooms: Array<z.output<typeof RoomQuerySchema>>, prefix: PropertyKey[]) {
  rooms.forEach((r, i) => {
    if (r.children_ages.length > r.children)
      ctx.addIssue({ code: 'custom', message: 'invalid_type', path: [...prefix, i, 'children_ages'] });
  });
}

const stayShape = {
  check_in: isoDate,
  check_out: isoDate,
  nationality: country,
  rooms: z.array(RoomQuerySchema).min(1).max(MAX_ROOMS, { error: 'too_many_rooms' }),
};

export const HotelFiltersSchema = z.strictObject({
  stars: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  /** Price per night (all rooms, taxes and fees included) in the display currency. */
  price_min: decimal.nullable().default(null),
  price_max: decimal.nullable().default(null),
  review_min: z.number().min(0).max(10).nullable().default(null),
  facilities: z
    .array(z.enum(HOTEL_FACILITIES, { error: 'invalid_choice' }))
    .max(40)
    .default([]),
  languages: z
    .array(z.enum(HOTEL_LANGUAGES, { error: 'invalid_choice' }))
    .max(20)
    .default([]),
  bestseller: z.boolean().default(false),
  featured: z.boolean().default(false),
  free_cancellation: z.boolean().default(false),
});
export type HotelFilters = z.input<typeof HotelFiltersSchema>;

/**
 * A hotel search: a destination (a city's slug, or a hotel's slug for that hotel alone), the stay, the
 * guests' nationality, the rooms, and the list's filters, order and page.
 */
export const HotelSearchBodySchema = z
  .strictObject({
    destination: slug,
    ...stayShape,
    room_type: z.enum(ROOM_TYPE_FILTERS, { error: 'invalid_choice' }).default('any'),
    filters: HotelFiltersSchema.default({
      stars: [],
      price_min: null,
      price_max: null,
      review_min: null,
      facilities: [],
      languages: [],
      bestseller: false,
      featured: false,
      free_cancellation: false,
    }),
    sort: z.enum(HOTEL_SORTS, { error: 'invalid_choice' }).default('recommended'),
    page: z.number().int().min(1).max(1000).default(1),
    per_page: z.number().int().min(1).max(50).default(HOTEL_PAGE_SIZE),
  })
  .superRefine((q, ctx) => {
    report(ctx, checkStay({ checkIn: q.check_in, checkOut: q.check_out }));
    checkAges(ctx, q.rooms, ['rooms']);
    report(ctx, checkRooms(roomsOccupancy(q.rooms), q.room_type));
  });
export type HotelSearchBody = z.input<typeof HotelSearchBodySchema>;
export type HotelSearch = z.output<typeof HotelSearchBodySchema>;

/** The rates of one hotel for a stay and rooms (the detail page). */
export const HotelRatesBodySchema = z
  .strictObject({
    ...stayShape,
    room_type: z.enum(ROOM_TYPE_FILTERS, { error: 'invalid_choice' }).default('any'),
  })
  .superRefine((q, ctx) => {
    report(ctx, checkStay({ checkIn: q.check_in, checkOut: q.check_out }));
    checkAges(ctx, q.rooms, ['rooms']);
    report(ctx, checkRooms(roomsOccupancy(q.rooms), 'any'));
  });
export type HotelRatesBody = z.input<typeof HotelRatesBodySchema>;
export type HotelRatesQuery = z.output<typeof HotelRatesBodySchema>;

/** A choice of one rate for each room: re-checked and priced into an expiring `ref_id`. */
export const HotelSelectionBodySchema = z
  .strictObject({
    hotel_id: supplierKey,
    ...stayShape,
    rooms: z
      .array(RoomQuerySchema.extend({ rate_id: supplierKey }))
      .min(1)
      .max(MAX_ROOMS, { error: 'too_many_rooms' }),
  })
  .superRefine((q, ctx) => {
    report(ctx, checkStay({ checkIn: q.check_in, checkOut: q.check_out }));
    checkAges(ctx, q.rooms, ['rooms']);
    report(ctx, checkRooms(roomsOccupancy(q.rooms), 'any'));
  });
export type HotelSelectionBody = z.input<typeof HotelSelectionBodySchema>;
export type HotelSelectionQuery = z.output<typeof HotelSelectionBodySchema>;

export const DestinationSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(60),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});

export const DestinationSchema = z.object({
  kind: z.enum(['city', 'hotel']),
  slug: z.string(),
  name: localized,
  /** The city (for a hotel, the city it is in). */
  city: localized,
  country: z.string(),
  country_name: localized,
  /** Hotels in the city, or the hotel's stars. */
  hotels: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  hotel_id: z.string().nullable(),
});
export type Destination = z.infer<typeof DestinationSchema>;

export const CancellationStepSchema = z.object({
  /** From this instant (null: from booking) until the next step, cancelling costs `penalty`. */
  from: z.string().nullable(),
  penalty: PriceSchema,
});

export const CancellationPolicySchema = z.object({
  refundable: z.boolean(),
  /** Cancelling is free until this instant (ISO, UTC); null when never free. */
  free_until: z.string().nullable(),
  /** The same deadline as a wall-clock time at the hotel, `YYYY-MM-DDTHH:mm`, and its time zone. */
  free_until_local: z.string().nullable(),
  time_zone: z.string(),
  /** What cancelling costs after the deadline, as a share of the stay (0–100). */
  penalty_percent: z.number().int(),
  /** The refund timeline: the penalty from each instant on; no cancellation after check-in. */
  steps: z.array(CancellationStepSchema),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

export const HotelCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: localized,
  stars: z.number().int(),
  destination: z.string(),
  city: localized,
  country: z.string(),
  country_name: localized,
  address: localized,
  lat: z.number(),
  lng: z.number(),
  review_score: z.number(),
  review_count: z.number().int(),
  bestseller: z.boolean(),
  featured: z.boolean(),
  facilities: z.array(z.string()),
  languages: z.array(z.string()),
  thumbnail_url: z.string(),
});
export type HotelCard = z.infer<typeof HotelCardSchema>;

export const HotelOfferSchema = HotelCardSchema.extend({
  /** The cheapest rooms for the whole search (a rate per room) that pass the filters. */
  cheapest: z.object({
    board: z.enum(BOARD_BASES),
    refundable: z.boolean(),
    free_until: z.string().nullable(),
    room_types: z.array(z.enum(ROOM_TYPE_CODES)),
    /** Everything for the stay (all rooms, taxes and fees) divided by the nights. */
    per_night: PriceSchema,
    total: PriceSchema,
    /** The fewest rooms of the chosen types left on any night (a "only N left" hint). */
    rooms_left: z.number().int(),
  }),
});
export type HotelOffer = z.infer<typeof HotelOfferSchema>;

export const HotelSearchResultSchema = z.object({
  query: z.object({
    destination: z.string(),
    check_in: z.string(),
    check_out: z.string(),
    nationality: z.string(),
    rooms: z.array(
      z.object({
        adults: z.number().int(),
        children: z.number().int(),
        children_ages: z.array(z.number().int()),
        infants: z.number().int(),
      }),
    ),
    room_type: z.enum(ROOM_TYPE_FILTERS),
    sort: z.enum(HOTEL_SORTS),
  }),
  nights: z.number().int(),
  /** What the search is about: the city, or the hotel's city when a hotel was searched. */
  destination: DestinationSchema,
  hotels: z.array(HotelOfferSchema),
  /** Over every hotel with rooms for the stay, before filters: for the filter controls. */
  facets: z.object({
    available: z.number().int(),
    price_min: PriceSchema.nullable(),
    price_max: PriceSchema.nullable(),
    stars: z.record(z.string(), z.number().int()),
  }),
});
export type HotelSearchResult = z.infer<typeof HotelSearchResultSchema>;

export const RoomTypeSchema = z.object({
  id: z.string(),
  code: z.enum(ROOM_TYPE_CODES),
  name: localized,
  max_adults: z.number().int(),
  max_children: z.number().int(),
  max_occupancy: z.number().int(),
  bedding: z.string(),
  size_sqm: z.number().int(),
  amenities: z.array(z.string()),
  image_url: z.string(),
});
export type RoomType = z.infer<typeof RoomTypeSchema>;

export const HotelDetailSchema = HotelCardSchema.extend({
  description: localized,
  rules: z.array(z.string()),
  check_in_time: z.string(),
  check_out_time: z.string(),
  time_zone: z.string(),
  images: z.array(z.string()),
  room_types: z.array(RoomTypeSchema),
  boards: z.array(z.enum(BOARD_BASES)),
  /** Taxes on the room price (percent) and the city fee per room and night, for the detail page's notes. */
  tax_percent: z.number(),
  city_fee: PriceSchema,
});
export type HotelDetail = z.infer<typeof HotelDetailSchema>;

export const RoomPriceSchema = z.object({
  per_night: PriceSchema,
  total: PriceSchema,
});

export const RateSchema = z.object({
  id: z.string(),
  board: z.enum(BOARD_BASES),
  cancellation: CancellationPolicySchema,
  /** Whether a hold until the free-cancellation deadline is possible. */
  holdable: z.boolean(),
  /** One entry per searched room: its price, or null when the room type cannot take that room's guests. */
  rooms: z.array(RoomPriceSchema.nullable()),
});
export type Rate = z.infer<typeof RateSchema>;

export const HotelRatesSchema = z.object({
  hotel_id: z.string(),
  nights: z.number().int(),
  query: HotelSearchResultSchema.shape.query.omit({ destination: true, sort: true }),
  room_types: z.array(
    RoomTypeSchema.extend({
      /** Rooms of this type free on every night of the stay. */
      available: z.number().int(),
      rates: z.array(RateSchema),
    }),
  ),
});
export type HotelRates = z.infer<typeof HotelRatesSchema>;

const selectionRoom = z.object({
  room_type: RoomTypeSchema.pick({ id: true, code: true, name: true, bedding: true }),
  rate_id: z.string(),
  board: z.enum(BOARD_BASES),
  adults: z.number().int(),
  children_ages: z.array(z.number().int()),
  infants: z.number().int(),
  nightly: z.array(z.object({ date: z.string(), price: PriceSchema })),
  subtotal: PriceSchema,
  taxes: PriceSchema,
  fees: PriceSchema,
  total: PriceSchema,
  cancellation: CancellationPolicySchema,
});

export const HotelSelectionSchema = z.object({
  ref_id: z.string(),
  expires_at: z.string(),
  hotel: HotelCardSchema.extend({
    check_in_time: z.string(),
    check_out_time: z.string(),
    time_zone: z.string(),
  }),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  nationality: z.string(),
  rooms: z.array(selectionRoom),
  subtotal: PriceSchema,
  taxes: PriceSchema,
  fees: PriceSchema,
  total: PriceSchema,
  per_night: PriceSchema,
  /** The whole booking's policy: free until the earliest room deadline, then the rooms' penalties added up. */
  cancellation: CancellationPolicySchema,
  hold: z.object({ allowed: z.boolean(), until: z.string().nullable() }),
});
export type HotelSelection = z.infer<typeof HotelSelectionSchema>;

export const PricedSelectionSchema = z.object({
  selection: HotelSelectionSchema,
  /** The total when the selection was made, to tell the user when the price moved since. */
  quoted_total: PriceSchema,
  available: z.boolean(),
});
export type PricedSelection = z.infer<typeof PricedSelectionSchema>;

/** Guest names as on their identity papers: letters of any script, spaces, hyphens, apostrophes and dots. */
const guestName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, { error: 'guest_name' });
const email = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254)
  .pipe(z.email({ error: 'invalid_email' }));
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'invalid_phone' });

export const HotelGuestSchema = z.strictObject({
  type: z.enum(['adult', 'child'], { error: 'invalid_choice' }),
  first_name: guestName,
  last_name: guestName,
});

export const HotelBookingBodySchema = z.strictObject({
  ref_id: z.uuid({ error: 'invalid_id' }),
  /** The IQD total the guest saw and accepted; another current price is refused with price_changed. */
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  lead_guest: z.strictObject({
    first_name: guestName,
    last_name: guestName,
    email,
    phone,
    nationality: country,
  }),
  /** The guests of each room, in the selection's order: its adults and children by name. */
  rooms: z
    .array(z.strictObject({ guests: z.array(HotelGuestSchema).min(1).max(10) }))
    .min(1)
    .max(MAX_ROOMS),
  special_requests: z.string().trim().max(500).default(''),
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
export type HotelBookingBody = z.input<typeof HotelBookingBodySchema>;

/** A hotel booking as stored and shown: the stay, rooms and guests, prices and the voucher. */
export const HotelBookingDetailsSchema = z.object({
  voucher: z.string(),
  hotel: HotelSelectionSchema.shape.hotel,
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  nationality: z.string(),
  rooms: z.array(
    selectionRoom.omit({ nightly: true }).extend({
      guests: z.array(z.object({ type: z.enum(['adult', 'child']), first_name: z.string(), last_name: z.string() })),
    }),
  ),
  lead_guest: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    nationality: z.string(),
  }),
  special_requests: z.string(),
  subtotal: PriceSchema,
  taxes: PriceSchema,
  fees: PriceSchema,
  total: PriceSchema,
  cancellation: CancellationPolicySchema,
});
export type HotelBookingDetails = z.infer<typeof HotelBookingDetailsSchema>;

/**
 * A hotel booking's traveller as shown: a guest by name, of the nationality the stay was booked for (no passport
 * or birth date: hotels do not ask for them).
 */
export const HotelTravellerSchema = z.object({
  type: z.enum(['adult', 'child']),
  first_name: z.string(),
  last_name: z.string(),
  nationality: z.string(),
});
export type HotelTraveller = z.infer<typeof HotelTravellerSchema>;
