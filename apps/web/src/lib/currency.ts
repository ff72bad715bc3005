import type { Currency } from '@portal/contracts/currencies';
import { DEFAULT_CURRENCY } from '@portal/contracts/currency-constants';
import { formatMoney } from '@portal/contracts/money-format';
import type { Lang } from '@portal/contracts/i18n';
import { browser } from './browser';
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

/** Formats an amount in units of `code` for `lang` (the one formatter the API's messages use too). */
export { formatMoney };

/** Converts an IQD base price (integer string, as the API sends it) into the display currency. */
export function convertFromIqd(iqd: string, currency: Currency): number {
  const amount = Number(iqd);
  if (!Number.isFinite(amount)) return Number.NaN;
  return currency.name === 'IQD' ? amount : amount * currency.conversation_rate;
}

export function formatIqdPrice(iqd: string, currency: Currency, lang: Lang): string {
  return formatMoney(convertFromIqd(iqd, currency), currency.name, lang);
}
