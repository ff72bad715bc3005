import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { BookingDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { CarRental } from './car-rental';

/** The rental voucher shown at the office's desk, for A4 paper, in the interface language. */
export function CarVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'car'> }) {
  const { t } = useTranslation();
  const issued = formatDateTime(booking.created_at, useLang());
  return (
    <BookingDocument
      title={t('bookings.documents.voucher')}
      booking={booking}
      {...copy}
      header={
        <>
          <p className="text-slate-700">
            {t('bookings.detail.reference')}{' '}
            <bdi dir="ltr" className="font-mono font-semibold">
              {booking.reference}
            </bdi>
          </p>
          <p className="text-slate-700">{t(`bookings.status.${booking.status}`)}</p>
        </>
      }
      footer={<p>{t('bookings.documents.voucher_note', { date: issued })}</p>}
    >
      <CarRental rental={booking.details} variant="print" />
    </BookingDocument>
  );
}
