import { z } from 'zod';
import { PriceSchema } from './flights.js';
import { ContactEmailSchema, LatinNameSchema, PaymentSchema, PhoneSchema } from './common.js';
import { AdminPageSchema, SearchTextSchema } from './admin.js';

export * from './guide-constants.js';
import {
  GUIDE_CITY_MAX,
  GUIDE_CITY_PATTERN,
  GUIDE_DATE_PATTERN,
  GUIDE_LANGUAGES,
  GUIDE_SORTS,
  GUIDE_SPECIALITIES,
  isGuideDate,
  MAX_GROUP_SIZE,
  MAX_GUIDE_DAYS,
} from './guide-constants.js';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const citySlug = z
  .string()
  .trim()
  .toLowerCase()
  .max(GUIDE_CITY_MAX)
  .regex(GUIDE_CITY_PATTERN, { error: 'unknown_destination' });
export const GuideDateSchema = z
  .string()
  .regex(GUIDE_DATE_PATTERN, { error: 'invalid_date' })
  .refine(isGuideDate, { error: 'invalid_date' });
const days = z.coerce
  .number({ error: 'invalid_days' })
  .int({ error: 'invalid_days' })
  .min(1, { error: 'invalid_days' })
  .max(MAX_GUIDE_DAYS, { error: 'invalid_days' });
const groupSize = z.coerce
  .number({ error: 'invalid_group_size' })
  .int({ error: 'invalid_group_size' })
  .min(1, { error: 'invalid_group_size' })
  .max(MAX_GROUP_SIZE, { error: 'invalid_group_size' });
const language = z.enum(GUIDE_LANGUAGES, { error: 'invalid_choice' });

export const GuideSearchQuerySchema = z.strictObject({
  /** Empty: every city. */
  city: citySlug.optional(),
  /** With `days`: only guides free on each day from `date`. */
  date: GuideDateSchema.optional(),
  days: days.default(1),
  group: groupSize.default(2),
  language: language.optional(),
  speciality: z.enum(GUIDE_SPECIALITIES, { error: 'invalid_choice' }).optional(),
  /** The most a day may cost for the group, in the display currency. */
  price_max: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,6})?$/, { error: 'invalid_amount' })
    .optional(),
  sort: z.enum(GUIDE_SORTS, { error: 'invalid_choice' }).default('rating'),
  page: z.coerce.number({ error: 'invalid_type' }).int().min(1).max(1000).default(1),
});
export type GuideSearchQuery = z.input<typeof GuideSearchQuerySchema>;
export type GuideSearch = z.output<typeof GuideSearchQuerySchema>;

export const GuideCitySchema = z.object({
  slug: z.string(),
  name: localized,
  country: z.string(),
  guides: z.number().int(),
});
export type GuideCity = z.infer<typeof GuideCitySchema>;

/** A guide as the list and the detail show them. */
export const GuideSchema = z.object({
  id: z.string(),
  name: localized,
  city: z.object({ slug: z.string(), name: localized, country: z.string() }),
  languages: z.array(language),
  specialities: z.array(z.enum(GUIDE_SPECIALITIES)),
  rating: z.number(),
  reviews: z.number().int(),
  years: z.number().int(),
  bio: localized,
  /** The guide's weekly day off, 0 Sunday … 6 Saturday. */
  weekly_day_off: z.number().int(),
  daily: PriceSchema,
  /** Up to this many people the daily rate covers everyone; each one more pays `per_person` a day. */
  group_included: z.number().int(),
  per_person: PriceSchema,
  max_group: z.number().int(),
  photo: z.string(),
});
export type Guide = z.infer<typeof GuideSchema>;

/** What a booking of a guide costs: days × the daily rate, plus the supplement of the people above the group. */
export const GuidePriceSchema = z.object({
  days: z.number().int(),
  group: z.number().int(),
  daily: PriceSchema,
  base: PriceSchema,
  extra_people: z.number().int(),
  supplement: PriceSchema,
  total: PriceSchema,
});
export type GuidePrice = z.infer<typeof GuidePriceSchema>;

/** A guide in a list: without the profile's text, which the detail shows. */
export const GuideOfferSchema = GuideSchema.omit({ bio: true }).extend({ price: GuidePriceSchema });
export type GuideOffer = z.infer<typeof GuideOfferSchema>;

export const GuideSearchResultSchema = z.object({
  city: z.object({ slug: z.string(), name: localized, country: z.string() }).nullable(),
  guides: z.array(GuideOfferSchema),
});
export type GuideSearchResult = z.infer<typeof GuideSearchResultSchema>;

export const GuideQuoteQuerySchema = z.strictObject({
  date: GuideDateSchema.optional(),
  days: days.default(1),
  group: groupSize.default(2),
});
export type GuideQuoteQuery = z.input<typeof GuideQuoteQuerySchema>;

/** The detail: the guide, the price of the trip asked, and the days they cannot be booked (greyed in the picker). */
export const GuideDetailSchema = z.object({
  guide: GuideSchema,
  price: GuidePriceSchema,
  /** The first day that may be booked (the guide's city's tomorrow) and the last. */
  first_day: z.string(),
  last_day: z.string(),
  /** Days between them the guide is off or already booked. */
  unavailable: z.array(z.string()),
  /** Whether every day of the trip asked (`date`, `days`) is free; null when no date was asked. */
  available: z.boolean().nullable(),
  free_cancellation_until: z.string().nullable(),
  late_penalty_percent: z.number().int(),
  /** Until when the trip asked may be held unpaid if booked now; null when it cannot be held (or no date). */
  hold_until: z.string().nullable(),
});
export type GuideDetail = z.infer<typeof GuideDetailSchema>;

const latinName = LatinNameSchema;
const email = ContactEmailSchema;

export const GuideBookingBodySchema = z.strictObject({
  guide_id: z.uuid({ error: 'invalid_id' }),
  /** The trip's details as the spec's form asks them. */
  start: GuideDateSchema,
  days,
  group_size: groupSize,
  language,
  meeting_point: z.string().trim().min(3, { error: 'required' }).max(200),
  notes: z.string().trim().max(1000).default(''),
  contact: z.strictObject({ first_name: latinName, last_name: latinName, email, phone: PhoneSchema }),
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  payment: PaymentSchema,
});
export type GuideBookingBody = z.input<typeof GuideBookingBodySchema>;

/** What a guide booking shows (My Bookings, the voucher, the desk). */
export const GuideBookingDetailsSchema = z.object({
  voucher: z.string(),
  guide: GuideSchema.omit({ daily: true, per_person: true, bio: true }),
  start: z.string(),
  end: z.string(),
  days: z.array(z.string()),
  group_size: z.number().int(),
  language,
  meeting_point: z.string(),
  notes: z.string(),
  price: GuidePriceSchema,
  free_cancellation_until: z.string(),
  late_penalty_percent: z.number().int(),
});
export type GuideBookingDetails = z.infer<typeof GuideBookingDetailsSchema>;

export const GuideTravellerSchema = z.object({ first_name: z.string(), last_name: z.string() });

/** Staff open or close one day of a guide's calendar (closed: a day off the guide asked for). */
export const AdminGuideDayBodySchema = z.strictObject({ available: z.boolean({ error: 'invalid_type' }) });

/** A guide as the back office lists them. */
export const AdminGuideRowSchema = z.object({
  id: z.string(),
  name: localized,
  city: z.object({ slug: z.string(), name: localized, country: z.string() }),
  languages: z.array(language),
  weekly_day_off: z.number().int(),
  rating: z.number(),
  max_group: z.number().int(),
});
export type AdminGuideRow = z.infer<typeof AdminGuideRowSchema>;

/** A guide's calendar as staff see it: the days closed by staff and the days booked, within the bookable range. */
export const AdminGuideCalendarSchema = z.object({
  guide_id: z.string(),
  /** Who the calendar is of (decision 129). */
  guide: AdminGuideRowSchema,
  first_day: z.string(),
  last_day: z.string(),
  /** The guide's own days off (weekly and leave). */
  days_off: z.array(z.string()),
  closed: z.array(z.string()),
  booked: z.array(z.string()),
  /** The bookings that hold the booked days: each day with its booking's reference (decision 129). */
  bookings: z.array(z.object({ day: z.string(), reference: z.string(), status: z.string() })),
});
export type AdminGuideCalendar = z.infer<typeof AdminGuideCalendarSchema>;

/** The back office's list of guides (decision 129): a name or city searched, a city chosen, in pages. */
export const AdminGuideListQuerySchema = z.object({
  q: SearchTextSchema,
  city: citySlug.optional(),
  ...AdminPageSchema,
});
export type AdminGuideListQuery = z.input<typeof AdminGuideListQuerySchema>;
