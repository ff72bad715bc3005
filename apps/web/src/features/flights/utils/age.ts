import type { PassengerType } from '@portal/contracts/flights';

/** Age in whole years on a date (both YYYY-MM-DD), as the API computes it. */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The date a traveller's age is taken on: infants must still be under two on the last flight. */
export function ageDate(type: PassengerType, firstDate: string, lastDate: string): string {
  return type === 'infant' ? lastDate : firstDate;
}
