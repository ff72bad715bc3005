import type { Lang } from '@portal/contracts/i18n';
import type { Airport } from '@portal/contracts/flights';
import { pickText } from '../../../lib/i18n';

/** `2025-07-01T12:05` → `12:05`: flight times are local wall-clock times at each airport, shown as written. */
export function localTime(local: string): string {
  return local.slice(11, 16);
}

/** Whole days between the dates of two local times (a landing "+1" the next day). */
export function dayOffset(fromLocal: string, toLocal: string): number {
  const day = (s: string) => Date.parse(`${s.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(toLocal) - day(fromLocal)) / 86_400_000);
}

export function hoursAndMinutes(total: number): { hours: number; minutes: number } {
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** "Dubai (DXB)" in the interface language, or the bare code when the airport is unknown. */
export function airportLabel(code: string, airport: Airport | undefined, lang: Lang): string {
  return airport ? `${pickText(airport.city, lang)} (${code})` : code;
}

export function fullName(traveller: { first_name: string; last_name: string }): string {
  return `${traveller.first_name} ${traveller.last_name}`;
}
