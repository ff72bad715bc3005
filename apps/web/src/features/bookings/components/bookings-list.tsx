import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '@portal/contracts/bookings';
import { Money } from '../../../components/ui/money';
import { formatCalendarDate, formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { tabPathOf } from '../utils/services';
import { StatusBadge } from './status-badge';

export interface BookingsListProps {
  bookings: BookingSummary[];
  /** Visually dimmed while the next page or filter loads over it. */
  stale?: boolean;
}

function DetailLink({ booking, className }: { booking: BookingSummary; className: string }) {
  const { t } = useTranslation();
  const tab = tabPathOf(booking.service);
  return (
    <Link
      to="/my-bookings/$tab/$bookingId"
      params={{ tab, bookingId: booking.id }}
      className={className}
      aria-label={t('bookings.list.open', { reference: booking.reference })}
    >
      <bdi dir="ltr">{booking.reference}</bdi>
    </Link>
  );
}

/** A table from tablet width up; cards on phones, where seven columns cannot fit. */
export function BookingsList({ bookings, stale = false }: BookingsListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const travelDate = (b: BookingSummary) =>
    b.travel_date ? formatCalendarDate(b.travel_date, lang, { day: 'numeric', month: 'short', year: 'numeric' }) : '—';

  return (
    <div className={stale ? 'opacity-60 transition-opacity' : undefined} aria-busy={stale || undefined}>
      <ul className="space-y-3 md:hidden">
        {bookings.map((b) => (
          <li key={b.id} className="relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <DetailLink
                  booking={b}
                  className="font-mono text-base font-semibold text-brand-800 underline-offset-2 after:absolute after:inset-0 hover:underline"
                />
                <p className="mt-1 truncate font-semibold text-slate-900">
                  <bdi>{b.title}</bdi>
                </p>
              </div>
              <StatusBadge status={b.status} />
            </div>
            {b.status === 'held' && b.hold_expires_at ? (
              <p className="mt-1 text-xs text-amber-900">
                {t('bookings.list.pay_by', { deadline: formatDateTime(b.hold_expires_at, lang) })}
              </p>
            ) : null}
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-slate-600">{t('bookings.list.when')}</dt>
                <dd className="font-medium text-slate-900">{travelDate(b)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('bookings.list.amount')}</dt>
                <dd className="font-semibold text-slate-900">
                  <Money amount={b.total.amount} currency={b.total.currency} />
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('bookings.list.travellers')}</dt>
                <dd className="font-medium text-slate-900">{b.travellers}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('bookings.list.booked_by')}</dt>
                <dd className="truncate font-medium text-slate-900">{b.booked_by.name}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>

      <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('bookings.list.caption')}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 text-start">
                {t('bookings.list.reference')}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {t('bookings.list.what')}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {t('bookings.list.when')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('bookings.list.travellers')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('bookings.list.amount')}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {t('bookings.list.status')}
              </th>
              <th scope="col" className="px-4 py-3 text-start">
                {t('bookings.list.booked_by')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bookings.map((b) => (
              <tr key={b.id} className="hover:bg-brand-50/50">
                <td className="px-4 py-3">
                  <DetailLink
                    booking={b}
                    className="font-mono font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                  />
                  <p className="mt-0.5 text-xs text-slate-600">
                    {formatDateTime(b.created_at, lang, { dateStyle: 'medium' })}
                  </p>
                </td>
                <td className="px-4 py-3 font-medium text-slate-900">
                  <bdi>{b.title}</bdi>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-800">{travelDate(b)}</td>
                <td className="px-4 py-3 text-end text-slate-800 tabular-nums">{b.travellers}</td>
                <td className="px-4 py-3 text-end font-semibold whitespace-nowrap text-slate-900">
                  <Money amount={b.total.amount} currency={b.total.currency} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={b.status} />
                  {b.status === 'held' && b.hold_expires_at ? (
                    <p className="mt-1 text-xs text-amber-900">
                      {t('bookings.list.pay_by', { deadline: formatDateTime(b.hold_expires_at, lang) })}
                    </p>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-slate-800">{b.booked_by.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
