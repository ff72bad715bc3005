/*
 * The flight search's rules without zod, for the home page's flight tab (decision 022: no zod on the first
 * screen). They copy what `@portal/contracts/flights` says; `search-rules.test.ts` checks that they agree with
 * the contract's schema on every combination, so the two cannot drift apart.
 */

export const TRIP_TYPES = ['oneway', 'round', 'roundopen', 'multi'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const CABIN_CLASSES = ['economy', 'business', 'first'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

export const MAX_SEATED_PASSENGERS = 9;
export const MAX_SLICES = 6;
export const MIN_MULTI_SLICES = 2;
/** How far ahead flights are sold (the API's horizon; its message says the same number). */
export const MAX_DAYS_AHEAD = 330;

export function isTripType(value: unknown): value is TripType {
  return typeof value === 'string' && (TRIP_TYPES as readonly string[]).includes(value);
}

export function isCabinClass(value: unknown): value is CabinClass {
  return typeof value === 'string' && (CABIN_CLASSES as readonly string[]).includes(value);
}

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** The message keys (of `@portal/contracts/messages`) the search form may show. */
export type SearchProblem =
  | 'required'
  | 'invalid_choice'
  | 'invalid_type'
  | 'invalid_airport'
  | 'invalid_date'
  | 'date_in_past'
  | 'date_too_far'
  | 'dates_out_of_order'
  | 'return_before_departure'
  | 'same_airports'
  | 'adults_min'
  | 'too_many_passengers'
  | 'infants_exceed_adults'
  | 'too_big_number';

/**
 * Passenger rules of the spec and the issue: at least one adult (12+), children 2–11 and adults together at
 * most nine seated passengers, and no more infants (on a lap) than adults. Keys are the API's field names.
 */
export function passengerProblems(counts: PassengerCounts): Partial<Record<keyof PassengerCounts, SearchProblem>> {
  const problems: Partial<Record<keyof PassengerCounts, SearchProblem>> = {};
  const { adults, children, infants } = counts;
  if (!Number.isInteger(adults) || adults < 1) problems.adults = 'adults_min';
  else if (adults > MAX_SEATED_PASSENGERS) problems.adults = 'too_many_passengers';
  if (!Number.isInteger(children) || children < 0) problems.children = 'invalid_type';
  // At least one adult leaves at most eight seats for children.
  else if (children > MAX_SEATED_PASSENGERS - 1 || adults + children > MAX_SEATED_PASSENGERS)
    problems.children = 'too_many_passengers';
  if (!Number.isInteger(infants) || infants < 0) problems.infants = 'invalid_type';
  else if (infants > adults || infants > MAX_SEATED_PASSENGERS) problems.infants = 'infants_exceed_adults';
  return problems;
}

/** What the steppers may still do, so a rule is explained before it is broken. */
export function passengerLimits(counts: PassengerCounts) {
  const seated = counts.adults + counts.children;
  return {
    addAdult: seated < MAX_SEATED_PASSENGERS,
    removeAdult: counts.adults > 1,
    addChild: seated < MAX_SEATED_PASSENGERS,
    removeChild: counts.children > 0,
    addInfant: counts.infants < counts.adults,
    removeInfant: counts.infants > 0,
  };
}

const IATA = /^[A-Z]{3}$/;

export function isIataCode(value: string): boolean {
  return IATA.test(value);
}

export { addDays, isIsoDate } from '@portal/contracts/dates';

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
