import { ISO_COUNTRY_CODES } from '@portal/contracts/country-codes';
import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';

const nationalities = new Map<Lang, Array<{ value: string; label: string }>>();

/**
 * The ISO 3166-1 countries (the contract's list, the one the API checks), named by the browser in the
 * language, Iraq first, then in the language's order. A code the browser cannot name keeps its code.
 */
export function nationalityOptions(lang: Lang) {
  const cached = nationalities.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'code' });
  const options = ISO_COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  options.sort((x, y) =>
    x.value === 'IQ' ? -1 : y.value === 'IQ' ? 1 : x.label.localeCompare(y.label, localeOf(lang)),
  );
  nationalities.set(lang, options);
  return options;
}

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
