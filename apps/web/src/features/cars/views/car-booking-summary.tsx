import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { CarRental } from './car-rental';

/** What a car booking holds, in My Bookings' detail, the quote and the desk. */
export function CarBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'car'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print') return <CarRental rental={booking.details} variant="print" />;
  return (
    <BookingSection title={t('cars.view.rental')}>
      <CarRental rental={booking.details} />
    </BookingSection>
  );
}

/** The back office desk's view of the rental (under the module's heading). */
export function CarDeskView({ booking }: { booking: BookingOf<'car'> }) {
  return <CarRental rental={booking.details} />;
}
