import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import type { UguidePaper } from '@portal/contracts/uguides';
import { ApplicationPanel } from '../../../kit/applications/application-panel';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { UguideSummary } from './uguide-summary';

/** An application to a programme in My Bookings: the programme and student, then the application's timeline and files. */
export function UguideBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'uguide'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print') return <UguideSummary booking={booking} />;
  return (
    <div className="space-y-6">
      <BookingSection title={t('uguides.booking.summary')}>
        <UguideSummary booking={booking} />
      </BookingSection>
      {booking.status !== 'held' && booking.status !== 'expired' ? (
        <ApplicationPanel bookingId={booking.id} paperLabel={(paper) => t(`uguides.papers.${paper as UguidePaper}`)} />
      ) : null}
    </div>
  );
}
