import { z } from 'zod';
import { isIsoCountryCode } from './country-codes.js';
import { PriceSchema } from './flights.js';
import { isIsoDate } from './dates.js';
import { PaperCodeSchema } from './applications.js';
import { IqdQuerySchema, LocalizedSchema, SearchPageShape } from './common.js';
import { MAX_VISA_PERSONS, VISA_ENTRIES, VISA_PAPERS, VISA_SORTS, VISA_TYPES } from './visa-constants.js';

export * from './visa-constants.js';

/** An ISO 3166-1 alpha-2 code (decision 046), lower case read as the code it spells. */
export const VisaCountrySchema = z.string().trim().toUpperCase().refine(isIsoCountryCode, { error: 'invalid_country' });

export const VisaSearchQuerySchema = z.object({
  from: VisaCountrySchema.default('IQ'),
  /** A destination, or `all`. */
  to: z
    .string()
    .trim()
    .refine((v) => v.toLowerCase() === 'all' || isIsoCountryCode(v.toUpperCase()), { error: 'invalid_country' })
    .transform((v) => (v.toLowerCase() === 'all' ? 'all' : v.toUpperCase()))
    .default('all'),
  type: z.enum(VISA_TYPES, { error: 'invalid_choice' }).optional(),
  max_days: z.coerce.number({ error: 'invalid_choice' }).int().min(1).max(90).optional(),
  price_min: IqdQuerySchema.optional(),
  price_max: IqdQuerySchema.optional(),
  sort: z.enum(VISA_SORTS, { error: 'invalid_choice' }).default('recommended'),
  ...SearchPageShape,
});
export type VisaSearchQuery = z.input<typeof VisaSearchQuerySchema>;

const localized = LocalizedSchema;

export const VisaCardSchema = z.object({
  id: z.string(),
  /** The applicants' nationality the product is for, and the destination. */
  nationality: z.string(),
  country: z.string(),
  type: z.enum(VISA_TYPES),
  title: localized,
  processing_days: z.number().int(),
  validity_days: z.number().int(),
  stay_days: z.number().int(),
  entries: z.enum(VISA_ENTRIES),
  /** Per person: the government's fee and the agency's service fee, and their sum. */
  government_fee: PriceSchema,
  service_fee: PriceSchema,
  price: PriceSchema,
  thumbnail: z.string(),
});
export type VisaCard = z.infer<typeof VisaCardSchema>;

export const VisaSearchResultSchema = z.object({
  data: z.array(VisaCardSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** Every type on offer for this search and the price range, for the filters. */
    types: z.array(z.enum(VISA_TYPES)),
    price_range: z.object({ min: z.number(), max: z.number() }).nullable(),
  }),
});

export const VisaDetailSchema = VisaCardSchema.extend({
  description: localized,
  papers: z.array(z.enum(VISA_PAPERS)),
  rules: z.array(localized),
  requirements: z.array(localized),
});
export type VisaDetail = z.infer<typeof VisaDetailSchema>;

/** The destinations with visas on offer (the home form's combobox). */
export const VisaDestinationSchema = z.object({ country: z.string(), visas: z.number().int() });

const isoDate = z.string().refine(isIsoDate, { error: 'invalid_date' });
/** Names as printed in the passport's machine-readable zone: Latin letters, spaces, hyphens and apostrophes. */
export const LatinNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50, { error: 'too_long' })
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });
export const ArabicNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(80, { error: 'too_long' })
  .regex(/^[\u0600-\u06FF][\u0600-\u06FF ]*$/, { error: 'arabic_name' });

export const PassportNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' });

export const VisaApplicantSchema = z.strictObject({
  first_name: LatinNameSchema,
  last_name: LatinNameSchema,
  name_ar: ArabicNameSchema,
  date_of_birth: isoDate,
  nationality: VisaCountrySchema,
  passport_number: PassportNumberSchema,
  passport_issued: isoDate,
  passport_expires: isoDate,
  /** One upload (`POST /uploads?purpose=application_document`) per paper the visa requires. */
  documents: z.record(PaperCodeSchema, z.uuid({ error: 'invalid_id' })),
});
export type VisaApplicant = z.input<typeof VisaApplicantSchema>;

export const VisaBookingBodySchema = z.strictObject({
  visa_id: z.uuid({ error: 'invalid_id' }),
  travel_date: isoDate,
  /** The IQD total the applicant saw and accepted; a different current price is refused with price_changed. */
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  applicants: z
    .array(VisaApplicantSchema)
    .min(1, { error: 'persons_range' })
    .max(MAX_VISA_PERSONS, { error: 'persons_range' }),
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
export type VisaBookingBody = z.input<typeof VisaBookingBodySchema>;

/** A visa application as a booking shows it: the product as sold, the travel date and the prices. */
export const VisaBookingDetailsSchema = z.object({
  visa: z.object({
    id: z.string(),
    country: z.string(),
    type: z.enum(VISA_TYPES),
    title: localized,
    processing_days: z.number().int(),
    validity_days: z.number().int(),
    stay_days: z.number().int(),
    entries: z.enum(VISA_ENTRIES),
    papers: z.array(z.enum(VISA_PAPERS)),
  }),
  travel_date: z.string(),
  persons: z.number().int(),
  government_fees: PriceSchema,
  service_fees: PriceSchema,
  total: PriceSchema,
});
export type VisaBookingDetails = z.infer<typeof VisaBookingDetailsSchema>;

export const VisaTravellerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  name_ar: z.string(),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
  passport_issued: z.string(),
  passport_expires: z.string(),
});
export type VisaTraveller = z.infer<typeof VisaTravellerSchema>;
