import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { HotelStay } from './hotel-stay';

/** What a hotel booking holds: the stay, its rooms and guests; in My Bookings' detail and in printed documents. */
export function HotelBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'hotel'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print') return <HotelStay stay={booking.details} variant="print" />;
  return (
    <BookingSection title={t('bookings.detail.stay')}>
      <HotelStay stay={booking.details} />
    </BookingSection>
  );
}
