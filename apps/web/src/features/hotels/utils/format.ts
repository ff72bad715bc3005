import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from '../../../lib/i18n';

// Region codes the browser names that are not countries of nationality.
const NOT_COUNTRIES = new Set(['AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'ZZ']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const nationalities = new Map<Lang, Array<{ value: string; label: string }>>();

/** Every country the browser can name, Iraq first, then in the language's order. */
export function nationalityOptions(lang: Lang) {
  const cached = nationalities.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'none' });
  const options: Array<{ value: string; label: string }> = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      const label = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  options.sort((x, y) =>
    x.value === 'IQ' ? -1 : y.value === 'IQ' ? 1 : x.label.localeCompare(y.label, localeOf(lang)),
  );
  nationalities.set(lang, options);
  return options;
}

export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
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

/** An instant in the user's own time zone, with the zone named. */
export function formatInstant(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
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
