import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { useLang } from '../../../lib/i18n';
import { formatInstant } from '../utils/format';
import { CarRental } from '../views/car-rental';

/** `booking.success` for a car: the voucher and booking references, the rental, and what was paid or is due. */
export function CarBookingSuccess({ booking }: { booking: BookingOf<'car'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('cars.success.title_held') : t('cars.success.title_confirmed')}
        references={[
          { label: t('cars.success.voucher'), value: booking.details.voucher, testId: 'voucher-reference' },
          { label: t('cars.success.reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
        payBy={
          booking.hold_expires_at
            ? t('cars.success.pay_by', { date: formatInstant(booking.hold_expires_at, lang) })
            : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section
          aria-labelledby="car-rental"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="car-rental" className="mb-3 text-lg font-semibold text-slate-900">
            {t('cars.success.rental')}
          </h2>
          <CarRental rental={booking.details} />
        </section>
        <SuccessPayment booking={booking} />
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'cars', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('cars.success.open_booking')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('cars.detail.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
