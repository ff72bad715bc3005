import type { Price } from '@portal/contracts/flights';
import { getStoredCurrency } from '../../lib/currency';
import { useLang } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';

export interface PriceAmountProps {
  price: Price;
  className?: string;
}

/** A price in the chosen currency, isolated left-to-right so "US$" stays with its number in Arabic. */
export function PriceAmount({ price, className = '' }: PriceAmountProps) {
  const lang = useLang();
  return (
    <bdi dir="ltr" className={`tabular-nums ${className}`}>
      {formatPrice(price, getStoredCurrency(), lang)}
    </bdi>
  );
}
