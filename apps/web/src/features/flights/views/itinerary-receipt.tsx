import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { BookingDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { FlightBookingSummary } from './flight-booking-summary';

/** The itinerary receipt of a flight booking, laid out for A4 paper, in the copy asked for. */
export function ItineraryReceipt({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'flight'> }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <BookingDocument
      {...copy}
      booking={booking}
      title={t('bookings.documents.itinerary')}
      footer={<p>{t('bookings.documents.footer')}</p>}
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        <div>
          <dt className="text-slate-600">{t('bookings.detail.reference')}</dt>
          <dd className="font-mono text-lg font-semibold">
            <bdi dir="ltr">{booking.reference}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.list.status')}</dt>
          <dd className="font-semibold">{t(`bookings.status.${booking.status}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.detail.booked_on')}</dt>
          <dd>{formatDateTime(booking.created_at, lang, { dateStyle: 'medium' })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('bookings.documents.issued')}</dt>
          <dd>{formatDateTime(new Date().toISOString(), lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
      </dl>

      {booking.status === 'held' && booking.hold_expires_at ? (
        <p className="border border-slate-400 p-2 font-semibold">
          {t('bookings.documents.unpaid', { deadline: formatDateTime(booking.hold_expires_at, lang) })}
        </p>
      ) : null}

      <FlightBookingSummary booking={booking} variant="print" />
    </BookingDocument>
  );
}
