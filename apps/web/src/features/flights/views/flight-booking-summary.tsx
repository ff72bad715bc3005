import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { BookedItinerary } from './booked-itinerary';
import { FareRules } from './fare-rules';
import { TravellersTable } from './travellers-table';
import { useFlightPlaces } from './use-flight-places';

/**
 * What a flight booking holds: its itinerary, the fare's rules and the travellers; in My Bookings' detail
 * (`screen`), and in printed documents (`print`: the itinerary receipt, an agency's quote).
 */
export function FlightBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'flight'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  const places = useFlightPlaces(booking);
  if (variant === 'print') {
    return (
      <>
        <section>
          <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.travellers')}</h2>
          <TravellersTable travellers={booking.travellers} variant="print" />
        </section>
        <section>
          <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.itinerary')}</h2>
          <BookedItinerary flight={booking.details} places={places} variant="print" />
        </section>
        <section>
          <h2 className="mb-2 text-base font-semibold">{t('bookings.detail.fare')}</h2>
          <FareRules flight={booking.details} />
        </section>
      </>
    );
  }
  return (
    <>
      <BookingSection title={t('bookings.detail.itinerary')}>
        <BookedItinerary flight={booking.details} places={places} />
        <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <h4 className="mb-3 font-semibold text-slate-900">{t('bookings.detail.fare')}</h4>
          <FareRules flight={booking.details} />
        </div>
      </BookingSection>
      <BookingSection title={t('bookings.detail.travellers')}>
        <TravellersTable travellers={booking.travellers} />
      </BookingSection>
    </>
  );
}
