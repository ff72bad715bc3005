import { ISO_COUNTRY_CODES } from '@portal/contracts/country-codes';
import type { Lang } from '@portal/contracts/i18n';
import { localeOf } from './i18n';

const countries = new Map<Lang, Array<{ value: string; label: string }>>();

/**
 * The ISO 3166-1 countries (the contract's list, the one the API checks), named by the browser in the
 * language, Iraq first, then in the language's order. A code the browser cannot name keeps its code.
 */
export function countryOptions(lang: Lang) {
  const cached = countries.get(lang);
  if (cached) return cached;
  const names = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'code' });
  const options = ISO_COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  options.sort((x, y) =>
    x.value === 'IQ' ? -1 : y.value === 'IQ' ? 1 : x.label.localeCompare(y.label, localeOf(lang)),
  );
  countries.set(lang, options);
  return options;
}

/** One country's name in the language (its code when the browser cannot name it). */
export function countryName(code: string, lang: Lang): string {
  return countryOptions(lang).find((c) => c.value === code)?.label ?? code;
}

/** The nationality list of the booking forms: the same countries. */
export const nationalityOptions = countryOptions;
