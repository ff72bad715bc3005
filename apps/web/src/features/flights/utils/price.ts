import type { Currency } from '@portal/contracts/currencies';
import type { Price } from '@portal/contracts/flights';
import type { Lang } from '@portal/contracts/i18n';
import { formatIqdPrice, formatMoney } from '../../../lib/currency';

/**
 * A price in the chosen display currency. A logged-in user's prices arrive converted by the server (the
 * `_currency` header), exactly; a visitor's arrive in the default one and are converted here from the IQD base.
 */
export function formatPrice(price: Price, currency: Currency, lang: Lang): string {
  if (price.currency === currency.name) return formatMoney(price.amount, price.currency, lang);
  return formatIqdPrice(price.iqd, currency, lang);
}

/** IQD amounts as numbers: the largest fares are far below 2^53 dinars. */
export function iqdOf(price: Price): number {
  return Number(price.iqd);
}
