import { z } from 'zod';
import { PriceSchema } from './flights.js';
import { isCountryCode } from './hotel-constants.js';
import { ContactEmailSchema, LatinNameSchema, PaymentSchema, PhoneSchema } from './common.js';

export * from './car-constants.js';
import {
  CAR_CLASSES,
  CAR_SLUG_MAX,
  CAR_SLUG_PATTERN,
  CAR_SORTS,
  dropoffNotAfterPickup,
  FUELS,
  isLocalDateTime,
  LOCAL_DATE_TIME_PATTERN,
  MAX_CHILD_SEATS,
  MAX_DRIVER_AGE,
  MIN_DRIVER_AGE,
  OFFICE_ID_PATTERN,
  TRANSMISSIONS,
} from './car-constants.js';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const slug = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(CAR_SLUG_MAX)
  .regex(CAR_SLUG_PATTERN, { error: 'unknown_destination' });
const officeId = z.string().regex(OFFICE_ID_PATTERN, { error: 'unknown_office' });
/** A local date and time as the URL carries it: `2026-12-20T10:00`. */
export const LocalDateTimeSchema = z
  .string()
  .regex(LOCAL_DATE_TIME_PATTERN, { error: 'invalid_datetime' })
  .refine(isLocalDateTime, { error: 'invalid_datetime' });
const driverAge = z.coerce
  .number({ error: 'invalid_age' })
  .int({ error: 'invalid_age' })
  .min(MIN_DRIVER_AGE, { error: 'driver_too_young' })
  .max(MAX_DRIVER_AGE, { error: 'invalid_age' });
/** A comma-separated list in the query string (`class=suv,van`). */
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(200)
    .transform((v) => v.split(',').filter(Boolean) as Array<T[number]>)
    .refine((items) => items.every((item) => values.includes(item)), { error: 'invalid_choice' })
    .optional();
const decimal = z.string().regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'invalid_amount' });

/** The rental as the URL's query string carries it (kept when a link is shared). */
const rentalShape = {
  pickup: LocalDateTimeSchema,
  dropoff: LocalDateTimeSchema,
  age: driverAge,
  pickup_office: officeId.optional(),
  dropoff_office: officeId.optional(),
};

function checkPeriod(q: { pickup: string; dropoff: string }, ctx: z.RefinementCtx) {
  if (dropoffNotAfterPickup(q)) ctx.addIssue({ code: 'custom', message: 'dropoff_before_pickup', path: ['dropoff'] });
}

export const CarSearchQuerySchema = z
  .strictObject({
    destination: slug,
    ...rentalShape,
    class: list(CAR_CLASSES),
    transmission: z.enum(TRANSMISSIONS, { error: 'invalid_choice' }).optional(),
    with_driver: z.enum(['yes', 'no'], { error: 'invalid_choice' }).optional(),
    company: z
      .string()
      .max(200)
      .regex(/^[a-z0-9,-]*$/, { error: 'invalid_choice' })
      .transform((v) => v.split(',').filter(Boolean))
      .optional(),
    /** The most the whole rental may cost, in the display currency. */
    price_max: decimal.optional(),
    sort: z.enum(CAR_SORTS, { error: 'invalid_choice' }).default('price_asc'),
    page: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(1000).default(1),
  })
  .superRefine(checkPeriod);
export type CarSearchQuery = z.input<typeof CarSearchQuerySchema>;
export type CarSearch = z.output<typeof CarSearchQuerySchema>;

export const CarQuoteQuerySchema = z
  .strictObject({
    ...rentalShape,
    child_seats: z.coerce.number({ error: 'invalid_type' }).int().min(0).max(MAX_CHILD_SEATS).default(0),
    extra_driver: z.enum(['yes', 'no'], { error: 'invalid_choice' }).default('no'),
    full_cover: z.enum(['yes', 'no'], { error: 'invalid_choice' }).default('no'),
  })
  .superRefine(checkPeriod);
export type CarQuoteQuery = z.input<typeof CarQuoteQuerySchema>;

export const CarOfficeSchema = z.object({
  id: z.string(),
  kind: z.enum(['airport', 'city']),
  name: localized,
  address: localized,
});
export type CarOffice = z.infer<typeof CarOfficeSchema>;

export const CarCompanySchema = z.object({ code: z.string(), name: localized, rating: z.number() });

/** A car as the list and the detail show it. */
export const CarSchema = z.object({
  id: z.string(),
  company: CarCompanySchema,
  model: z.string(),
  class: z.enum(CAR_CLASSES),
  seats: z.number().int(),
  doors: z.number().int(),
  transmission: z.enum(TRANSMISSIONS),
  fuel: z.enum(FUELS),
  luggage: z.number().int(),
  air_conditioning: z.boolean(),
  with_driver: z.boolean(),
  mileage_km_per_day: z.number().int().nullable(),
  deposit: PriceSchema,
  min_age: z.number().int(),
  office: CarOfficeSchema,
  image: z.string(),
  daily: PriceSchema,
});
export type Car = z.infer<typeof CarSchema>;

/** What a rental of a car costs for a period: the parts and the total (display currency and exact IQD). */
export const CarPriceSchema = z.object({
  days: z.number().int(),
  daily: PriceSchema,
  base: PriceSchema,
  discount_percent: z.number().int(),
  discount: PriceSchema,
  one_way_fee: PriceSchema,
  extras: z.array(
    z.object({
      code: z.enum(['child_seat', 'extra_driver', 'full_cover']),
      count: z.number().int(),
      total: PriceSchema,
    }),
  ),
  total: PriceSchema,
});
export type CarPrice = z.infer<typeof CarPriceSchema>;

export const CarOfferSchema = CarSchema.extend({ price: CarPriceSchema, left: z.number().int() });
export type CarOffer = z.infer<typeof CarOfferSchema>;

export const CarSearchResultSchema = z.object({
  destination: z.object({ slug: z.string(), name: localized, country: z.string() }),
  offices: z.array(CarOfficeSchema),
  companies: z.array(CarCompanySchema.extend({ count: z.number().int() })),
  offers: z.array(CarOfferSchema),
});
export type CarSearchResult = z.infer<typeof CarSearchResultSchema>;

/** The detail: the car at its office, the rental's price with the extras chosen, and the offices to drop it at. */
export const CarDetailSchema = z.object({
  car: CarSchema,
  destination: z.object({ slug: z.string(), name: localized, country: z.string() }),
  offices: z.array(CarOfficeSchema),
  extras: z.object({ child_seat: PriceSchema, extra_driver: PriceSchema, full_cover: PriceSchema }),
  one_way_fee: PriceSchema,
  price: CarPriceSchema,
  available: z.boolean(),
  /** Free cancellation until this instant; later, `late_penalty_percent` is kept until pick-up. */
  free_cancellation_until: z.string(),
  late_penalty_percent: z.number().int(),
  /** Until when the rental may be held unpaid if booked now; null when it cannot be held. */
  hold_until: z.string().nullable(),
});
export type CarDetail = z.infer<typeof CarDetailSchema>;

export const CarDestinationSchema = z.object({
  slug: z.string(),
  name: localized,
  country: z.string(),
  offers: z.number().int(),
});
export type CarDestination = z.infer<typeof CarDestinationSchema>;

const latinName = LatinNameSchema;
const email = ContactEmailSchema;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' })
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      error: 'invalid_date',
    },
  );

export const CarDriverSchema = z.strictObject({
  first_name: latinName,
  last_name: latinName,
  date_of_birth: isoDate,
  email,
  phone: PhoneSchema,
  /** The licence is asked when the customer drives (not for a car with a driver). */
  licence_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9-]{4,20})?$/, { error: 'invalid_licence' })
    .default(''),
  licence_country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isCountryCode(v), { error: 'invalid_country' })
    .default(''),
  licence_image_id: z.uuid({ error: 'licence_required' }).nullable().default(null),
});
export type CarDriver = z.input<typeof CarDriverSchema>;

export const CarBookingBodySchema = z
  .strictObject({
    offer_id: z.uuid({ error: 'invalid_id' }),
    pickup: LocalDateTimeSchema,
    dropoff: LocalDateTimeSchema,
    dropoff_office: officeId,
    child_seats: z.number().int().min(0).max(MAX_CHILD_SEATS).default(0),
    extra_driver: z.boolean().default(false),
    full_cover: z.boolean().default(false),
    driver: CarDriverSchema,
    accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
    payment: PaymentSchema,
  })
  .superRefine(checkPeriod);
export type CarBookingBody = z.input<typeof CarBookingBodySchema>;

/** What a car booking shows (My Bookings, the voucher, the desk). */
export const CarBookingDetailsSchema = z.object({
  voucher: z.string(),
  car: CarSchema.omit({ daily: true, deposit: true, office: true }),
  pickup: z.object({ office: CarOfficeSchema, at: z.string() }),
  dropoff: z.object({ office: CarOfficeSchema, at: z.string() }),
  city: localized,
  driver: z.object({
    first_name: z.string(),
    last_name: z.string(),
    licence_number: z.string(),
    licence_country: z.string(),
  }),
  price: CarPriceSchema,
  deposit: PriceSchema,
  free_cancellation_until: z.string(),
  late_penalty_percent: z.number().int(),
});
export type CarBookingDetails = z.infer<typeof CarBookingDetailsSchema>;

export const CarTravellerSchema = z.object({ first_name: z.string(), last_name: z.string() });
