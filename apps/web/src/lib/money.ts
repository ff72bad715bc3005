import type { Currency } from '@portal/contracts/currencies';
import { scaleOf } from '@portal/contracts/currency-constants';
import type { Price } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import { formatIqdPrice, formatMoney, getStoredCurrency } from './currency';
import { localeOf } from './i18n';

/*
 * Exact money in the browser: amounts travel as decimal strings in a currency's units (as the API writes them)
 * and are added or compared in minor units (bigint), never as floating point numbers.
 */

/** "913.52" → 91352n for a scale of 2. */
export function toMinor(amount: string, scale: number): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const minor = BigInt((whole || '0') + fraction.padEnd(scale, '0').slice(0, scale));
  return negative ? -minor : minor;
}

/** 91352n → "913.52" for a scale of 2. */
export function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Decimal amounts of one currency added exactly, written back as the API writes them. */
export function addAmounts(amounts: readonly string[], currency: string): string {
  const scale = scaleOf(currency);
  return fromMinor(
    amounts.reduce((sum, amount) => sum + toMinor(amount, scale), 0n),
    scale,
  );
}

/**
 * A price in the chosen display currency. A logged-in user's prices arrive converted by the server (the
 * `_currency` header), exactly; a visitor's arrive in the default one and are converted here from the IQD base.
 */
export function formatPrice(price: Price, currency: Currency, lang: Lang): string {
  if (price.currency === currency.name) return formatMoney(price.amount, price.currency, lang);
  return formatIqdPrice(price.iqd, currency, lang);
}

/**
 * An exchange rate as a person reads it ("1,315.79"; "0.00076" below one): the exact rate stays in the quote
 * the server checks, this is only its display (issue 22).
 */
export function formatRate(rate: string, lang: Lang): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  const options: Intl.NumberFormatOptions =
    Math.abs(value) >= 1 ? { maximumFractionDigits: 2 } : { maximumSignificantDigits: 4 };
  return new Intl.NumberFormat(localeOf(lang), options).format(value);
}

/** A price in the stored display currency as text inside a sentence, isolated left-to-right so it reads right in Arabic. */
export function priceText(price: Price, lang: Lang): string {
  return `\u2066${formatPrice(price, getStoredCurrency(), lang)}\u2069`;
}
