import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { BookingDocument, ReferenceLine } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { AttendeeList, RegistrationSummary } from './conference-summary';

/** The registration confirmation, printed from My Bookings (A4, in the interface language). */
export function ConferenceConfirmation({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'conference'> }) {
  const { t } = useTranslation();
  const issued = formatDateTime(booking.created_at, useLang());
  return (
    <BookingDocument
      title={t('conferences.documents.title')}
      booking={booking}
      {...copy}
      header={
        <>
          <p className="text-slate-700">
            {t('conferences.success.badge')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold">
              {booking.details.badge}
            </bdi>
          </p>
          <ReferenceLine reference={booking.reference} />
        </>
      }
      footer={<p>{t('conferences.documents.note', { date: issued })}</p>}
    >
      <RegistrationSummary registration={booking.details} />
      <AttendeeList attendees={booking.travellers} />
    </BookingDocument>
  );
}
