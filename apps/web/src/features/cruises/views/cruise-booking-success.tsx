import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { PassengerList, VoyageSummary } from './cruise-summary';

/** `booking.success` for a cruise: the confirmation number, the voyage and cabins, passengers and payment. */
export function CruiseBookingSuccess({ booking }: { booking: BookingOf<'cruise'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('cruises.success.title_held') : t('cruises.success.title_confirmed')}
        references={[
          {
            label: t('cruises.success.confirmation'),
            value: booking.details.confirmation,
            testId: 'voucher-reference',
          },
          { label: t('cruises.success.reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
        payBy={
          booking.hold_expires_at
            ? t('cruises.success.pay_by', { date: formatDateTime(booking.hold_expires_at, lang) })
            : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('cruises.summary.cruise')}</h2>
          <VoyageSummary voyage={booking.details} />
        </section>
        <div className="space-y-6">
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('cruises.summary.passengers')}</h2>
            <PassengerList passengers={booking.travellers} />
          </section>
          <SuccessPayment booking={booking} />
        </div>
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'cruises', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('cruises.success.open_booking')}
        </Link>
        <Link
          to={buildPath('cruise.search', {
            depart: 'all',
            destination: 'all',
            departDate: null,
            returnDate: null,
            duration: 'any',
          })}
          className={buttonClass('secondary')}
        >
          {t('cruises.detail.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
