import { scaleOf } from './currency-constants.js';
import type { Lang } from './i18n.js';

/** Intl locales. Arabic keeps Latin digits, like the phone numbers, flight numbers and dates typed beside them. */
export const INTL_LOCALES: Record<Lang, string> = { ar: 'ar-IQ-u-nu-latn', en: 'en-GB', de: 'de-DE' };

const moneyFormats = new Map<string, { format: Intl.NumberFormat; suffix: string | null }>();

/** One formatter per language and currency: creating an Intl.NumberFormat costs far more than using one. */
function moneyFormat(code: string, lang: Lang): { format: Intl.NumberFormat; suffix: string | null } {
  const key = `${lang}|${code}`;
  let cached = moneyFormats.get(key);
  if (!cached) {
    const digits = scaleOf(code);
    try {
      cached = {
        format: new Intl.NumberFormat(INTL_LOCALES[lang], {
          style: 'currency',
          currency: code,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
        suffix: null,
      };
    } catch {
      cached = { format: new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: digits }), suffix: code };
    }
    moneyFormats.set(key, cached);
  }
  return cached;
}

/**
 * Formats an amount given in units of `code` (a number or an exact decimal string) for `lang`, as the web app and
 * the API's messages show money. Unknown codes (not ISO 4217) fall back to the number followed by the code.
 */
export function formatMoney(amount: number | string, code: string, lang: Lang): string {
  const value = typeof amount === 'string' ? (amount as Intl.StringNumericLiteral) : amount;
  const { format, suffix } = moneyFormat(code, lang);
  return suffix ? `${format.format(value)} ${suffix}` : format.format(value);
}
