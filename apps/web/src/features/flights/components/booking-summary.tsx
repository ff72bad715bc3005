import { useTranslation } from 'react-i18next';
import type { Fare } from '@portal/contracts/flights';
import { formatMoney, getStoredCurrency } from '../../../lib/currency';
import { useLang } from '../../../lib/i18n';
import { PriceAmount } from '../../../components/ui/price';

export interface BookingSummaryProps {
  fare: Fare;
}

/**
 * Sub total (the fares), discount, fees, taxes and what the user pays, once. The discount is zero: the
 * portal's prices already are the agency's; a markup or discount would arrive in the priced fare.
 */
export function BookingSummary({ fare }: BookingSummaryProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const zero = formatMoney(0, getStoredCurrency().name, lang);
  const row = 'flex items-baseline justify-between gap-4 py-1.5';
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="booking-summary-title" className="text-lg font-semibold text-slate-900">
        {t('flights.booking.summary')}
      </h2>
      <ul className="mt-3 space-y-1 border-b border-slate-100 pb-3 text-sm text-slate-700">
        {fare.per_passenger.map((p) => (
          <li key={p.type} className="flex items-baseline justify-between gap-4">
            <span>
              {t('flights.booking.per_passenger', { count: p.count, type: t(`flights.passengers.${p.type}`) })}
            </span>
            <span className="text-end">
              <PriceAmount price={p.total} />
              <span className="block text-xs text-slate-600">{t('flights.booking.per_person')}</span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 text-sm text-slate-800">
        <div className={row}>
          <dt>{t('flights.booking.sub_total')}</dt>
          <dd>
            <PriceAmount price={fare.base} />
          </dd>
        </div>
        <div className={row}>
          <dt>{t('flights.booking.discount')}</dt>
          <dd>
            <bdi dir="ltr" className="tabular-nums">
              {zero}
            </bdi>
          </dd>
        </div>
        <div className={row}>
          <dt>{t('flights.booking.fees')}</dt>
          <dd>
            <PriceAmount price={fare.fees} />
          </dd>
        </div>
        <div className={row}>
          <dt>{t('flights.booking.taxes')}</dt>
          <dd>
            <PriceAmount price={fare.taxes} />
          </dd>
        </div>
        <div className={`${row} mt-2 border-t border-slate-200 pt-3 text-base font-semibold text-slate-900`}>
          <dt>{t('flights.booking.you_pay')}</dt>
          <dd>
            <PriceAmount price={fare.total} className="text-xl" />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('flights.booking.one_time')}</p>
    </section>
  );
}
