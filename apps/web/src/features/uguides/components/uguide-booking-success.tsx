import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buildPath } from '@portal/contracts/routes';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { UguideSummary } from '../views/uguide-summary';

/** `booking.success` for an application to a programme: its reference and status, the programme, what was paid. */
export function UguideBookingSuccess({ booking }: { booking: BookingOf<'uguide'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('uguides.success.title_held') : t('uguides.success.title_confirmed')}
        references={[{ label: t('uguides.success.reference'), value: booking.reference, testId: 'booking-reference' }]}
        payBy={
          booking.hold_expires_at
            ? t('uguides.success.pay_by', { date: formatDateTime(booking.hold_expires_at, lang) })
            : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <UguideSummary booking={booking} />
        </section>
        <SuccessPayment booking={booking} />
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'uguides', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('uguides.success.open_booking')}
        </Link>
        <Link to={buildPath('uguide.search', {})} className={buttonClass('secondary')}>
          {t('uguides.success.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
