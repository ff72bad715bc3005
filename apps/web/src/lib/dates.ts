import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from './i18n';

/** Today in Baghdad as `YYYY-MM-DD` (the day the API's reports and statements count in). */
export function todayInBaghdad(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Baghdad' }).format(now);
}

/** Calendar dates as the API writes them: one definition, in the contracts. */
export { addDays as addDaysIso, isIsoDate } from '@portal/contracts/dates';

/** A date written out in full ("Thursday, 31 December 2026"), with the day's name `weekday` long or short. */
export function fullDate(weekday: 'long' | 'short' = 'long'): Intl.DateTimeFormatOptions {
  return { weekday, day: 'numeric', month: 'long', year: 'numeric' };
}

/** A calendar date (`YYYY-MM-DD`, or the date part of a local time) as written, never shifted by time zones. */
export function formatCalendarDate(
  date: string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** An instant (ISO with zone) in the browser's time zone. */
export function formatDateTime(
  iso: string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(localeOf(lang), options).format(new Date(iso));
}

/** `2026-11` → "Nov 2026" in the interface language. */
export function formatMonth(month: string, lang: Lang, style: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(localeOf(lang), { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** A calendar date in the Umm al-Qura (Hijri) calendar, in Arabic with Latin digits, as Iraqi users read it. */
export function formatHijriDate(date: string, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat('ar-IQ-u-ca-islamic-umalqura-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...options,
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
