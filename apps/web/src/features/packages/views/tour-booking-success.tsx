import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { TravellerList } from './traveller-list';
import { TripSummary } from './trip-summary';

/** `booking.success` for a package: the voucher and reference, the trip, the travellers and what was paid or is due. */
export function TourBookingSuccess({ booking }: { booking: BookingOf<'package'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('packages.success.title_held') : t('packages.success.title_confirmed')}
        references={[
          { label: t('packages.success.voucher'), value: booking.details.voucher, testId: 'voucher-reference' },
          { label: t('packages.success.reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
        payBy={
          booking.hold_expires_at
            ? t('packages.success.pay_by', { date: formatDateTime(booking.hold_expires_at, lang) })
            : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('packages.success.trip')}</h2>
          <TripSummary trip={booking.details} />
        </section>
        <div className="space-y-6">
          <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('packages.success.travellers')}</h2>
            <TravellerList travellers={booking.travellers} />
          </section>
          <SuccessPayment booking={booking} />
        </div>
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'package', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('packages.success.open_booking')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('packages.detail.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
