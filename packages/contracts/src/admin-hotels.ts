import { z } from 'zod';
import { AdminDateSchema, LocalizedLongSchema, LocalizedRequiredSchema, SearchTextSchema } from './admin.js';
import { CountryCodeSchema, INVENTORY_STATUSES, InventoryListQuerySchema, TimeZoneSchema } from './admin-inventory.js';
import {
  BOARD_BASES,
  HOTEL_FACILITIES,
  HOTEL_LANGUAGES,
  HOTEL_RULES,
  ROOM_AMENITIES,
  ROOM_TYPE_CODES,
} from './hotel-constants.js';

/**
 * Hotel inventory as staff keep it, on the inventory pattern of `admin-inventory.ts`: hotels (texts in three
 * languages, pictures), their room types, rate plans per room type and rooms per night (allotments).
 * Prices are IQD; a booking keeps the price it was sold at.
 */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

/** How a room's beds are described; the site shows each code in the visitor's language (`hotels.bedding`). */
export const BEDDING_CODES = [
  'one_single',
  'one_double',
  'two_single',
  'one_double_one_single',
  'king',
  'two_double',
  'king_sofa_bed',
] as const;
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_time' });
const iqd = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { error: 'invalid_amount' });
const basisPoints = (max: number) => z.number().int().min(0).max(max);
const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_slug' });
const codes = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { error: 'invalid_choice' }))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, { error: 'invalid_choice' });

export const HotelListQuerySchema = InventoryListQuerySchema.extend({
  destination: slug.optional(),
});
export type HotelListQuery = z.input<typeof HotelListQuerySchema>;

export const AdminHotelSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: localized,
  destination: z.object({ slug: z.string(), name: localized }),
  stars: z.number().int(),
  room_types: z.number().int(),
  active: z.boolean(),
  thumbnail_url: z.string(),
});
export type AdminHotelSummary = z.infer<typeof AdminHotelSummarySchema>;

export const AdminRatePlanSchema = z.object({
  id: z.string(),
  board: z.enum(BOARD_BASES),
  refundable: z.boolean(),
  free_cancel_days: z.number().int().nullable(),
  penalty_bp: z.number().int(),
  nightly_iqd: z.string(),
  child_nightly_iqd: z.string(),
  active: z.boolean(),
});
export type AdminRatePlan = z.infer<typeof AdminRatePlanSchema>;

export const AdminRoomTypeSchema = z.object({
  id: z.string(),
  code: z.enum(ROOM_TYPE_CODES),
  name: localized,
  max_adults: z.number().int(),
  max_children: z.number().int(),
  max_occupancy: z.number().int(),
  bedding: z.string(),
  size_sqm: z.number().int(),
  amenities: z.array(z.string()),
  rooms: z.number().int(),
  /** An archived room type is not sold; bookings made keep their rooms. */
  active: z.boolean(),
  rates: z.array(AdminRatePlanSchema),
});
export type AdminRoomType = z.infer<typeof AdminRoomTypeSchema>;

export const AdminHotelSchema = AdminHotelSummarySchema.extend({
  description: localized,
  address: localized,
  lat: z.number(),
  lng: z.number(),
  facilities: z.array(z.string()),
  languages: z.array(z.string()),
  rules: z.array(z.string()),
  check_in_time: z.string(),
  check_out_time: z.string(),
  featured: z.boolean(),
  bestseller: z.boolean(),
  tax_bp: z.number().int(),
  city_fee_iqd: z.string(),
  /** The pictures in order (the first is the thumbnail): file names under /uploads/hotels/thumb/. */
  images: z.array(z.object({ file: z.string(), url: z.string() })),
  room_types_list: z.array(AdminRoomTypeSchema),
});
export type AdminHotel = z.infer<typeof AdminHotelSchema>;

const hotelFields = {
  name: LocalizedRequiredSchema,
  description: LocalizedLongSchema,
  address: LocalizedRequiredSchema,
  stars: z.number().int().min(1).max(5),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  facilities: codes(HOTEL_FACILITIES),
  languages: codes(HOTEL_LANGUAGES).refine((l) => l.length > 0, { error: 'required' }),
  rules: codes(HOTEL_RULES),
  check_in_time: time,
  check_out_time: time,
  featured: z.boolean(),
  bestseller: z.boolean(),
  /** Taxes on the room price in basis points (1500 = 15 %). */
  tax_bp: basisPoints(5000),
  city_fee_iqd: iqd,
};

export const HotelBodySchema = z.strictObject({
  destination: slug,
  slug,
  ...hotelFields,
});
export type HotelBody = z.input<typeof HotelBodySchema>;

/** The destination and slug stay (links and pictures are named by them); the order of pictures may change. */
export const HotelUpdateBodySchema = z
  .strictObject({
    ...hotelFields,
    images: z.array(z.string().regex(/^[a-z0-9-]+\.webp$/, { error: 'invalid_choice' })).max(8),
  })
  .partial();
export type HotelUpdateBody = z.input<typeof HotelUpdateBodySchema>;

export const RoomTypeBodySchema = z
  .strictObject({
    code: z.enum(ROOM_TYPE_CODES, { error: 'invalid_choice' }),
    name: LocalizedRequiredSchema,
    max_adults: z.number().int().min(1).max(4),
    max_children: z.number().int().min(0).max(3),
    max_occupancy: z.number().int().min(1).max(7),
    bedding: z.enum(BEDDING_CODES, { error: 'invalid_choice' }),
    size_sqm: z.number().int().min(8).max(500),
    amenities: codes(ROOM_AMENITIES),
    /** Rooms of this type on sale each night, unless a night says otherwise. */
    rooms: z.number().int().min(0).max(500),
  })
  .refine((r) => r.max_occupancy >= r.max_adults, { error: 'occupancy_below_adults', path: ['max_occupancy'] });
export type RoomTypeBody = z.input<typeof RoomTypeBodySchema>;
export const RoomTypeUpdateBodySchema = z
  .strictObject({
    name: LocalizedRequiredSchema,
    max_adults: z.number().int().min(1).max(4),
    max_children: z.number().int().min(0).max(3),
    max_occupancy: z.number().int().min(1).max(7),
    bedding: z.enum(BEDDING_CODES, { error: 'invalid_choice' }),
    size_sqm: z.number().int().min(8).max(500),
    amenities: codes(ROOM_AMENITIES),
    rooms: z.number().int().min(0).max(500),
  })
  .partial();
export type RoomTypeUpdateBody = z.input<typeof RoomTypeUpdateBodySchema>;

const rateFields = {
  board: z.enum(BOARD_BASES, { error: 'invalid_choice' }),
  refundable: z.boolean(),
  /** Free cancellation until this many days before check-in; only for refundable rates. */
  free_cancel_days: z.number().int().min(0).max(60).nullable(),
  /** What cancelling later costs, in basis points of the stay (10000 = all). */
  penalty_bp: basisPoints(10_000),
  nightly_iqd: iqd.refine((v) => Number(v) >= 1000, { error: 'fare_too_low' }),
  child_nightly_iqd: iqd,
};
const ratePolicy = (r: { refundable?: boolean; free_cancel_days?: number | null }) =>
  r.refundable === undefined || (r.refundable ? r.free_cancel_days !== null : r.free_cancel_days === null);

export const RatePlanBodySchema = z
  .strictObject(rateFields)
  .refine(ratePolicy, { error: 'rate_policy', path: ['free_cancel_days'] });
export type RatePlanBody = z.input<typeof RatePlanBodySchema>;
export const RatePlanUpdateBodySchema = z
  .strictObject({ ...rateFields, active: z.boolean() })
  .partial()
  .refine(ratePolicy, { error: 'rate_policy', path: ['free_cancel_days'] });
export type RatePlanUpdateBody = z.input<typeof RatePlanUpdateBodySchema>;

export const AllotmentQuerySchema = z.object({
  from: AdminDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
});
export const AllotmentsSchema = z.object({
  room_type_id: z.string(),
  from: z.string(),
  nights: z.array(
    z.object({ night: z.string(), capacity: z.number().int(), sold: z.number().int(), overridden: z.boolean() }),
  ),
});
export type Allotments = z.infer<typeof AllotmentsSchema>;
export const AllotmentBodySchema = z.strictObject({
  night: AdminDateSchema,
  capacity: z.number().int().min(0).max(500),
});
export type AllotmentBody = z.input<typeof AllotmentBodySchema>;

// ---------------------------------------------------------------------------------------------------
// Destinations and their seasons

export const DestinationListQuerySchema = z.object({
  q: SearchTextSchema,
  status: z.enum(INVENTORY_STATUSES, { error: 'invalid_choice' }).optional(),
});
export type DestinationListQuery = z.input<typeof DestinationListQuerySchema>;

export const AdminDestinationSchema = z.object({
  slug: z.string(),
  name: localized,
  country: z.string(),
  country_name: localized,
  lat: z.number(),
  lng: z.number(),
  time_zone: z.string(),
  /** Higher first in the site's autocomplete when names match equally well. */
  popularity: z.number().int(),
  active: z.boolean(),
  hotels: z.number().int(),
});
export type AdminDestination = z.infer<typeof AdminDestinationSchema>;
/** The hotel form's destination choice (the same record). */
export const HotelDestinationOptionSchema = AdminDestinationSchema;
export type HotelDestinationOption = AdminDestination;

const destinationFields = {
  name: LocalizedRequiredSchema,
  country: CountryCodeSchema,
  country_name: LocalizedRequiredSchema,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  time_zone: TimeZoneSchema,
  popularity: z.number().int().min(0).max(100),
};
export const DestinationBodySchema = z.strictObject({ slug, ...destinationFields });
export type DestinationBody = z.input<typeof DestinationBodySchema>;
/** The slug stays: search links and hotels name the destination by it. */
export const DestinationUpdateBodySchema = z.strictObject(destinationFields).partial();
export type DestinationUpdateBody = z.input<typeof DestinationUpdateBodySchema>;
export const DestinationParamSchema = z.object({ slug });

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day of any year, MM-DD (29 February included: it prices leap years). */
export const MonthDaySchema = z
  .string()
  .trim()
  .regex(/^\d{2}-\d{2}$/, { error: 'invalid_month_day' })
  .refine(
    (md) => {
      const [m, d] = md.split('-').map(Number) as [number, number];
      return m >= 1 && m <= 12 && d >= 1 && d <= DAYS_IN_MONTH[m - 1]!;
    },
    { error: 'invalid_month_day' },
  );

/**
 * A season recurs every year from one day to another (inclusive; it may wrap the new year) and scales the rates'
 * base price by its factor (basis points: 13500 = 135 %). Where seasons overlap, a night takes the highest.
 */
export const SeasonSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .max(30)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_slug' }),
  start_md: MonthDaySchema,
  end_md: MonthDaySchema,
  factor_bp: z.number().int().min(1000).max(50_000),
});
export type Season = z.infer<typeof SeasonSchema>;

export const SeasonsBodySchema = z.strictObject({
  seasons: z
    .array(SeasonSchema)
    .max(12)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((season, i) => {
        if (seen.has(season.code)) ctx.addIssue({ code: 'custom', message: 'duplicate_code', path: [i, 'code'] });
        seen.add(season.code);
      });
    }),
});
export type SeasonsBody = z.input<typeof SeasonsBodySchema>;

export const DestinationSeasonsSchema = z.object({
  slug: z.string(),
  seasons: z.array(SeasonSchema),
  /** Hotels the seasons apply to (every hotel of the destination, archived ones too). */
  hotels: z.number().int(),
  /** True once staff set them; before that they are the seasons the hotels came with. */
  custom: z.boolean(),
});
export type DestinationSeasons = z.infer<typeof DestinationSeasonsSchema>;
