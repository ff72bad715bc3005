import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { TravellerList } from './traveller-list';
import { TripSummary } from './trip-summary';

/** What a package booking holds: the trip and its travellers; in My Bookings' detail and in printed documents. */
export function TourBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'package'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print')
    return (
      <div className="space-y-4">
        <TripSummary trip={booking.details} variant="print" />
        <TravellerList travellers={booking.travellers} />
      </div>
    );
  return (
    <BookingSection title={t('packages.success.trip')}>
      <TripSummary trip={booking.details} />
    </BookingSection>
  );
}
