import { AGE_BANDS, type PassengerType } from '@portal/contracts/flights';
import type { MessageKey } from '@portal/contracts/messages';
import { addDays } from '../../lib/time-zones.js';

/** Passports must be valid this many days after the last flight (six months). */
export const PASSPORT_MARGIN_DAYS = 182;

const AGE_MESSAGE: Record<PassengerType, MessageKey> = {
  adult: 'age_mismatch_adult',
  child: 'age_mismatch_child',
  infant: 'age_mismatch_infant',
};

/** Age in whole years on a date (a 29 February birthday comes on 1 March in other years). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface TravelDates {
  /** Local date of the first departure. */
  firstDate: string;
  /** Local date of the last arrival, or the end of an open return's validity. */
  lastDate: string;
}

export interface PassengerIssue {
  field: string;
  key: MessageKey;
}

/**
 * What is wrong with the travellers of a booking against its flights: each must be born by the first
 * departure and be of their type's age (adults and children on the first flight; infants must still be
 * under two on the last one), and each passport valid six months after the last flight.
 */
export function passengerIssues(
  passengers: ReadonlyArray<{ type: PassengerType; date_of_birth: string; passport_expiry: string }>,
  { firstDate, lastDate }: TravelDates,
): PassengerIssue[] {
  const issues: PassengerIssue[] = [];
  passengers.forEach((p, i) => {
    const band = AGE_BANDS[p.type];
    const age = ageOn(p.date_of_birth, p.type === 'infant' ? lastDate : firstDate);
    if (age < band.min || age > band.max || p.date_of_birth > firstDate)
      issues.push({ field: `passengers.${i}.date_of_birth`, key: AGE_MESSAGE[p.type] });
    if (p.passport_expiry < addDays(lastDate, PASSPORT_MARGIN_DAYS))
      issues.push({ field: `passengers.${i}.passport_expiry`, key: 'passport_expires_soon' });
  });
  return issues;
}
