import type { Baggage, CabinClass, FareFamily, PassengerType } from '@portal/contracts/flights';
import type { LocalizedText } from '@portal/contracts/i18n';
import type { ScheduleSpec } from './network.js';

/**
 * Fare rules of the built-in supplier. All amounts are IQD (whole dinars). A fare is priced per leg
 * and summed over the itinerary; connecting itineraries get a through-fare discount, as airlines give.
 */

export interface FamilyRule {
  family: FareFamily;
  cabin: CabinClass;
  name: LocalizedText;
  multiplier: number;
  /** Sold while the cabin's load factor is below this. */
  closesAtLoad: number;
  refund: 'refundable' | 'non_refundable' | 'as_per_rules';
  refundPenaltyPercent: number;
  change: 'free' | 'fee' | 'not_allowed';
  changeFeePercent: number;
  baggage: (lowCost: boolean) => Baggage;
  /** Open returns need a changeable ticket. */
  openReturn: boolean;
}

export const FAMILIES: FamilyRule[] = [
  {
    family: 'light',
    cabin: 'economy',
    name: { en: 'Economy Light', ar: 'الاقتصادية الخفيفة', de: 'Economy Light' },
    multiplier: 1,
    closesAtLoad: 0.6,
    refund: 'non_refundable',
    refundPenaltyPercent: 100,
    change: 'not_allowed',
    changeFeePercent: 100,
    baggage: (lowCost) => ({ checked: lowCost ? null : { kg: 20 }, cabin_kg: 7 }),
    openReturn: false,
  },
  {
    family: 'classic',
    cabin: 'economy',
    name: { en: 'Economy Classic', ar: 'الاقتصادية الكلاسيكية', de: 'Economy Classic' },
    multiplier: 1.25,
    closesAtLoad: 0.9,
    refund: 'as_per_rules',
    refundPenaltyPercent: 30,
    change: 'fee',
    changeFeePercent: 10,
    baggage: (lowCost) => ({ checked: lowCost ? { kg: 20 } : { pieces: 1, kg: 23 }, cabin_kg: 8 }),
    openReturn: true,
  },
  {
    family: 'flex',
    cabin: 'economy',
    name: { en: 'Economy Flex', ar: 'الاقتصادية المرنة', de: 'Economy Flex' },
    multiplier: 1.6,
    closesAtLoad: 1,
    refund: 'refundable',
    refundPenaltyPercent: 0,
    change: 'free',
    changeFeePercent: 0,
    baggage: (lowCost) => ({ checked: lowCost ? { kg: 30 } : { pieces: 2, kg: 23 }, cabin_kg: 8 }),
    openReturn: true,
  },
  {
    family: 'business',
    cabin: 'business',
    name: { en: 'Business', ar: 'درجة رجال الأعمال', de: 'Business' },
    multiplier: 3,
    closesAtLoad: 0.9,
    refund: 'as_per_rules',
    refundPenaltyPercent: 20,
    change: 'free',
    changeFeePercent: 0,
    baggage: () => ({ checked: { pieces: 2, kg: 32 }, cabin_kg: 12 }),
    openReturn: true,
  },
  {
    family: 'business_flex',
    cabin: 'business',
    name: { en: 'Business Flex', ar: 'رجال الأعمال المرنة', de: 'Business Flex' },
    multiplier: 3.6,
    closesAtLoad: 1,
    refund: 'refundable',
    refundPenaltyPercent: 0,
    change: 'free',
    changeFeePercent: 0,
    baggage: () => ({ checked: { pieces: 2, kg: 32 }, cabin_kg: 12 }),
    openReturn: true,
  },
  {
    family: 'first',
    cabin: 'first',
    name: { en: 'First', ar: 'الدرجة الأولى', de: 'First' },
    multiplier: 5.5,
    closesAtLoad: 1,
    refund: 'refundable',
    refundPenaltyPercent: 0,
    change: 'free',
    changeFeePercent: 0,
    baggage: () => ({ checked: { pieces: 3, kg: 32 }, cabin_kg: 14 }),
    openReturn: true,
  },
];

export const PASSENGER_SHARE: Record<PassengerType, number> = { adult: 1, child: 0.75, infant: 0.1 };
export const THROUGH_FARE_DISCOUNT = 0.85;
export const SERVICE_FEE_IQD: Record<PassengerType, number> = { adult: 5_000, child: 5_000, infant: 2_000 };
const IRAQ_DEPARTURE_TAX = 25_000;
const DEPARTURE_TAX = 40_000;
const FUEL_SURCHARGE = 0.08;

/** The economy light base for a route before demand: 60,000 IQD plus 80 IQD per kilometre, 20 % less on low-cost carriers. */
export function routeBaseFare(distanceKm: number, lowCost: boolean): number {
  return roundFare((60_000 + 80 * distanceKm) * (lowCost ? 0.8 : 1));
}

export function roundFare(iqd: number): number {
  return Math.round(iqd / 1_000) * 1_000;
}

/**
 * Demand: later bookings and fuller flights cost more; a small daily variation makes dates differ.
 * Load moves the price in steps (quarters of the cabin), as fare buckets do, so a price holds while a
 * bucket sells.
 */
export function demandFactor(input: { daysAhead: number; load: number; scheduleKey: string; date: string }): number {
  const ahead = input.daysAhead >= 30 ? 1 : input.daysAhead >= 14 ? 1.1 : input.daysAhead >= 7 ? 1.25 : 1.45;
  let h = 0;
  for (const ch of `${input.scheduleKey}|${input.date}`) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const wobble = 0.92 + ((h % 1000) / 1000) * 0.16;
  const bucket = Math.floor(Math.min(0.99, Math.max(0, input.load)) * 4) / 4;
  return ahead * (1 + 0.5 * bucket) * wobble;
}

export interface LegPrice {
  base: number;
  taxes: number;
}

/** One adult's price for one leg in one family: base fare, and departure tax plus fuel surcharge. */
export function legAdultPrice(input: {
  schedule: ScheduleSpec;
  baseFareIqd: number;
  family: FamilyRule;
  load: number;
  daysAhead: number;
  date: string;
  originCountry: string;
  /** `demandFactor` of this leg, when the caller prices several families of it. */
  demand?: number;
}): LegPrice {
  const demand =
    input.demand ??
    demandFactor({ daysAhead: input.daysAhead, load: input.load, scheduleKey: input.schedule.key, date: input.date });
  const base = roundFare(input.baseFareIqd * input.family.multiplier * demand);
  const taxes = (input.originCountry === 'IQ' ? IRAQ_DEPARTURE_TAX : DEPARTURE_TAX) + roundFare(base * FUEL_SURCHARGE);
  return { base, taxes };
}

/** A passenger type's share of an adult leg price: infants pay a tenth of the base and no taxes. */
export function passengerLegPrice(adult: LegPrice, type: PassengerType): LegPrice {
  return { base: roundFare(adult.base * PASSENGER_SHARE[type]), taxes: type === 'infant' ? 0 : adult.taxes };
}

const FAMILIES_BY_CABIN = new Map<CabinClass, FamilyRule[]>();

/** The fare families of a cabin, in order (the same array on every call: do not change it). */
export function familiesFor(cabin: CabinClass): FamilyRule[] {
  let list = FAMILIES_BY_CABIN.get(cabin);
  if (!list) FAMILIES_BY_CABIN.set(cabin, (list = FAMILIES.filter((f) => f.cabin === cabin)));
  return list;
}

export function familyRule(family: FareFamily): FamilyRule {
  return FAMILIES.find((f) => f.family === family)!;
}
