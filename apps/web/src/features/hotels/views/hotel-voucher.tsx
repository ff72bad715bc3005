import type { BookingOf } from '@portal/contracts/bookings';
import { VoucherDocument } from '../../../kit/bookings/document-parts';
import type { DocumentViewProps } from '../../../kit/service-module';
import { HotelStay } from './hotel-stay';

/**
 * The hotel voucher the guest shows at check-in, laid out for A4 paper, in the interface language: `customer`
 * carries the agency's logo, contact line and gross price; `agent` net, markup, gross; `own` what was paid.
 */
export function HotelVoucher({ booking, ...copy }: DocumentViewProps & { booking: BookingOf<'hotel'> }) {
  return (
    <VoucherDocument booking={booking} {...copy}>
      <HotelStay stay={booking.details} variant="print" />
    </VoucherDocument>
  );
}
