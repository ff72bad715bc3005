import type { BookingOf } from '@portal/contracts/bookings';
import { useTranslation } from 'react-i18next';
import { VoucherDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { CarRental } from './car-rental';

/** The rental voucher shown at the office's desk, for A4 paper, in the interface language. */
export function CarVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'car'> }) {
  const { t } = useTranslation();
  return (
    <VoucherDocument
      booking={booking}
      title={t('cars.view.voucher')}
      note={(date) => t('cars.view.voucher_note', { date })}
      {...copy}
    >
      <CarRental rental={booking.details} variant="print" />
    </VoucherDocument>
  );
}
