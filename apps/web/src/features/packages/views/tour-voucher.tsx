import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { TravellerList } from './traveller-list';
import { TripSummary } from './trip-summary';

/** The package voucher, printed from My Bookings (A4, in the interface language), in the shared document frame. */
export function TourVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'package'> }) {
  const { t } = useTranslation();
  const issued = formatDateTime(booking.created_at, useLang());
  return (
    <BookingDocument
      title={t('packages.document.title')}
      booking={booking}
      {...copy}
      header={
        <p className="text-slate-700">
          {t('bookings.detail.reference')}{' '}
          <bdi dir="ltr" className="font-mono font-semibold">
            {booking.reference}
          </bdi>
        </p>
      }
      footer={<p>{t('packages.document.note', { date: issued })}</p>}
    >
      <TripSummary trip={booking.details} variant="print" />
      <TravellerList travellers={booking.travellers} />
    </BookingDocument>
  );
}
