import { formatMoney } from '../../lib/currency';
import { useLang } from '../../lib/i18n';

export interface MoneyProps {
  /** A decimal string in the currency's units (as the API writes amounts), or a number. */
  amount: string | number;
  currency: string;
  className?: string;
}

/** An amount isolated left-to-right, so Arabic text cannot split "US$" from its number (decision 023). */
export function Money({ amount, currency, className = 'tabular-nums' }: MoneyProps) {
  const lang = useLang();
  return (
    <bdi dir="ltr" className={className}>
      {formatMoney(amount, currency, lang)}
    </bdi>
  );
}
