import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';

export { nationalityOptions } from '../../../lib/countries';

export function languageName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A calendar date as written (`YYYY-MM-DD`), never moved by time zones. */
export function formatDay(
  date: string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat(localeOf(lang), { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * An instant in the user's own time zone (or `timeZone`), with the zone named ("GMT+3"), so a deadline
 * cannot be read as the hotel's time. dateStyle cannot be combined with timeZoneName: the fields are named.
 */
export function formatInstant(iso: string, lang: Lang, timeZone?: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** An instant as the hotel's wall clock shows it, with its time zone's name. */
export function formatAtHotel(iso: string, timeZone: string, lang: Lang): string {
  // dateStyle cannot be combined with timeZoneName, so the fields are named one by one.
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
