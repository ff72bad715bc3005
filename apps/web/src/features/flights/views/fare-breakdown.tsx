import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { Money } from '../../../components/ui/money';

/** A flight booking's fare per passenger type (base, taxes, fees, subtotal): cards on phones, a table from tablets. */
export function FareBreakdown({ booking }: { booking: BookingOf<'flight'> }) {
  const { t } = useTranslation();
  const fare = booking.details.fare;
  return (
    <>
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
    </>
  );
}
