import { useTranslation } from 'react-i18next';
import type { Booking } from '@portal/contracts/bookings';
import { Money } from '../../../components/ui/money';
import { convertFromIqd, getStoredCurrency } from '../../../lib/currency';

export interface PriceSummaryProps {
  booking: Booking;
  /** Agencies and their agents see what the wallet paid, the markup and the customer's price. */
  showPricing: boolean;
}

/** The fare per passenger type, the total in the booking's currency (and the display currency), and how it was paid. */
export function PriceSummary({ booking, showPricing }: PriceSummaryProps) {
  const { t } = useTranslation();
  const display = getStoredCurrency();
  const fare = booking.service === 'flight' ? booking.details.fare : undefined;
  const { pricing } = booking;
  const showDisplay = display.name !== booking.total.currency;

  return (
    <div className="space-y-4">
      {fare ? (
        <ul className="space-y-3 sm:hidden">
          {fare.per_passenger.map((row) => (
            <li key={row.type} className="border-b border-slate-100 pb-3">
              <p className="font-medium text-slate-900">{t(`bookings.price.pax.${row.type}`, { count: row.count })}</p>
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('bookings.price.base')}</dt>
                <dd className="text-end">
                  <Money amount={row.base.amount} currency={row.base.currency} />
                </dd>
                <dt className="text-slate-600">{t('bookings.price.taxes')}</dt>
                <dd className="text-end">
                  <Money amount={row.taxes.amount} currency={row.taxes.currency} />
                </dd>
                <dt className="text-slate-600">{t('bookings.price.fees')}</dt>
                <dd className="text-end">
                  <Money amount={row.fees.amount} currency={row.fees.currency} />
                </dd>
                <dt className="font-semibold text-slate-900">{t('bookings.price.subtotal')}</dt>
                <dd className="text-end font-semibold">
                  <Money amount={row.total.amount} currency={row.total.currency} />
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {fare ? (
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('bookings.price.breakdown')}</caption>
            <thead className="text-xs font-semibold text-slate-700">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 text-start">
                  {t('bookings.price.passengers')}
                </th>
                <th scope="col" className="px-2 py-2 text-end">
                  {t('bookings.price.base')}
                </th>
                <th scope="col" className="px-2 py-2 text-end">
                  {t('bookings.price.taxes')}
                </th>
                <th scope="col" className="px-2 py-2 text-end">
                  {t('bookings.price.fees')}
                </th>
                <th scope="col" className="px-2 py-2 text-end">
                  {t('bookings.price.subtotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {fare.per_passenger.map((row) => (
                <tr key={row.type} className="border-b border-slate-100">
                  <th scope="row" className="py-2 text-start font-medium text-slate-900">
                    {t(`bookings.price.pax.${row.type}`, { count: row.count })}
                  </th>
                  <td className="px-2 py-2 text-end">
                    <Money amount={row.base.amount} currency={row.base.currency} />
                  </td>
                  <td className="px-2 py-2 text-end">
                    <Money amount={row.taxes.amount} currency={row.taxes.currency} />
                  </td>
                  <td className="px-2 py-2 text-end">
                    <Money amount={row.fees.amount} currency={row.fees.currency} />
                  </td>
                  <td className="px-2 py-2 text-end font-semibold">
                    <Money amount={row.total.amount} currency={row.total.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <dl className="space-y-2 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-slate-900">{t('bookings.price.total')}</dt>
          <dd className="text-end">
            <Money
              amount={booking.total.amount}
              currency={booking.total.currency}
              className="text-lg font-semibold text-slate-900 tabular-nums"
            />
            {showDisplay ? (
              <span className="block text-xs text-slate-600">
                ≈ <Money amount={convertFromIqd(booking.total.iqd, display)} currency={display.name} />
              </span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-slate-600">{t('bookings.price.payment')}</dt>
          <dd className="text-end font-medium text-slate-900">
            {booking.payment.method === 'wallet'
              ? t('bookings.price.paid_wallet', { currency: booking.payment.currency })
              : t('bookings.price.on_hold')}
          </dd>
        </div>
      </dl>
      {showPricing ? (
        <div className="rounded-xl bg-brand-50 p-4">
          <h3 className="text-sm font-semibold text-brand-900">{t('bookings.price.agency_title')}</h3>
          <dl className="mt-2 grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-slate-700">{t('bookings.price.net')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={pricing.net} currency={pricing.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('bookings.price.markup')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={pricing.markup} currency={pricing.currency} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">{t('bookings.price.gross')}</dt>
              <dd className="font-semibold text-slate-900">
                <Money amount={pricing.gross} currency={pricing.currency} />
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
    </div>
  );
}
