import { Suspense } from 'react';
import { Placeholder } from '../../components/ui/placeholder';
import { BasicBookingSuccess, BookingSuccessPage } from '../../kit/checkout/booking-success';
import { serviceView } from '../service-views';

/**
 * `booking.success` for every service: the checkout's frame reads the booking, and the booking's service shows
 * its own confirmation (its feature's `views.success`), loaded with its texts.
 */
export function BookingSuccessRoute() {
  return (
    <BookingSuccessPage>
      {(booking) => {
        const View = serviceView(booking.service, 'success');
        return View ? (
          <Suspense fallback={<Placeholder height="14rem" />}>
            <View booking={booking} />
          </Suspense>
        ) : (
          <BasicBookingSuccess booking={booking} />
        );
      }}
    </BookingSuccessPage>
  );
}
