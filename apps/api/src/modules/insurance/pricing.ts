/*
 * Travel insurance is priced by rules (issue 19), all of them data of the plan: its rate table (a traveller's price
 * by age band and duration band), a factor per destination zone, and a family or group discount. Exact IQD:
 * bigint arithmetic, every price rounded up to 250 IQD (the smallest note), a discount rounded down to it.
 */
import type { InsuranceZone, NoneReason } from '@portal/contracts/insurance';

export interface Rate {
  ageMin: number;
  ageMax: number;
  daysMax: number;
  priceIqd: bigint;
}

/** What pricing needs of a plan. */
export interface PricingRules {
  zoneFactors: Partial<Record<string, number>>;
  minDays: number;
  maxDays: number;
  familyDiscountBp: number;
  groupDiscountBp: number;
  rates: readonly Rate[];
}

export interface TravellerPrice {
  age: number;
  band: { min: number; max: number };
  priceIqd: bigint;
}

export interface TripPrice {
  travellers: TravellerPrice[];
  subtotalIqd: bigint;
  discount: { kind: 'family' | 'group'; bp: number; iqd: bigint } | null;
  totalIqd: bigint;
}

export type Priced =
  { ok: true; price: TripPrice } | { ok: false; reason: Exclude<NoneReason, 'home_country' | 'filters'> };

const NOTE = 250n;
const roundUp = (n: bigint) => ((n + NOTE - 1n) / NOTE) * NOTE;
const roundDown = (n: bigint) => (n / NOTE) * NOTE;

/** Adults and children of a family policy: one or two adults (18 and over) and their children (under 18). */
export const FAMILY = { maxAdults: 2, maxChildren: 6, childUnder: 18 } as const;
/** Travellers from which a group discount applies. */
export const GROUP_FROM = 5;

export function isFamily(ages: readonly number[]): boolean {
  const adults = ages.filter((a) => a >= FAMILY.childUnder).length;
  const children = ages.length - adults;
  return adults >= 1 && adults <= FAMILY.maxAdults && children >= 1 && children <= FAMILY.maxChildren;
}

/** The youngest and oldest ages a plan's rate table prices. */
export function ageRange(rates: readonly Rate[]): { min: number; max: number } {
  return {
    min: Math.min(...rates.map((r) => r.ageMin)),
    max: Math.max(...rates.map((r) => r.ageMax)),
  };
}

/** One traveller's price: the age band's rate for the shortest duration band that holds the trip, times the zone. */
export function priceTraveller(
  rules: PricingRules,
  zone: InsuranceZone,
  age: number,
  days: number,
): TravellerPrice | null {
  const factor = rules.zoneFactors[zone];
  if (factor === undefined || days < rules.minDays || days > rules.maxDays) return null;
  let best: Rate | null = null;
  for (const r of rules.rates)
    if (age >= r.ageMin && age <= r.ageMax && r.daysMax >= days && (!best || r.daysMax < best.daysMax)) best = r;
  if (!best) return null;
  return {
    age,
    band: { min: best.ageMin, max: best.ageMax },
    priceIqd: roundUp((best.priceIqd * BigInt(factor) + 9_999n) / 10_000n),
  };
}

/**
 * A trip for travellers of `ages` (on the cover's first day): each traveller's price, then a family discount (one or
 * two adults with their children) or else a group discount (five travellers or more), when the plan gives one.
 * When the plan does not apply, why: it does not cover the zone, a traveller's age, or the duration.
 */
export function priceTrip(rules: PricingRules, zone: InsuranceZone, ages: readonly number[], days: number): Priced {
  if (rules.zoneFactors[zone] === undefined) return { ok: false, reason: 'destination' };
  const range = ageRange(rules.rates);
  if (ages.some((a) => a < range.min || a > range.max)) return { ok: false, reason: 'age' };
  if (days < rules.minDays || days > rules.maxDays) return { ok: false, reason: 'duration' };
  const travellers: TravellerPrice[] = [];
  for (const age of ages) {
    const priced = priceTraveller(rules, zone, age, days);
    // A table with a hole (an age between bands) does not cover that age.
    if (!priced) return { ok: false, reason: 'age' };
    travellers.push(priced);
  }
  const subtotalIqd = travellers.reduce((sum, t) => sum + t.priceIqd, 0n);
  const kind =
    isFamily(ages) && rules.familyDiscountBp > 0
      ? 'family'
      : ages.length >= GROUP_FROM && rules.groupDiscountBp > 0
        ? 'group'
        : null;
  const bp = kind === 'family' ? rules.familyDiscountBp : kind === 'group' ? rules.groupDiscountBp : 0;
  const discountIqd = kind ? roundDown((subtotalIqd * BigInt(bp)) / 10_000n) : 0n;
  return {
    ok: true,
    price: {
      travellers,
      subtotalIqd,
      discount: kind && discountIqd > 0n ? { kind, bp, iqd: discountIqd } : null,
      totalIqd: subtotalIqd - discountIqd,
    },
  };
}
