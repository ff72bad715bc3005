import { z } from 'zod';
import { isIsoCountryCode } from './country-codes.js';
import { PriceSchema } from './flights.js';
import { isIsoDate } from './dates.js';
import { PaperCodeSchema } from './applications.js';
import { EmailSchema } from './auth.js';
import { IqdQuerySchema, LocalizedSchema, PaymentSchema, PhoneSchema, SearchPageShape } from './common.js';
import { ArabicNameSchema, LatinNameSchema, PassportNumberSchema, VisaCountrySchema } from './visas.js';
export * from './uguide-constants.js';
import { UGUIDE_DEGREES, UGUIDE_FIELDS, UGUIDE_LANGUAGES, UGUIDE_PAPERS, UGUIDE_SORTS } from './uguide-constants.js';

/**
 * Study abroad (university guides, issue 17): programmes at universities Iraqi students apply to, and the
 * application to one intake of a programme, taken to a decision by staff (the application pipeline, decision 080).
 */
export const UguideSearchQuerySchema = z.object({
  /** ISO 3166-1 alpha-2; absent for every country. */
  country: z.string().trim().toUpperCase().refine(isIsoCountryCode, { error: 'invalid_country' }).optional(),
  degree: z.enum(UGUIDE_DEGREES, { error: 'invalid_choice' }).optional(),
  field: z.enum(UGUIDE_FIELDS, { error: 'invalid_choice' }).optional(),
  language: z.enum(UGUIDE_LANGUAGES, { error: 'invalid_choice' }).optional(),
  /** Tuition per year, IQD. */
  tuition_min: IqdQuerySchema.optional(),
  tuition_max: IqdQuerySchema.optional(),
  /** An intake's month (`YYYY-MM`) still open for applications. */
  intake: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid_date' })
    .optional(),
  q: z.string().trim().max(80).optional(),
  sort: z.enum(UGUIDE_SORTS, { error: 'invalid_choice' }).default('recommended'),
  ...SearchPageShape,
});
export type UguideSearchQuery = z.input<typeof UguideSearchQuerySchema>;

const localized = LocalizedSchema;

export const UguideIntakeSchema = z.object({
  /** The first day of teaching and the last day to apply (`YYYY-MM-DD`). */
  start: z.string(),
  deadline: z.string(),
  open: z.boolean(),
});
export type UguideIntake = z.infer<typeof UguideIntakeSchema>;

export const UguideCardSchema = z.object({
  id: z.string(),
  country: z.string(),
  university: localized,
  city: localized,
  title: localized,
  degree: z.enum(UGUIDE_DEGREES),
  field: z.enum(UGUIDE_FIELDS),
  language: z.enum(UGUIDE_LANGUAGES),
  duration_years: z.number(),
  /** Tuition per year, the university's application fee and the agency's service fee. */
  tuition: PriceSchema,
  application_fee: PriceSchema,
  service_fee: PriceSchema,
  /** The nearest intake still open, or null when every deadline has passed. */
  next_intake: UguideIntakeSchema.nullable(),
  scholarship: z.boolean(),
});
export type UguideCard = z.infer<typeof UguideCardSchema>;

export const UguideSearchResultSchema = z.object({
  data: z.array(UguideCardSchema),
  meta: z.object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    /** What the country's programmes offer, for the filters. */
    degrees: z.array(z.enum(UGUIDE_DEGREES)),
    fields: z.array(z.enum(UGUIDE_FIELDS)),
    languages: z.array(z.enum(UGUIDE_LANGUAGES)),
    intakes: z.array(z.string()),
    tuition_range: z.object({ min: z.number(), max: z.number() }).nullable(),
  }),
});

export const UguideDetailSchema = UguideCardSchema.extend({
  description: localized,
  intakes: z.array(UguideIntakeSchema),
  papers: z.array(z.enum(UGUIDE_PAPERS)),
  requirements: z.array(localized),
  scholarships: z.array(localized),
  /** A refusal keeps the service fee; the application fee is refunded. */
  total: PriceSchema,
});
export type UguideDetail = z.infer<typeof UguideDetailSchema>;

/** The countries with programmes (the home form's combobox). */
export const UguideCountrySchema = z.object({ country: z.string(), programmes: z.number().int() });

const isoDate = z.string().refine(isIsoDate, { error: 'invalid_date' });

export const UguideStudentSchema = z.strictObject({
  first_name: LatinNameSchema,
  last_name: LatinNameSchema,
  name_ar: ArabicNameSchema,
  date_of_birth: isoDate,
  nationality: VisaCountrySchema,
  passport_number: PassportNumberSchema,
  passport_expires: isoDate,
  email: EmailSchema,
  phone: PhoneSchema,
  /** The last school or university and its qualification, as on the certificate. */
  previous_school: z.string().trim().min(2, { error: 'required' }).max(120, { error: 'too_long' }),
  /** The final grade, 50–100 (the Iraqi scale). */
  grade_percent: z.coerce
    .number({ error: 'invalid_type' })
    .min(50, { error: 'grade_range' })
    .max(100, { error: 'grade_range' }),
});
export type UguideStudent = z.input<typeof UguideStudentSchema>;

export const UguideBookingBodySchema = z.strictObject({
  programme_id: z.uuid({ error: 'invalid_id' }),
  /** The intake's first day, one of the programme's. */
  intake: isoDate,
  /** The IQD total the applicant saw (application and service fees); another current price is refused. */
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  student: UguideStudentSchema,
  /** One upload (`POST /uploads?purpose=application_document`) per paper the programme asks for. */
  documents: z.record(PaperCodeSchema, z.uuid({ error: 'invalid_id' })),
  terms_accepted: z.literal(true, { error: 'terms_required' }),
  payment: PaymentSchema,
});
export type UguideBookingBody = z.input<typeof UguideBookingBodySchema>;

/** An application to a programme as its booking shows it: the programme as sold, the intake and the fees. */
export const UguideBookingDetailsSchema = z.object({
  programme: z.object({
    id: z.string(),
    country: z.string(),
    university: localized,
    city: localized,
    title: localized,
    degree: z.enum(UGUIDE_DEGREES),
    field: z.enum(UGUIDE_FIELDS),
    language: z.enum(UGUIDE_LANGUAGES),
    papers: z.array(z.enum(UGUIDE_PAPERS)),
    processing_days: z.number().int(),
  }),
  intake: z.object({ start: z.string(), deadline: z.string() }),
  tuition: PriceSchema,
  application_fee: PriceSchema,
  service_fee: PriceSchema,
  total: PriceSchema,
});
export type UguideBookingDetails = z.infer<typeof UguideBookingDetailsSchema>;

export const UguideTravellerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  name_ar: z.string(),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
  passport_expires: z.string(),
  email: z.string(),
  phone: z.string(),
  previous_school: z.string(),
  grade_percent: z.number(),
});
export type UguideTraveller = z.infer<typeof UguideTravellerSchema>;
