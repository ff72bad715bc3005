import { useTranslation } from 'react-i18next';
import type { BookingOf } from '@portal/contracts/bookings';
import { formatDateTime } from '../../../lib/dates';
import { useLang } from '../../../lib/i18n';
import { BookingDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { HotelStay } from './hotel-stay';

/**
 * The hotel voucher the guest shows at check-in, laid out for A4 paper, in the interface language: `customer`
 * carries the agency's logo, contact line and gross price; `agent` net, markup, gross; `own` what was paid.
 */
export function HotelVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'hotel'> }) {
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
      <HotelStay stay={booking.details} variant="print" />
    </BookingDocument>
  );
}
