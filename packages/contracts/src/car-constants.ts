/*
 * Car rentals' codes, limits and the checks of a rental's query string, without zod: the web app's results and
 * details pages use them without the schemas of `cars.ts` (decision 148), which re-exports them and builds its
 * schemas from the same patterns and limits.
 */
import { coercedIntProblem, type FieldProblem } from './plain-checks.js';

/** Car rentals (issue 19): offers of rental companies at offices, booked by the day against each model's fleet. */
export const CAR_CLASSES = ['economy', 'compact', 'midsize', 'suv', 'van', 'luxury'] as const;
export type CarClass = (typeof CAR_CLASSES)[number];
export const TRANSMISSIONS = ['automatic', 'manual'] as const;
export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export const CAR_SORTS = ['price_asc', 'price_desc'] as const;
export const CAR_PAGE_SIZE = 12;
/** The longest rental booked online (days). */
export const MAX_RENTAL_DAYS = 30;
export const MIN_DRIVER_AGE = 18;
export const MAX_DRIVER_AGE = 99;
/** Longer rentals pay less per day: from `days` on, `percent` off the daily rate. */
export const CAR_LENGTH_DISCOUNTS = [
  { days: 3, percent: 5 },
  { days: 7, percent: 10 },
  { days: 14, percent: 15 },
] as const;
export const MAX_CHILD_SEATS = 3;

/** A city's slug in a rental's address (compared trimmed and in lower case). */
export const CAR_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CAR_SLUG_MAX = 80;
export const OFFICE_ID_PATTERN = /^[a-z0-9-]{2,40}$/;
/** A local date and time as the URL carries it: `2026-12-20T10:00`. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A local date and time of the calendar (not 2026-02-30T10:00 nor 24:00); the pattern is checked apart. */
export function isLocalDateTime(value: string): boolean {
  const d = new Date(`${value}:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** A drop-off at or before the pick-up (compared as the URL writes them, as `CarSearchQuerySchema` does). */
export const dropoffNotAfterPickup = (q: { pickup: string; dropoff: string }) => q.dropoff <= q.pickup;

/** A rental as the URL's query string carries it, with its city. */
export interface RentalQuery {
  destination: string;
  pickup: string;
  dropoff: string;
  age: string;
  pickup_office?: string | undefined;
  dropoff_office?: string | undefined;
}

function localDateTimeProblem(value: string): FieldProblem | undefined {
  return LOCAL_DATE_TIME_PATTERN.test(value) && isLocalDateTime(value) ? undefined : { key: 'invalid_datetime' };
}

/**
 * The rental's problems by field, each the first that `CarSearchQuerySchema` reports there (same keys and
 * parameters as `issueMessage` gives), or none: for the search form and a shared link, without zod.
 */
export function rentalProblems(q: RentalQuery): Record<string, FieldProblem> {
  const out: Record<string, FieldProblem> = {};
  const destination = q.destination.trim().toLowerCase();
  if (destination.length < 1) out.destination = { key: 'required', params: { min: 1 } };
  else if (destination.length > CAR_SLUG_MAX) out.destination = { key: 'too_long', params: { max: CAR_SLUG_MAX } };
  else if (!CAR_SLUG_PATTERN.test(destination)) out.destination = { key: 'unknown_destination' };
  const pickup = localDateTimeProblem(q.pickup);
  if (pickup) out.pickup = pickup;
  const dropoff = localDateTimeProblem(q.dropoff);
  if (dropoff) out.dropoff = dropoff;
  const age = coercedIntProblem(q.age, {
    min: MIN_DRIVER_AGE,
    max: MAX_DRIVER_AGE,
    key: 'invalid_age',
    minKey: 'driver_too_young',
  });
  if (age.problem) out.age = age.problem;
  for (const field of ['pickup_office', 'dropoff_office'] as const) {
    const office = q[field];
    if (office !== undefined && !OFFICE_ID_PATTERN.test(office)) out[field] = { key: 'unknown_office' };
  }
  // The schema checks the period after the fields, unless one of them stopped it (an age that is no number).
  if (!age.fatal && !out.dropoff && dropoffNotAfterPickup(q)) out.dropoff = { key: 'dropoff_before_pickup' };
  return out;
}
