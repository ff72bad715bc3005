import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { useLang } from '../../../lib/i18n';
import { formatInstant } from '../utils/format';
import { StaySummary } from './stay-summary';

/**
 * `booking.success` for a hotel booking: the voucher reference the hotel knows the stay by, the booking's
 * reference and status, the stay, the guests, and what was paid and is left in that wallet (or what is due).
 */
export function HotelBookingSuccess({ booking }: { booking: BookingOf<'hotel'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const stay = booking.details;
  const held = booking.status === 'held';
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('hotels.success.title_held') : t('hotels.success.title_confirmed')}
        references={[
          { label: t('hotels.success.voucher'), value: stay.voucher, testId: 'voucher-reference' },
          { label: t('hotels.success.reference'), value: booking.reference, testId: 'booking-reference' },
        ]}
        payBy={
          booking.hold_expires_at
            ? t('hotels.success.pay_by', { date: formatInstant(booking.hold_expires_at, lang) })
            : undefined
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section
          aria-labelledby="hotel-stay"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="hotel-stay" className="mb-3 text-lg font-semibold text-slate-900">
            {t('hotels.success.stay')}
          </h2>
          <StaySummary stay={stay} />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="hotel-guests" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="hotel-guests" className="mb-2 text-lg font-semibold text-slate-900">
              {t('hotels.success.guests')}
            </h2>
            <ol className="space-y-2 text-sm">
              {stay.rooms.map((room, i) => (
                <li key={i}>
                  <p className="font-semibold text-slate-900">{t('hotels.rooms.room', { number: i + 1 })}</p>
                  <ul className="text-slate-800">
                    {room.guests.map((g, j) => (
                      <li key={j}>
                        <bdi>
                          {g.first_name} {g.last_name}
                        </bdi>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <SuccessPayment booking={booking} />
        </div>
      </div>
      <SuccessActions>
        <Link
          to="/my-bookings/$tab/$bookingId"
          params={{ tab: 'hotels', bookingId: booking.id }}
          className={buttonClass('primary')}
        >
          {t('hotels.success.open_booking')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('hotels.detail.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
