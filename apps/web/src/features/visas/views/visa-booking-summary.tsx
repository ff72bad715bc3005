import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import type { VisaPaper } from '@portal/contracts/visas';
import { ApplicationPanel } from '../../../kit/applications/application-panel';
import { BookingSection } from '../../../kit/bookings/booking-section';
import { VisaSummary } from './visa-summary';

/** A visa application in My Bookings: the visa and applicants, then the application (history, papers, the visa). */
export function VisaBookingSummary({
  booking,
  variant = 'screen',
}: {
  booking: BookingOf<'visa'>;
  variant?: 'screen' | 'print';
}) {
  const { t } = useTranslation();
  if (variant === 'print') return <VisaSummary booking={booking} />;
  return (
    <div className="space-y-6">
      <BookingSection title={t('visas.booking.summary')}>
        <VisaSummary booking={booking} />
      </BookingSection>
      {booking.status !== 'held' && booking.status !== 'expired' ? (
        <ApplicationPanel bookingId={booking.id} paperLabel={(paper) => t(`visas.papers.${paper as VisaPaper}`)} />
      ) : null}
    </div>
  );
}
