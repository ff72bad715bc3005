import type { Airport } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import { localeOf, pickText } from '../../../lib/i18n';

/*
 * Times and dates of flights are local wall-clock values at each airport (`2025-07-01T12:00`), so they are
 * formatted as they are written: read as UTC and shown in UTC, never moved into the browser's time zone.
 */

function asUtc(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

/** `2025-07-01T12:05` → `12:05` (24-hour clock in every language, as airline schedules are written). */
export function formatTime(local: string): string {
  return local.slice(11, 16);
}

export function formatDate(
  date: string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' },
): string {
  return new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(asUtc(date));
}

export function formatLongDate(date: string, lang: Lang): string {
  return formatDate(date, lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** An instant (ISO with zone) in the browser's time zone, date and time. */
export function formatInstant(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Whole days between the dates of two local times: a landing "+1" the next day. */
export function dayOffset(fromLocal: string, toLocal: string): number {
  return Math.round((asUtc(toLocal).getTime() - asUtc(fromLocal).getTime()) / 86_400_000);
}

export function splitMinutes(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** Minutes since midnight of a local time, for time-of-day filters. */
export function minuteOfDay(local: string): number {
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}

/** "Dubai (DXB)" in the interface language, or the bare code when the airport is unknown. */
export function airportLabel(code: string, airport: Airport | undefined, lang: Lang): string {
  return airport ? `${pickText(airport.city, lang)} (${code})` : code;
}

export function fullName(traveller: { first_name: string; last_name: string }): string {
  return `${traveller.first_name} ${traveller.last_name}`;
}
