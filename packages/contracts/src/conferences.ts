import { z } from 'zod';
import { PriceSchema } from './flights.js';
import { PaymentSchema, PhoneSchema } from './common.js';
import { CancellationTierSchema } from './departures.js';
import type { LocalizedText } from './i18n.js';

/*
 * Medical conferences (issue 18, decision 119): conferences sold on the departures model — a product per
 * conference, one departure for its dates, one capacity category of places priced per fee period (`early`,
 * `regular`) and registration category. The specialties and cities are here so that the home tab's form lists
 * them without asking the API.
 */

const l = (ar: string, en: string, de = en): LocalizedText => ({ ar, en, de });
const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

export const CONFERENCE_SPECIALTIES = [
  { slug: 'cardiology', name: l('أمراض القلب', 'Cardiology', 'Kardiologie') },
  { slug: 'oncology', name: l('الأورام', 'Oncology', 'Onkologie') },
  { slug: 'pediatrics', name: l('طب الأطفال', 'Paediatrics', 'Pädiatrie') },
  {
    slug: 'obstetrics-gynecology',
    name: l('النسائية والتوليد', 'Obstetrics and gynaecology', 'Gynäkologie und Geburtshilfe'),
  },
  { slug: 'orthopedics', name: l('جراحة العظام', 'Orthopaedics', 'Orthopädie') },
  { slug: 'neurology', name: l('الأمراض العصبية', 'Neurology', 'Neurologie') },
  { slug: 'ophthalmology', name: l('طب العيون', 'Ophthalmology', 'Augenheilkunde') },
  { slug: 'dermatology', name: l('الأمراض الجلدية', 'Dermatology', 'Dermatologie') },
  { slug: 'internal-medicine', name: l('الطب الباطني', 'Internal medicine', 'Innere Medizin') },
  { slug: 'general-surgery', name: l('الجراحة العامة', 'General surgery', 'Allgemeinchirurgie') },
  { slug: 'dentistry', name: l('طب الأسنان', 'Dentistry', 'Zahnmedizin') },
  { slug: 'radiology', name: l('الأشعة', 'Radiology', 'Radiologie') },
  { slug: 'anesthesiology', name: l('التخدير', 'Anaesthesiology', 'Anästhesiologie') },
  { slug: 'urology', name: l('المسالك البولية', 'Urology', 'Urologie') },
  {
    slug: 'endocrinology',
    name: l('الغدد الصماء والسكري', 'Endocrinology and diabetes', 'Endokrinologie und Diabetologie'),
  },
  { slug: 'emergency-medicine', name: l('طب الطوارئ', 'Emergency medicine', 'Notfallmedizin') },
] as const;
export type ConferenceSpecialty = (typeof CONFERENCE_SPECIALTIES)[number]['slug'];

/** The cities conferences are held in: the hotel search's slugs and an airport for the flight search. */
export const CONFERENCE_CITIES = [
  { slug: 'baghdad', name: l('بغداد', 'Baghdad', 'Bagdad'), country: 'IQ', airport: 'BGW' },
  { slug: 'erbil', name: l('أربيل', 'Erbil'), country: 'IQ', airport: 'EBL' },
  { slug: 'basra', name: l('البصرة', 'Basra'), country: 'IQ', airport: 'BSR' },
  { slug: 'sulaymaniyah', name: l('السليمانية', 'Sulaymaniyah', 'Sulaimaniyya'), country: 'IQ', airport: 'ISU' },
  { slug: 'najaf', name: l('النجف', 'Najaf', 'Nadschaf'), country: 'IQ', airport: 'NJF' },
  { slug: 'dubai', name: l('دبي', 'Dubai'), country: 'AE', airport: 'DXB' },
  { slug: 'doha', name: l('الدوحة', 'Doha'), country: 'QA', airport: 'DOH' },
  { slug: 'amman', name: l('عمّان', 'Amman'), country: 'JO', airport: 'AMM' },
  { slug: 'beirut', name: l('بيروت', 'Beirut'), country: 'LB', airport: 'BEY' },
  { slug: 'cairo', name: l('القاهرة', 'Cairo', 'Kairo'), country: 'EG', airport: 'CAI' },
  { slug: 'istanbul', name: l('إسطنبول', 'Istanbul'), country: 'TR', airport: 'IST' },
  { slug: 'antalya', name: l('أنطاليا', 'Antalya'), country: 'TR', airport: 'AYT' },
  { slug: 'tbilisi', name: l('تبليسي', 'Tbilisi', 'Tiflis'), country: 'GE', airport: 'TBS' },
  { slug: 'baku', name: l('باكو', 'Baku'), country: 'AZ', airport: 'GYD' },
  { slug: 'kuala-lumpur', name: l('كوالالمبور', 'Kuala Lumpur'), country: 'MY', airport: 'KUL' },
] as const;
export type ConferenceCity = (typeof CONFERENCE_CITIES)[number];

/** The countries of those cities (ISO alpha-2) with their names. */
export const CONFERENCE_COUNTRIES = [
  { code: 'IQ', name: l('العراق', 'Iraq', 'Irak') },
  { code: 'AE', name: l('الإمارات', 'United Arab Emirates', 'Vereinigte Arabische Emirate') },
  { code: 'QA', name: l('قطر', 'Qatar', 'Katar') },
  { code: 'JO', name: l('الأردن', 'Jordan', 'Jordanien') },
  { code: 'LB', name: l('لبنان', 'Lebanon', 'Libanon') },
  { code: 'EG', name: l('مصر', 'Egypt', 'Ägypten') },
  { code: 'TR', name: l('تركيا', 'Turkey', 'Türkei') },
  { code: 'GE', name: l('جورجيا', 'Georgia', 'Georgien') },
  { code: 'AZ', name: l('أذربيجان', 'Azerbaijan', 'Aserbaidschan') },
  { code: 'MY', name: l('ماليزيا', 'Malaysia') },
] as const;

export const conferenceCity = (slug: string) => CONFERENCE_CITIES.find((c) => c.slug === slug);
export const conferenceSpecialty = (slug: string) => CONFERENCE_SPECIALTIES.find((s) => s.slug === slug);
export const conferenceCountry = (code: string) => CONFERENCE_COUNTRIES.find((c) => c.code === code);

/** How one registers: each priced on its own; an accompanying person comes with a registered attendee. */
export const REGISTRATION_CATEGORIES = ['specialist', 'resident', 'student', 'accompanying'] as const;
export type RegistrationCategory = (typeof REGISTRATION_CATEGORIES)[number];
/** The fee periods a conference's places are priced for (the `option` of the departures model). */
export const FEE_PERIODS = ['early', 'regular'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];
/** A conference's one capacity category. */
export const PLACES_CATEGORY = 'places';
export const MAX_ATTENDEES = 9;

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
