import { z } from 'zod';
import { PriceSchema } from './flights.js';
import { PaymentSchema, PhoneSchema } from './common.js';
import { CancellationTierSchema } from './departures.js';
export * from './conference-constants.js';
import { REGISTRATION_CATEGORIES, FEE_PERIODS, MAX_ATTENDEES } from './conference-constants.js';

/*
 * Medical conferences (issue 18, decision 119): conferences sold on the departures model — a product per
 * conference, one departure for its dates, one capacity category of places priced per fee period (`early`,
 * `regular`) and registration category. The specialties and cities are in `conference-constants.ts`, so that
 * the home tab's form lists them without asking the API.
 */

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

export const ConferenceSearchBodySchema = z.strictObject({
  /** A specialty slug; absent for every specialty. */
  specialty: z
    .string()
    .regex(/^[a-z-]{1,40}$/, { error: 'unknown_specialty' })
    .optional(),
  /** An ISO alpha-2 country; absent for every country. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_country' })
    .optional(),
  page: z.number().int().min(1).max(100).default(1),
  per_page: z.number().int().min(1).max(50).default(12),
});
export type ConferenceSearchBody = z.input<typeof ConferenceSearchBodySchema>;

export const ConferenceFeeSchema = z.object({ category: z.enum(REGISTRATION_CATEGORIES), price: PriceSchema });

export const ConferenceCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  departure_id: z.string(),
  specialty: z.object({ slug: z.string(), name: localized }),
  title: localized,
  city: z.object({ slug: z.string(), name: localized, airport: z.string() }),
  country: z.object({ code: z.string(), name: localized }),
  venue: localized,
  organiser: localized,
  starts_on: z.string(),
  ends_on: z.string(),
  cme_hours: z.number().int(),
  early_bird_until: z.string(),
  /** The fees today: early-bird fees until the deadline, regular ones after. */
  period: z.enum(FEE_PERIODS),
  fees: z.array(ConferenceFeeSchema),
  capacity: z.number().int(),
  left: z.number().int(),
});
export type ConferenceCard = z.infer<typeof ConferenceCardSchema>;

export const ConferenceSearchResultSchema = z.object({ conferences: z.array(ConferenceCardSchema) });

export const ConferenceDetailSchema = ConferenceCardSchema.extend({
  description: localized,
  topics: z.array(localized),
  early_fees: z.array(ConferenceFeeSchema),
  regular_fees: z.array(ConferenceFeeSchema),
  cancellation: z.array(CancellationTierSchema),
});
export type ConferenceDetail = z.infer<typeof ConferenceDetailSchema>;

const count = z.number().int().min(0).max(MAX_ATTENDEES);
/** A conference's dates and how many attendees of each category, priced into a `ref_id` kept 30 minutes. */
export const ConferenceSelectionBodySchema = z.strictObject({
  departure_id: z.uuid({ error: 'invalid_id' }),
  attendees: z.strictObject({ specialist: count, resident: count, student: count, accompanying: count }),
});
export type ConferenceSelectionBody = z.input<typeof ConferenceSelectionBodySchema>;

export const ConferenceLineSchema = z.object({
  category: z.enum(REGISTRATION_CATEGORIES),
  count: z.number().int(),
  unit: PriceSchema,
  total: PriceSchema,
});

/** The conference as a selection and a booking show it. */
export const ConferenceBookingCardSchema = ConferenceCardSchema.pick({
  id: true,
  slug: true,
  title: true,
  specialty: true,
  city: true,
  country: true,
  venue: true,
  starts_on: true,
  ends_on: true,
  cme_hours: true,
});

export const ConferenceSelectionSchema = z.object({
  ref_id: z.string(),
  expires_at: z.string(),
  conference: ConferenceBookingCardSchema,
  departure_id: z.string(),
  left: z.number().int(),
  period: z.enum(FEE_PERIODS),
  lines: z.array(ConferenceLineSchema),
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  hold: z.object({ allowed: z.boolean(), until: z.string().nullable() }),
});
export type ConferenceSelection = z.infer<typeof ConferenceSelectionSchema>;

export const PricedConferenceSelectionSchema = z.object({
  selection: ConferenceSelectionSchema,
  quoted_total: PriceSchema,
  available: z.boolean(),
});
export type PricedConferenceSelection = z.infer<typeof PricedConferenceSelectionSchema>;

const name = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });
const optionalText = z.string().trim().max(120).default('');

/** An attendee as the form sends one: the badge's name and, but for an accompanying person, where they work. */
export const ConferenceAttendeeInputSchema = z.strictObject({
  category: z.enum(REGISTRATION_CATEGORIES, { error: 'invalid_choice' }),
  title: z.enum(['dr', 'prof', 'mr', 'ms'], { error: 'invalid_choice' }),
  first_name: name,
  last_name: name,
  /** The hospital, university or college (required but for an accompanying person). */
  institution: optionalText,
  /** The medical syndicate's registration number (specialists and residents). */
  licence_number: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .regex(/^([A-Z0-9-]{4,20})?$/, { error: 'invalid_syndicate_number' })
    .default(''),
});
export type ConferenceAttendeeInput = z.input<typeof ConferenceAttendeeInputSchema>;

export const ConferenceBookingBodySchema = z.strictObject({
  ref_id: z.uuid({ error: 'invalid_id' }),
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  attendees: z.array(ConferenceAttendeeInputSchema).min(1).max(MAX_ATTENDEES),
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
export type ConferenceBookingBody = z.input<typeof ConferenceBookingBodySchema>;

export const ConferenceBookingDetailsSchema = z.object({
  badge: z.string(),
  conference: ConferenceBookingCardSchema,
  departure_id: z.string(),
  period: z.enum(FEE_PERIODS),
  lines: z.array(ConferenceLineSchema),
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type ConferenceBookingDetails = z.infer<typeof ConferenceBookingDetailsSchema>;

export const ConferenceAttendeeSchema = z.object({
  category: z.enum(REGISTRATION_CATEGORIES),
  title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  institution: z.string(),
  licence_number: z.string(),
});
export type ConferenceAttendee = z.infer<typeof ConferenceAttendeeSchema>;
