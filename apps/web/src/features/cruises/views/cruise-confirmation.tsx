import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingDocument, ReferenceLine } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { PassengerList, VoyageSummary } from './cruise-summary';

/** The cruise confirmation, printed from My Bookings (A4, in the interface language). */
export function CruiseConfirmation({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'cruise'> }) {
  const { t } = useTranslation();
  const issued = formatDateTime(booking.created_at, useLang());
  return (
    <BookingDocument
      title={t('cruises.documents.title')}
      booking={booking}
      {...copy}
      header={
        <>
          <p className="text-slate-700">
            {t('cruises.success.confirmation')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold">
              {booking.details.confirmation}
            </bdi>
          </p>
          <ReferenceLine reference={booking.reference} />
        </>
      }
      footer={<p>{t('cruises.documents.note', { date: issued })}</p>}
    >
      <VoyageSummary voyage={booking.details} />
      <PassengerList passengers={booking.travellers} />
    </BookingDocument>
  );
}
