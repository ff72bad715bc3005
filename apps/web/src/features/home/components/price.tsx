import { formatIqdPrice, formatMoney, getStoredCurrency } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';

export interface PriceProps {
  /** The IQD base price as the API sends it (integer string). */
  iqd: string;
  className?: string;
}

/**
 * A price in the chosen display currency, with the IQD base beside it when that is another currency. Each
 * amount is isolated left-to-right, so in Arabic "US$" is not split around the number by the bidi algorithm.
 */
export function Price({ iqd, className = '' }: PriceProps) {
  const lang = useLang();
  const currency = getStoredCurrency();
  return (
    <span className={`inline-flex flex-col ${className}`}>
      <bdi dir="ltr" className="text-lg font-semibold text-slate-900 tabular-nums">
        {formatIqdPrice(iqd, currency, lang)}
      </bdi>
      {currency.name !== 'IQD' ? (
        <bdi dir="ltr" className="text-xs text-slate-600 tabular-nums">
          {formatMoney(iqd, 'IQD', lang)}
        </bdi>
      ) : null}
    </span>
  );
}
