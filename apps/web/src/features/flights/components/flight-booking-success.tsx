import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { buttonClass } from '../../../components/ui/button';
import { SuccessActions, SuccessOutcome, SuccessPayment } from '../../../kit/checkout/booking-success';
import { useLang } from '../../../lib/i18n';
import { formatDate, formatInstant } from '../utils/format';
import { tripOf } from '../utils/trip';
import { FlightItinerary } from './flight-itinerary';

/**
 * `booking.success` for a flight: the booking as the server has it (reference, status, itinerary, travellers,
 * what was paid and what is left in that wallet), in the checkout's frame.
 */
export function FlightBookingSuccess({ booking }: { booking: BookingOf<'flight'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = booking.status === 'held';
  const flight = booking.details;
  return (
    <div className="space-y-6">
      <SuccessOutcome
        booking={booking}
        title={held ? t('flights.success.title_held') : t('flights.success.title_confirmed')}
        references={[{ label: t('flights.success.reference'), value: booking.reference, testId: 'booking-reference' }]}
        payBy={
          booking.hold_expires_at
            ? t('flights.success.pay_by', { date: formatInstant(booking.hold_expires_at, lang) })
            : undefined
        }
      />

      <SuccessPayment booking={booking} />

      {flight ? (
        <FlightItinerary
          offer={flight.offer}
          fare={flight.fare}
          trip={tripOf(flight.offer)}
          // Bookings made before the API stored their dictionaries show codes (see decision 027).
          dictionaries={flight.dictionaries as typeof flight.dictionaries | undefined}
          title={t('flights.success.itinerary')}
          expanded
        />
      ) : null}

      <section
        aria-labelledby="booking-travellers"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="booking-travellers" className="mb-3 text-lg font-semibold text-slate-900">
          {t('flights.success.travellers')}
        </h2>
        <ol className="divide-y divide-slate-100">
          {booking.travellers.map((traveller, index) => (
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span>
                <span className="block font-semibold text-slate-900" dir="ltr">
                  {traveller.first_name} {traveller.last_name}
                </span>
                <span className="text-sm text-slate-700">
                  {t(`flights.passengers.${traveller.type}`)} ·{' '}
                  {formatDate(traveller.date_of_birth, lang, { dateStyle: 'medium' })}
                </span>
              </span>
              <span className="text-sm text-slate-700">
                {t('flights.success.passport', { number: traveller.passport_number })}
              </span>
            </li>
          ))}
        </ol>
      </section>

      <SuccessActions>
        <Link to="/my-bookings/flights" className={buttonClass('primary')}>
          {t('checkout.success.my_bookings')}
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          {t('flights.success.new_search')}
        </Link>
      </SuccessActions>
    </div>
  );
}
