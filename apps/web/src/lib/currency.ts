import type { Currency } from '@portal/contracts/currencies';
import { DEFAULT_CURRENCY, scaleOf } from '@portal/contracts/currency-constants';
import type { Lang } from '@portal/contracts/i18n';
import { browser } from './browser';
import { localeOf } from './i18n';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

function isCurrency(value: unknown): value is Currency {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Partial<Currency>;
  return (
    typeof c.id === 'number' &&
    typeof c.name === 'string' &&
    /^[A-Z]{3}$/.test(c.name) &&
    typeof c.symbol_name === 'string' &&
    typeof c.conversation_rate === 'number' &&
    c.conversation_rate > 0
  );
}

/** The chosen display currency (`currency` in local storage, a JSON object), USD by default (spec section 4). */
export function getStoredCurrency(): Currency {
  const raw = readItem('local', STORAGE_KEYS.currency);
  if (!raw) return DEFAULT_CURRENCY;
  try {
    const value: unknown = JSON.parse(raw);
    return isCurrency(value) ? value : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

/** Stores the chosen currency object and reloads, so every price is fetched and shown in it. */
export function setCurrency(currency: Currency): void {
  writeItem('local', STORAGE_KEYS.currency, JSON.stringify(currency));
  browser.reload();
}

/**
 * Formats an amount given in units of `code` (a number or an exact decimal string) for `lang`.
 * Unknown codes (not ISO 4217) fall back to the number followed by the code.
 */
export function formatMoney(amount: number | string, code: string, lang: Lang): string {
  const value = typeof amount === 'string' ? (amount as Intl.StringNumericLiteral) : amount;
  const { format, suffix } = moneyFormat(code, lang);
  return suffix ? `${format.format(value)} ${suffix}` : format.format(value);
}

const moneyFormats = new Map<string, { format: Intl.NumberFormat; suffix: string | null }>();

/** One formatter per language and currency: creating an Intl.NumberFormat costs far more than using one. */
function moneyFormat(code: string, lang: Lang): { format: Intl.NumberFormat; suffix: string | null } {
  const key = `${lang}|${code}`;
  let cached = moneyFormats.get(key);
  if (!cached) {
    const digits = scaleOf(code);
    try {
      cached = {
        format: new Intl.NumberFormat(localeOf(lang), {
          style: 'currency',
          currency: code,
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        }),
        suffix: null,
      };
    } catch {
      cached = { format: new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: digits }), suffix: code };
    }
    moneyFormats.set(key, cached);
  }
  return cached;
}

/** Converts an IQD base price (integer string, as the API sends it) into the display currency. */
export function convertFromIqd(iqd: string, currency: Currency): number {
  const amount = Number(iqd);
  if (!Number.isFinite(amount)) return Number.NaN;
  return currency.name === 'IQD' ? amount : amount * currency.conversation_rate;
}

export function formatIqdPrice(iqd: string, currency: Currency, lang: Lang): string {
  return formatMoney(convertFromIqd(iqd, currency), currency.name, lang);
}
