import type { BookingOf } from '@portal/contracts/bookings';
import { VoucherDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { CarRental } from './car-rental';

/** The rental voucher shown at the office's desk, for A4 paper, in the interface language. */
export function CarVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'car'> }) {
  return (
    <VoucherDocument booking={booking} {...copy}>
      <CarRental rental={booking.details} variant="print" />
    </VoucherDocument>
  );
}
