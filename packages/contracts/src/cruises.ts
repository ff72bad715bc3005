import { z } from 'zod';
import { PaymentSchema, PhoneSchema } from './common.js';
import { CancellationTierSchema, IsoDateSchema } from './departures.js';
import { PriceSchema } from './flights.js';
import type { LocalizedText } from './i18n.js';

/*
 * Cruises (issue 18, decision 127) on the departures model: a product per cruise (its ship, line and itinerary),
 * a departure per sailing, a capacity category per cabin grade whose places are CABINS, priced per person by the
 * cabin's occupancy (one person, two, three or four). The ports, regions, lines and grades are here so that the
 * home tab's form and the screens list them without asking the API.
 */

const l = (ar: string, en: string, de = en): LocalizedText => ({ ar, en, de });
const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });

/** The sea regions a cruise sails in (the search's `destination`). */
export const CRUISE_REGIONS = [
  { slug: 'mediterranean', name: l('البحر المتوسط', 'Mediterranean', 'Mittelmeer') },
  { slug: 'arabian-gulf', name: l('الخليج العربي', 'Arabian Gulf', 'Arabischer Golf') },
  { slug: 'red-sea', name: l('البحر الأحمر', 'Red Sea', 'Rotes Meer') },
  { slug: 'northern-europe', name: l('شمال أوروبا', 'Northern Europe', 'Nordeuropa') },
  { slug: 'asia', name: l('آسيا', 'Asia', 'Asien') },
] as const;
export type CruiseRegion = (typeof CRUISE_REGIONS)[number]['slug'];

/** The ports of the itineraries; `home` ones are where cruises sail from (the search's `depart`). */
export const CRUISE_PORTS = [
  { slug: 'istanbul', name: l('إسطنبول', 'Istanbul'), country: 'TR', home: true },
  { slug: 'dubai', name: l('دبي', 'Dubai'), country: 'AE', home: true },
  { slug: 'doha', name: l('الدوحة', 'Doha'), country: 'QA', home: true },
  { slug: 'abu-dhabi', name: l('أبوظبي', 'Abu Dhabi'), country: 'AE', home: true },
  { slug: 'piraeus', name: l('بيرايوس (أثينا)', 'Piraeus (Athens)', 'Piräus (Athen)'), country: 'GR', home: true },
  { slug: 'barcelona', name: l('برشلونة', 'Barcelona'), country: 'ES', home: true },
  { slug: 'venice', name: l('البندقية', 'Venice', 'Venedig'), country: 'IT', home: true },
  {
    slug: 'civitavecchia',
    name: l('تشيفيتافيكيا (روما)', 'Civitavecchia (Rome)', 'Civitavecchia (Rom)'),
    country: 'IT',
    home: true,
  },
  { slug: 'jeddah', name: l('جدة', 'Jeddah', 'Dschidda'), country: 'SA', home: true },
  { slug: 'copenhagen', name: l('كوبنهاغن', 'Copenhagen', 'Kopenhagen'), country: 'DK', home: true },
  { slug: 'kiel', name: l('كيل', 'Kiel'), country: 'DE', home: true },
  { slug: 'singapore', name: l('سنغافورة', 'Singapore', 'Singapur'), country: 'SG', home: true },
  { slug: 'mykonos', name: l('ميكونوس', 'Mykonos'), country: 'GR', home: false },
  { slug: 'santorini', name: l('سانتوريني', 'Santorini'), country: 'GR', home: false },
  { slug: 'rhodes', name: l('رودس', 'Rhodes', 'Rhodos'), country: 'GR', home: false },
  { slug: 'corfu', name: l('كورفو', 'Corfu', 'Korfu'), country: 'GR', home: false },
  {
    slug: 'kusadasi',
    name: l('كوشاداسي (أفسس)', 'Kusadasi (Ephesus)', 'Kuşadası (Ephesos)'),
    country: 'TR',
    home: false,
  },
  { slug: 'bodrum', name: l('بودروم', 'Bodrum'), country: 'TR', home: false },
  { slug: 'naples', name: l('نابولي', 'Naples', 'Neapel'), country: 'IT', home: false },
  { slug: 'marseille', name: l('مرسيليا', 'Marseille'), country: 'FR', home: false },
  { slug: 'palma', name: l('بالما دي مايوركا', 'Palma de Mallorca'), country: 'ES', home: false },
  { slug: 'dubrovnik', name: l('دوبروفنيك', 'Dubrovnik'), country: 'HR', home: false },
  { slug: 'kotor', name: l('كوتور', 'Kotor'), country: 'ME', home: false },
  { slug: 'muscat', name: l('مسقط', 'Muscat', 'Maskat'), country: 'OM', home: false },
  { slug: 'khasab', name: l('خصب', 'Khasab', 'Chasab'), country: 'OM', home: false },
  {
    slug: 'sir-bani-yas',
    name: l('جزيرة صير بني ياس', 'Sir Bani Yas Island', 'Insel Sir Bani Yas'),
    country: 'AE',
    home: false,
  },
  { slug: 'manama', name: l('المنامة', 'Manama'), country: 'BH', home: false },
  { slug: 'aqaba', name: l('العقبة', 'Aqaba', 'Akaba'), country: 'JO', home: false },
  { slug: 'sharm-el-sheikh', name: l('شرم الشيخ', 'Sharm El Sheikh', 'Scharm El-Scheich'), country: 'EG', home: false },
  { slug: 'safaga', name: l('سفاجا', 'Safaga'), country: 'EG', home: false },
  { slug: 'yanbu', name: l('ينبع', 'Yanbu', 'Yanbu'), country: 'SA', home: false },
  { slug: 'oslo', name: l('أوسلو', 'Oslo'), country: 'NO', home: false },
  { slug: 'stockholm', name: l('ستوكهولم', 'Stockholm'), country: 'SE', home: false },
  { slug: 'tallinn', name: l('تالين', 'Tallinn'), country: 'EE', home: false },
  { slug: 'helsinki', name: l('هلسنكي', 'Helsinki'), country: 'FI', home: false },
  { slug: 'bergen', name: l('بيرغن', 'Bergen'), country: 'NO', home: false },
  { slug: 'geiranger', name: l('غيرانغر', 'Geiranger'), country: 'NO', home: false },
  { slug: 'phuket', name: l('بوكيت', 'Phuket'), country: 'TH', home: false },
  { slug: 'penang', name: l('بينانغ', 'Penang'), country: 'MY', home: false },
  { slug: 'port-klang', name: l('بورت كلانغ (كوالالمبور)', 'Port Klang (Kuala Lumpur)'), country: 'MY', home: false },
  { slug: 'langkawi', name: l('لنكاوي', 'Langkawi'), country: 'MY', home: false },
  { slug: 'ho-chi-minh', name: l('هو تشي منه', 'Ho Chi Minh City', 'Ho-Chi-Minh-Stadt'), country: 'VN', home: false },
  { slug: 'laem-chabang', name: l('ليم تشابانغ (بانكوك)', 'Laem Chabang (Bangkok)'), country: 'TH', home: false },
] as const;
export type CruisePort = (typeof CRUISE_PORTS)[number];
export const CRUISE_HOME_PORTS = CRUISE_PORTS.filter((p) => p.home);

/** The cruise lines sold (their brand names are not translated). */
export const CRUISE_LINES = [
  { slug: 'msc', name: 'MSC Cruises' },
  { slug: 'costa', name: 'Costa Cruises' },
  { slug: 'royal-caribbean', name: 'Royal Caribbean' },
  { slug: 'celebrity', name: 'Celebrity Cruises' },
  { slug: 'norwegian', name: 'Norwegian Cruise Line' },
  { slug: 'aroya', name: 'AROYA Cruises' },
] as const;

/** The cabin grades, cheapest first, with the most people a cabin of the grade takes. */
export const CABIN_GRADES = ['inside', 'oceanview', 'balcony', 'suite'] as const;
export type CabinGrade = (typeof CABIN_GRADES)[number];
export const CABIN_MAX_OCCUPANCY: Record<CabinGrade, number> = { inside: 2, oceanview: 3, balcony: 4, suite: 4 };
/** How a cabin is priced per person: one alone (single supplement), two, or three to four sharing. */
export const OCCUPANCIES = ['single', 'double', 'shared'] as const;
export type Occupancy = (typeof OCCUPANCIES)[number];
export const occupancyOf = (persons: number): Occupancy =>
  persons <= 1 ? 'single' : persons === 2 ? 'double' : 'shared';
/** At most this many cabins in one booking. */
export const MAX_CABINS = 4;
/** A cabin needs one passenger this old on the day of sailing. */
export const CRUISE_ADULT_AGE = 18;

/** The search's night ranges. */
export const CRUISE_DURATIONS = ['1-5', '6-9', '10-14', '15-plus', 'any'] as const;
export type CruiseDuration = (typeof CRUISE_DURATIONS)[number];
export function nightsFit(duration: CruiseDuration, nights: number): boolean {
  if (duration === 'any') return true;
  if (duration === '15-plus') return nights >= 15;
  const [min, max] = duration.split('-').map(Number) as [number, number];
  return nights >= min && nights <= max;
}

export const cruisePort = (slug: string) => CRUISE_PORTS.find((p) => p.slug === slug);
export const cruiseRegion = (slug: string) => CRUISE_REGIONS.find((r) => r.slug === slug);
export const cruiseLine = (slug: string) => CRUISE_LINES.find((c) => c.slug === slug);

const slugOrAll = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'invalid_choice' });

export const CRUISE_SORTS = ['date', 'price'] as const;
export const CruiseSearchBodySchema = z.strictObject({
  /** A home port's slug, or `all`. */
  depart: slugOrAll,
  /** A region's slug, or `all`. */
  destination: slugOrAll,
  /** The earliest day a sailing may leave. */
  depart_date: IsoDateSchema.optional(),
  /** The latest day a sailing may be back. */
  return_date: IsoDateSchema.optional(),
  duration: slugOrAll,
  /** Filters: a cruise line, a cabin grade (priced and with cabins left), the highest price per person. */
  line: z
    .string()
    .regex(/^[a-z-]{1,40}$/, { error: 'invalid_choice' })
    .optional(),
  grade: z.enum(CABIN_GRADES, { error: 'invalid_choice' }).optional(),
  max_price_iqd: z
    .string()
    .regex(/^\d{1,12}$/, { error: 'invalid_amount' })
    .optional(),
  sort: z.enum(CRUISE_SORTS, { error: 'invalid_choice' }).default('date'),
  page: z.number().int().min(1).max(100).default(1),
  per_page: z.number().int().min(1).max(50).default(10),
});
export type CruiseSearchBody = z.input<typeof CruiseSearchBodySchema>;

const place = z.object({ slug: z.string(), name: localized });

/** The cruise as a selection and a booking show it. */
export const CruiseBookingCardSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: localized,
  ship: z.string(),
  line: z.object({ slug: z.string(), name: z.string() }),
  region: place,
  depart_port: place,
  nights: z.number().int(),
});

export const CruiseCardSchema = CruiseBookingCardSchema.extend({
  /** The ports called at, in order (at-sea days left out). */
  ports: z.array(place),
  /** A picture under /uploads/cruises/, or null (a neutral icon is shown). */
  image_url: z.string().nullable(),
  /** The first sailing of the search and how many there are. */
  next_sailing: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  sailings: z.number().int(),
  /** The lowest fare per person in a double cabin (of the grade filtered on) among those sailings. */
  from_price: PriceSchema,
  port_charges: PriceSchema,
  /** Cabins left on those sailings. */
  cabins_left: z.number().int(),
});
export type CruiseCard = z.infer<typeof CruiseCardSchema>;

export const CruiseSearchResultSchema = z.object({
  cruises: z.array(CruiseCardSchema),
  /** The lines of the cruises found before the line filter, to filter on. */
  lines: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
});

export const CabinFareSchema = z.object({ occupancy: z.enum(OCCUPANCIES), price: PriceSchema });

export const SailingGradeSchema = z.object({
  grade: z.enum(CABIN_GRADES),
  capacity: z.number().int(),
  /** Cabins left. */
  left: z.number().int(),
  max_occupancy: z.number().int(),
  /** Per person, by the cabin's occupancy. */
  fares: z.array(CabinFareSchema),
});

export const SailingSchema = z.object({
  id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  grades: z.array(SailingGradeSchema),
});
export type Sailing = z.infer<typeof SailingSchema>;

export const ItineraryDaySchema = z.object({
  day: z.number().int(),
  /** The port of the day; null at sea. */
  port: place.nullable(),
});

export const CruiseDetailSchema = CruiseCardSchema.extend({
  description: localized,
  itinerary: z.array(ItineraryDaySchema),
  sailing_list: z.array(SailingSchema),
  cancellation: z.array(CancellationTierSchema),
});
export type CruiseDetail = z.infer<typeof CruiseDetailSchema>;

/** One cabin of a selection: how many adults and children share it. */
export const CabinChoiceSchema = z.strictObject({
  adults: z.number().int().min(0).max(4),
  children: z.number().int().min(0).max(4),
});
/** A sailing, a grade and its cabins, priced into a `ref_id` kept 30 minutes. */
export const CruiseSelectionBodySchema = z.strictObject({
  departure_id: z.uuid({ error: 'invalid_id' }),
  grade: z.enum(CABIN_GRADES, { error: 'invalid_choice' }),
  cabins: z.array(CabinChoiceSchema).min(1, { error: 'required' }).max(MAX_CABINS),
});
export type CruiseSelectionBody = z.input<typeof CruiseSelectionBodySchema>;

export const CabinLineSchema = z.object({
  adults: z.number().int(),
  children: z.number().int(),
  occupancy: z.enum(OCCUPANCIES),
  fare_per_person: PriceSchema,
  port_charges_per_person: PriceSchema,
  /** The cabin's fares and port charges together. */
  total: PriceSchema,
});

export const CruiseSelectionSchema = z.object({
  ref_id: z.string(),
  expires_at: z.string(),
  cruise: CruiseBookingCardSchema,
  sailing: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  grade: z.enum(CABIN_GRADES),
  /** Cabins of the grade left. */
  left: z.number().int(),
  cabins: z.array(CabinLineSchema),
  fares: PriceSchema,
  port_charges: PriceSchema,
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  hold: z.object({ allowed: z.boolean(), until: z.string().nullable() }),
});
export type CruiseSelection = z.infer<typeof CruiseSelectionSchema>;

export const PricedCruiseSelectionSchema = z.object({
  selection: CruiseSelectionSchema,
  quoted_total: PriceSchema,
  available: z.boolean(),
});
export type PricedCruiseSelection = z.infer<typeof PricedCruiseSelectionSchema>;

const passportName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });

/** A passenger as the form sends one: the cabin (its index in the selection) and passport data. */
export const CruisePassengerInputSchema = z.strictObject({
  cabin: z
    .number()
    .int()
    .min(0)
    .max(MAX_CABINS - 1),
  type: z.enum(['adult', 'child'], { error: 'invalid_choice' }),
  first_name: passportName,
  last_name: passportName,
  date_of_birth: IsoDateSchema,
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalid_country' }),
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' }),
});
export type CruisePassengerInput = z.input<typeof CruisePassengerInputSchema>;

export const CruiseBookingBodySchema = z.strictObject({
  ref_id: z.uuid({ error: 'invalid_id' }),
  accepted_total_iqd: z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' }),
  passengers: z
    .array(CruisePassengerInputSchema)
    .min(1)
    .max(MAX_CABINS * 4),
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
export type CruiseBookingBody = z.input<typeof CruiseBookingBodySchema>;

export const CruiseBookingDetailsSchema = z.object({
  confirmation: z.string(),
  cruise: CruiseBookingCardSchema,
  sailing: z.object({ id: z.string(), starts_on: z.string(), ends_on: z.string() }),
  grade: z.enum(CABIN_GRADES),
  cabins: z.array(CabinLineSchema),
  fares: PriceSchema,
  port_charges: PriceSchema,
  total: PriceSchema,
  cancellation: z.array(CancellationTierSchema),
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type CruiseBookingDetails = z.infer<typeof CruiseBookingDetailsSchema>;

export const CruisePassengerSchema = z.object({
  cabin: z.number().int(),
  type: z.enum(['adult', 'child']),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
});
export type CruisePassenger = z.infer<typeof CruisePassengerSchema>;
