import { AGE_BANDS, type PassengerType } from '@portal/contracts/flights';
import { ageDate, ageOn } from './age';
import { addDays, isIsoDate } from './search-rules';

export type { PassengerType };

/** Passports must be valid this many days after the last flight (six months, as the API counts them). */
export const PASSPORT_MARGIN_DAYS = 182;

/** The travel dates a booking's rules are checked against. */
export interface TravelDates {
  /** Departure of the first flight. */
  firstDate: string;
  /** Arrival of the last flight, or the end of an open return's validity. */
  lastDate: string;
}

/** Is a date of birth one of a passenger of this type on the travel dates? (the API's own check) */
export function dateOfBirthFits(type: PassengerType, dateOfBirth: string, dates: TravelDates): boolean {
  if (!isIsoDate(dateOfBirth) || dateOfBirth > dates.firstDate) return false;
  const age = ageOn(dateOfBirth, ageDate(type, dates.firstDate, dates.lastDate));
  return age >= AGE_BANDS[type].min && age <= AGE_BANDS[type].max;
}

export function earliestPassportExpiry(dates: TravelDates): string {
  return addDays(dates.lastDate, PASSPORT_MARGIN_DAYS);
}
