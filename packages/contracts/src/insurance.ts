import { z } from 'zod';
import { PhoneSchema } from './common.js';
import { isIsoCountryCode } from './country-codes.js';
import { isIsoDate } from './dates.js';
import { PriceSchema } from './flights.js';
import {
  COVER_ITEMS,
  COVER_LEVELS,
  INSURANCE_PAGE_SIZE,
  INSURANCE_SORTS,
  INSURANCE_ZONES,
  INSURER_CODES,
  MAX_DURATION,
  MAX_INSURED,
  NONE_REASONS,
  PLAN_KINDS,
  resolveDestination,
} from './insurance-constants.js';

export * from './insurance-constants.js';

const localized = z.object({ ar: z.string(), en: z.string(), de: z.string() });
const isoDate = z.string().refine(isIsoDate, { error: 'invalid_date' });
const country = z.string().trim().toUpperCase().refine(isIsoCountryCode, { error: 'invalid_country' });
/** A country code or a zone slug (`schengen`, `worldwide`, `worldwide-no-usa`, `middle-east`). */
const destination = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(40)
  .refine((v) => resolveDestination(v) !== null, { error: 'unknown_insurance_destination' });
const duration = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(1, { error: 'insurance_duration' })
  .max(MAX_DURATION, { error: 'insurance_duration' });
const age = z.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).min(0).max(120);
const amount = z.string().regex(/^\d{1,15}$/, { error: 'invalid_amount' });

/** What every pricing of a trip names: when the cover starts, where, for whom and how long. */
const tripShape = {
  /** The day the cover starts (`YYYY-MM-DD`, Baghdad calendar); null: today. */
  issue_date: isoDate.nullable().default(null),
  nationality: country,
  destination,
  duration,
};

export const InsuranceFiltersSchema = z.strictObject({
  insurers: z
    .array(z.enum(INSURER_CODES, { error: 'invalid_choice' }))
    .max(10)
    .default([]),
  kinds: z
    .array(z.enum(PLAN_KINDS, { error: 'invalid_choice' }))
    .max(10)
    .default([]),
  cover_levels: z
    .array(z.enum(COVER_LEVELS, { error: 'invalid_choice' }))
    .max(3)
    .default([]),
  /** Only plans whose medical cover meets the Schengen visa rules (€30,000, every Schengen state). */
  schengen_only: z.boolean().default(false),
});

/** A search: the trip and the travellers' ages (the route's `age`, or each traveller's age from a birth date). */
export const InsuranceSearchBodySchema = z.strictObject({
  ...tripShape,
  ages: z.array(age).min(1, { error: 'required' }).max(MAX_INSURED),
  filters: InsuranceFiltersSchema.default({ insurers: [], kinds: [], cover_levels: [], schengen_only: false }),
  sort: z.enum(INSURANCE_SORTS, { error: 'invalid_choice' }).default('price'),
  page: z.number().int().min(1).max(1000).default(1),
  per_page: z.number().int().min(1).max(50).default(INSURANCE_PAGE_SIZE),
});
export type InsuranceSearchBody = z.input<typeof InsuranceSearchBodySchema>;
export type InsuranceSearch = z.output<typeof InsuranceSearchBodySchema>;

/** One line of a plan's coverage table: an item and its limit (null: covered without a separate limit). */
export const CoverLineSchema = z.object({ item: z.enum(COVER_ITEMS), limit: z.number().int().nullable() });

export const InsurancePlanCardSchema = z.object({
  id: z.string(),
  code: z.string(),
  insurer: z.object({ code: z.enum(INSURER_CODES), name: localized }),
  name: localized,
  summary: localized,
  kind: z.enum(PLAN_KINDS),
  cover_level: z.enum(COVER_LEVELS),
  /** Limits and deductible in whole euros. */
  medical_limit_eur: z.number().int(),
  deductible_eur: z.number().int(),
  schengen_compliant: z.boolean(),
  zones: z.array(z.enum(INSURANCE_ZONES)),
  min_age: z.number().int(),
  max_age: z.number().int(),
  max_days: z.number().int(),
  min_days: z.number().int(),
  covers: z.array(z.enum(COVER_ITEMS)),
});
export type InsurancePlanCard = z.infer<typeof InsurancePlanCardSchema>;

/** A traveller's share of a price: their age on the first day, their age band and its price. */
export const InsuredPriceSchema = z.object({
  age: z.number().int(),
  band: z.object({ min: z.number().int(), max: z.number().int() }),
  price: PriceSchema,
});

export const InsuranceDiscountSchema = z.object({
  kind: z.enum(['family', 'group']),
  percent: z.number(),
  amount: PriceSchema,
});

/** A plan priced for a trip: per traveller, the family or group discount, the total. */
export const InsurancePriceSchema = z.object({
  zone: z.enum(INSURANCE_ZONES),
  travellers: z.array(InsuredPriceSchema),
  subtotal: PriceSchema,
  discount: InsuranceDiscountSchema.nullable(),
  total: PriceSchema,
  /** What cancelling before the cover starts keeps. */
  cancellation_fee: PriceSchema,
});
export type InsurancePrice = z.infer<typeof InsurancePriceSchema>;

/** A plan in the results: its card, its coverage lines (to compare plans in the list) and its price. */
export const InsuranceOfferSchema = InsurancePlanCardSchema.extend({
  coverage: z.array(CoverLineSchema),
  price: InsurancePriceSchema,
});
export type InsuranceOffer = z.infer<typeof InsuranceOfferSchema>;

export const InsuranceSearchResultSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  zone: z.enum(INSURANCE_ZONES),
  /** The country searched, null for a zone. */
  country: z.string().nullable(),
  plans: z.array(InsuranceOfferSchema),
  /** When no plan applies: why (the first reason that empties the list). */
  none_reason: z.enum(NONE_REASONS).nullable(),
  /** Insurers with plans that apply before the filters, for the filter list. */
  insurers: z.array(z.enum(INSURER_CODES)),
});
export type InsuranceSearchResult = z.infer<typeof InsuranceSearchResultSchema>;

/** One row of a rate table: a traveller of `age_min`–`age_max` for up to `days_max` days costs `price_iqd`. */
export const RateRowSchema = z.strictObject({
  age_min: z.number().int().min(0).max(120),
  age_max: z.number().int().min(0).max(120),
  days_max: z.number().int().min(1).max(MAX_DURATION),
  price_iqd: amount,
});
export type RateRow = z.infer<typeof RateRowSchema>;

export const InsurancePlanDetailSchema = InsurancePlanCardSchema.extend({
  coverage: z.array(CoverLineSchema),
  exclusions: z.array(localized),
  /** Basis points per zone: a zone's price is the rate table's times its factor. */
  zone_factors: z.record(z.string(), z.number().int()),
  family_discount_bp: z.number().int(),
  group_discount_bp: z.number().int(),
  cancellation_fee_iqd: z.string(),
  rates: z.array(RateRowSchema),
});
export type InsurancePlanDetail = z.infer<typeof InsurancePlanDetailSchema>;

/** Pricing one plan for a trip: the travellers by age, or (booking page) by birth date. */
export const InsuranceQuoteBodySchema = z
  .strictObject({
    plan_id: z.uuid({ error: 'invalid_id' }),
    ...tripShape,
    ages: z.array(age).max(MAX_INSURED).default([]),
    birth_dates: z.array(isoDate).max(MAX_INSURED).default([]),
  })
  .superRefine((q, ctx) => {
    if (q.ages.length === 0 && q.birth_dates.length === 0)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['ages'] });
  });
export type InsuranceQuoteBody = z.input<typeof InsuranceQuoteBodySchema>;

export const InsuranceQuoteSchema = z.object({
  plan: InsurancePlanCardSchema,
  start_date: z.string(),
  end_date: z.string(),
  country: z.string().nullable(),
  price: InsurancePriceSchema,
});
export type InsuranceQuote = z.infer<typeof InsuranceQuoteSchema>;

/** Names as printed in the passport's machine-readable zone (the policy is read at borders). */
const passportName = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(50)
  .regex(/^[A-Za-z][A-Za-z' -]*$/, { error: 'latin_name' });

export const InsuredInputSchema = z.strictObject({
  first_name: passportName,
  last_name: passportName,
  gender: z.enum(['male', 'female'], { error: 'invalid_choice' }),
  date_of_birth: isoDate,
  nationality: country,
  passport_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{5,15}$/, { error: 'invalid_passport' }),
  passport_expiry: isoDate,
});
export type InsuredInput = z.input<typeof InsuredInputSchema>;

export const InsuranceBookingBodySchema = z.strictObject({
  plan_id: z.uuid({ error: 'invalid_id' }),
  ...tripShape,
  /** The IQD total the customer saw and accepted; another current price is refused with price_changed. */
  accepted_total_iqd: amount,
  travellers: z.array(InsuredInputSchema).min(1, { error: 'required' }).max(MAX_INSURED),
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
  payment: z.discriminatedUnion('method', [
    z.strictObject({
      method: z.literal('wallet'),
      currency: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, { error: 'unknown_currency' }),
    }),
    // Policies are issued at once: a hold is refused (hold_unavailable).
    z.strictObject({ method: z.literal('hold') }),
  ]),
});
export type InsuranceBookingBody = z.input<typeof InsuranceBookingBodySchema>;

/** What an insurance booking shows: the policy issued on payment. */
export const InsuranceBookingDetailsSchema = z.object({
  policy_number: z.string(),
  issued_at: z.string(),
  plan: InsurancePlanCardSchema.extend({ coverage: z.array(CoverLineSchema), exclusions: z.array(localized) }),
  start_date: z.string(),
  end_date: z.string(),
  duration: z.number().int(),
  country: z.string().nullable(),
  nationality: z.string(),
  price: InsurancePriceSchema,
  contact: z.object({ email: z.string(), phone: z.string() }),
});
export type InsuranceBookingDetails = z.infer<typeof InsuranceBookingDetailsSchema>;

export const InsuredSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.enum(['male', 'female']),
  date_of_birth: z.string(),
  nationality: z.string(),
  passport_number: z.string(),
  passport_expiry: z.string(),
  age: z.number().int(),
});
export type Insured = z.infer<typeof InsuredSchema>;

// ---- back office ------------------------------------------------------------------------------------------

const bp = z.number().int().min(0).max(100_000);
const text = z.string().trim().max(2000);
const localizedInput = z.strictObject({
  ar: text.min(1, { error: 'required' }),
  en: text.min(1, { error: 'required' }),
  de: text.min(1, { error: 'required' }),
});

/** A rate table: every age band priced for every duration band, prices never lower for more days or an older band. */
export const RateTableSchema = z
  .array(RateRowSchema)
  .min(1, { error: 'required' })
  .max(200)
  .superRefine((rows, ctx) => {
    for (const problem of rateTableProblems(rows))
      ctx.addIssue({ code: 'custom', message: problem.key, path: [problem.index] });
  });

/** What is wrong with a rate table: overlapping or inverted bands, a grid with holes, prices that fall. */
export function rateTableProblems(
  rows: RateRow[],
): Array<{ index: number; key: 'rate_band' | 'rate_grid' | 'rate_order' }> {
  const problems: Array<{ index: number; key: 'rate_band' | 'rate_grid' | 'rate_order' }> = [];
  rows.forEach((r, index) => {
    if (r.age_min > r.age_max) problems.push({ index, key: 'rate_band' });
  });
  if (problems.length) return problems;
  const bands = [...new Map(rows.map((r) => [`${r.age_min}-${r.age_max}`, r])).values()].sort(
    (a, b) => a.age_min - b.age_min,
  );
  const days = [...new Set(rows.map((r) => r.days_max))].sort((a, b) => a - b);
  for (let i = 1; i < bands.length; i++)
    if (bands[i]!.age_min <= bands[i - 1]!.age_max) problems.push({ index: rows.indexOf(bands[i]!), key: 'rate_band' });
  const cell = new Map(rows.map((r) => [`${r.age_min}|${r.days_max}`, r]));
  if (cell.size !== rows.length || cell.size !== bands.length * days.length) {
    problems.push({ index: 0, key: 'rate_grid' });
    return problems;
  }
  const price = (a: number, d: number) => BigInt(cell.get(`${a}|${d}`)!.price_iqd);
  rows.forEach((r, index) => {
    const di = days.indexOf(r.days_max);
    const bi = bands.findIndex((b) => b.age_min === r.age_min);
    if (di > 0 && price(r.age_min, days[di - 1]!) > BigInt(r.price_iqd)) problems.push({ index, key: 'rate_order' });
    else if (bi > 0 && price(bands[bi - 1]!.age_min, r.days_max) > BigInt(r.price_iqd))
      problems.push({ index, key: 'rate_order' });
  });
  return problems;
}

export const InsurancePlanBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'invalid_slug' })
    .max(60),
  insurer: z.enum(INSURER_CODES, { error: 'invalid_choice' }),
  name: localizedInput,
  summary: localizedInput,
  kind: z.enum(PLAN_KINDS, { error: 'invalid_choice' }),
  cover_level: z.enum(COVER_LEVELS, { error: 'invalid_choice' }),
  medical_limit_eur: z.number().int().min(1000).max(10_000_000),
  deductible_eur: z.number().int().min(0).max(10_000),
  schengen_compliant: z.boolean(),
  zone_factors: z
    .partialRecord(z.enum(INSURANCE_ZONES, { error: 'invalid_choice' }), bp.min(1000))
    .refine((z) => Object.keys(z).length > 0, { error: 'required' }),
  min_days: z.number().int().min(1).max(MAX_DURATION),
  max_days: z.number().int().min(1).max(MAX_DURATION),
  family_discount_bp: bp.max(5000),
  group_discount_bp: bp.max(5000),
  cancellation_fee_iqd: amount,
  coverage: z
    .array(
      z.strictObject({
        item: z.enum(COVER_ITEMS, { error: 'invalid_choice' }),
        limit: z.number().int().min(0).nullable(),
      }),
    )
    .min(1)
    .max(COVER_ITEMS.length),
  exclusions: z.array(localizedInput).max(20),
  rank: z.number().int().min(0).max(1000).default(0),
});
export type InsurancePlanBody = z.input<typeof InsurancePlanBodySchema>;
export const InsurancePlanUpdateBodySchema = InsurancePlanBodySchema.partial();

export const AdminInsurancePlanSchema = InsurancePlanDetailSchema.extend({
  active: z.boolean(),
  rank: z.number().int(),
});
export type AdminInsurancePlan = z.infer<typeof AdminInsurancePlanSchema>;

export const InsuranceRatesBodySchema = z.strictObject({ rates: RateTableSchema });

export const AdminInsurancePlanListQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
  insurer: z.enum(INSURER_CODES, { error: 'invalid_choice' }).optional(),
  status: z.enum(['active', 'archived'], { error: 'invalid_choice' }).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
