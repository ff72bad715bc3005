import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { ServiceBookingSuccess } from '../../../kit/checkout/service-success';
import { useLang } from '../../../lib/i18n';
import { formatDate, formatInstant } from '../utils/format';
import { tripOf } from '../utils/trip';
import { FlightItinerary } from './flight-itinerary';

/**
 * `booking.success` for a flight on the shared confirmation: the booking as the server has it (reference,
 * status, what was paid and what is left in that wallet), then the itinerary across the whole width and the
 * travellers.
 */
export function FlightBookingSuccess({ booking }: { booking: BookingOf<'flight'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  const flight = booking.details;
  return (
    <ServiceBookingSuccess
      booking={booking}
      texts="flights.success"
      open="list"
      payByDate={formatInstant}
      wide={
        flight ? (
          <FlightItinerary
            offer={flight.offer}
            fare={flight.fare}
            trip={tripOf(flight.offer)}
            // Bookings made before the API stored their dictionaries show codes (see decision 027).
            dictionaries={flight.dictionaries as typeof flight.dictionaries | undefined}
            title={t('flights.success.itinerary')}
            expanded
          />
        ) : null
      }
      details={{
        title: t('flights.success.travellers'),
        content: (
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
        ),
      }}
      newSearch={{ to: '/', label: t('flights.success.new_search') }}
    />
  );
}
